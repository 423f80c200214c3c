import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../../../shared/format';
import type { Appointment } from '../../../../shared/schemas/scheduler/schedulerAppointments';
import { appointmentTimeText } from '../appointmentTimeText';

interface Props {
  rows: Appointment[];
  zoneOf: (officeId: number) => string;
  onHistory: (appointment: Appointment) => void;
}

/** The deleted appointments, each with its office's times and 'История'. */
export function DeletedAppointmentsTable({ rows, zoneOf, onHistory }: Props) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" data-testid="deleted-appointments">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Дата и время записи</Table.ColumnHeader>
            <Table.ColumnHeader>Офис</Table.ColumnHeader>
            <Table.ColumnHeader>Пост</Table.ColumnHeader>
            <Table.ColumnHeader>Название</Table.ColumnHeader>
            <Table.ColumnHeader>Клиент / телефон</Table.ColumnHeader>
            <Table.ColumnHeader>Удалена</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((a) => {
            const zone = zoneOf(a.partnerOfficeId);
            return (
              <Table.Row key={a.id} data-testid="deleted-appointment">
                <Table.Cell whiteSpace="nowrap">{appointmentTimeText(a.startDate, a.endDate, zone)}</Table.Cell>
                <Table.Cell>{a.officeName}</Table.Cell>
                <Table.Cell>{a.officePostName}</Table.Cell>
                <Table.Cell>{a.title}</Table.Cell>
                <Table.Cell>
                  <Stack gap="0">
                    <Text>{a.clientFio ?? '—'}</Text>
                    {a.phone && <Text color="fg.muted">{a.phone}</Text>}
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  <Stack gap="0">
                    <Text whiteSpace="nowrap">{formatDateTime(a.deletedDate, zone)}</Text>
                    <Text color="fg.muted">{a.deletedByUserFio ?? '—'}</Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Button size="xs" variant="outline" onClick={() => onHistory(a)}>
                    История
                  </Button>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
