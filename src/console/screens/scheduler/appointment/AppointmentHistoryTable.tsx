import { Table } from '@chakra-ui/react';
import { formatDateTime } from '../../../../shared/format';
import type { AppointmentHistoryEntry } from '../../../../shared/schemas/scheduler/schedulerAppointments';

interface Props {
  /** In the order shown. */
  entries: AppointmentHistoryEntry[];
  timezone: string;
  /** Who an entry without a user names ('Система', '—'). */
  nobody: string;
}

/**
 * An appointment's history (a live one's tab, a deleted one's dialog): when, who, what, and the server's description.
 */
export function AppointmentHistoryTable({ entries, timezone, nobody }: Props) {
  return (
    <Table.Root size="sm" aria-label="История записи" data-testid="appointment-history">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Дата</Table.ColumnHeader>
          <Table.ColumnHeader>Пользователь</Table.ColumnHeader>
          <Table.ColumnHeader>Действие</Table.ColumnHeader>
          <Table.ColumnHeader>Описание</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {entries.map((e) => (
          <Table.Row key={e.id} data-testid="history-entry">
            <Table.Cell whiteSpace="nowrap">{formatDateTime(e.createdDate, timezone)}</Table.Cell>
            <Table.Cell>{e.userFio ?? nobody}</Table.Cell>
            <Table.Cell>{e.actionName}</Table.Cell>
            <Table.Cell>{e.description}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
