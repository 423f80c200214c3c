import { Button, Flex, Heading, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { DEFAULT_TIMEZONE, toRuDate } from '../../../shared/format';
import type { FederalDay } from '../../../shared/schemas/scheduler/schedulerPosts';
import { deleteFederalDay, fetchFederalDays } from '../../api/schedulerApi';
import { ConfirmCallDialog } from '../../components/dialogs/ConfirmCallDialog';
import { LoadState } from '../../components/LoadState';
import { usePageTitle } from '../../components/usePageTitle';
import { useRemoteData } from '../../hooks/useRemoteData';
import { useAllowed } from '../../session/useSession';
import { FederalDayDialog } from './federal/FederalDayDialog';
import { ruWeekday } from './halfyear/ruWeekday';

const KEY = 'scheduler.federal';
const MIN_YEAR = 2000;
const MAX_YEAR = 2100;

/**
 * /scheduler/federal: the federal non-working days of a year (the boards grey them out and take no appointment on
 * them); adding and deleting one is gated by the scheduler.federal flags.
 */
export default function FederalDaysPage({ title }: { title: string }) {
  usePageTitle(title);
  const canInsert = useAllowed(KEY, ['permissionInsert']);
  const canDelete = useAllowed(KEY, ['permissionDelete']);
  // View state: the year shown and which dialog is open.
  const [year, setYear] = useState(() => DateTime.now().setZone(DEFAULT_TIMEZONE).year);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<FederalDay | null>(null);
  const days = useRemoteData('scheduler.federal.days', fetchFederalDays, year);
  const list = [...(days.data ?? [])].sort((a, b) => a.day.localeCompare(b.day));

  return (
    <Stack gap="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {canInsert && (
          <Button size="sm" colorPalette="blue" onClick={() => setAdding(true)}>
            Добавить выходной
          </Button>
        )}
      </Flex>
      <HStack gap="2">
        <IconButton
          size="sm"
          variant="outline"
          aria-label="Предыдущий год"
          disabled={year <= MIN_YEAR}
          onClick={() => setYear(year - 1)}
        >
          ‹
        </IconButton>
        <Text fontWeight="semibold" minW="4rem" textAlign="center" data-testid="federal-year">
          {year}
        </Text>
        <IconButton
          size="sm"
          variant="outline"
          aria-label="Следующий год"
          disabled={year >= MAX_YEAR}
          onClick={() => setYear(year + 1)}
        >
          ›
        </IconButton>
      </HStack>
      <LoadState loading={days.loading} error={days.failed ? days.error : null} empty={false} onRetry={days.reload}>
        {list.length === 0 ? (
          <Text color="fg.muted" data-testid="federal-empty">
            В {year} году федеральных выходных нет
          </Text>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm" data-testid="federal-days">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Дата</Table.ColumnHeader>
                  <Table.ColumnHeader>День недели</Table.ColumnHeader>
                  <Table.ColumnHeader>Название</Table.ColumnHeader>
                  {canDelete && <Table.ColumnHeader />}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.map((d) => (
                  <Table.Row key={d.day} data-testid="federal-day">
                    <Table.Cell whiteSpace="nowrap">{toRuDate(d.day)}</Table.Cell>
                    <Table.Cell>{ruWeekday(d.day)}</Table.Cell>
                    <Table.Cell>{d.name}</Table.Cell>
                    {canDelete && (
                      <Table.Cell textAlign="end">
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          aria-label={`Удалить ${toRuDate(d.day)}`}
                          onClick={() => setRemoving(d)}
                        >
                          Удалить
                        </Button>
                      </Table.Cell>
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </LoadState>
      {adding && (
        <FederalDayDialog
          onClose={() => setAdding(false)}
          onSaved={(day) => {
            // Show the year the new day belongs to; the same year is simply read again.
            const dayYear = Number(day.day.slice(0, 4));
            if (dayYear === year) days.reload();
            else setYear(dayYear);
          }}
        />
      )}
      {removing && (
        <ConfirmCallDialog
          title="Удалить выходной?"
          confirmLabel="Удалить"
          confirmPalette="red"
          testId="delete-federal-day-dialog"
          call={() => deleteFederalDay(removing.day)}
          onCancel={() => setRemoving(null)}
          onDone={() => {
            setRemoving(null);
            days.reload();
          }}
        >
          <Text>
            {toRuDate(removing.day)} ({removing.name}) станет обычным днём: посты будут работать по своему плану.
          </Text>
        </ConfirmCallDialog>
      )}
    </Stack>
  );
}
