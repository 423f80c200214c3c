import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { toRuDate } from '../../../../shared/format';
import type { WorkInterval } from '../../../../shared/schemas/scheduler/schedulerPosts';
import { intervalLabel } from './halfYearCalendar';
import { ruWeekday } from './ruWeekday';

interface Props {
  days: string[];
  intervals: Map<string, WorkInterval[]>;
  federal: Map<string, string>;
  zone: string;
  canInsert: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  onAdd: (day: string) => void;
  onEdit: (interval: WorkInterval) => void;
  onDelete: (interval: WorkInterval) => void;
}

/** One month of a post's plan: a row a day with its working intervals, the federal day off, or 'Не работает'. */
export function PlanDayList({
  days,
  intervals,
  federal,
  zone,
  canInsert,
  canUpdate,
  canDelete,
  onAdd,
  onEdit,
  onDelete,
}: Props) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" data-testid="plan-days">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Дата</Table.ColumnHeader>
            <Table.ColumnHeader>День недели</Table.ColumnHeader>
            <Table.ColumnHeader>Рабочее время</Table.ColumnHeader>
            {canInsert && <Table.ColumnHeader />}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {days.map((day) => {
            const list = intervals.get(day) ?? [];
            const holiday = federal.get(day);
            return (
              <Table.Row key={day} data-testid="plan-day" data-day={day} bg={holiday ? 'red.50' : undefined}>
                <Table.Cell whiteSpace="nowrap">{toRuDate(day)}</Table.Cell>
                <Table.Cell>{ruWeekday(day)}</Table.Cell>
                <Table.Cell>
                  <Stack gap="1">
                    {holiday && (
                      <Badge colorPalette="red" alignSelf="start" data-testid="plan-federal">
                        Выходной: {holiday}
                      </Badge>
                    )}
                    {list.map((interval) => (
                      <HStack key={interval.id} gap="2" data-testid="plan-interval">
                        <Text fontVariantNumeric="tabular-nums">{intervalLabel(interval, zone)}</Text>
                        {canUpdate && (
                          <Button size="xs" variant="ghost" colorPalette="blue" onClick={() => onEdit(interval)}>
                            Изменить
                          </Button>
                        )}
                        {canDelete && (
                          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onDelete(interval)}>
                            Удалить
                          </Button>
                        )}
                      </HStack>
                    ))}
                    {list.length === 0 && !holiday && <Text color="fg.muted">Не работает</Text>}
                  </Stack>
                </Table.Cell>
                {canInsert && (
                  <Table.Cell textAlign="end">
                    <Button size="xs" variant="outline" onClick={() => onAdd(day)}>
                      Добавить интервал
                    </Button>
                  </Table.Cell>
                )}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
