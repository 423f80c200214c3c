import { Table } from '@chakra-ui/react';
import { formatDateTime } from '../../../../shared/format';
import { fetchAppointmentHistory } from '../../../api/schedulerApi';
import { LoadState } from '../../../components/LoadState';
import { useRemoteData } from '../../../hooks/useRemoteData';

/** 'История' (GET appointment_journal_history): every create, change, move, stretch and delete, newest first. */
export function AppointmentHistoryList({ appointmentId, timezone }: { appointmentId: number; timezone: string }) {
  const history = useRemoteData('appointment.history', fetchAppointmentHistory, appointmentId);
  const rows = [...(history.data ?? [])].sort((a, b) => b.createdDate - a.createdDate || b.id - a.id);
  return (
    <LoadState loading={history.loading} error={history.failed ? history.error : null} empty={rows.length === 0} onRetry={history.reload}>
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
          {rows.map((h) => (
            <Table.Row key={h.id}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(h.createdDate, timezone)}</Table.Cell>
              <Table.Cell>{h.userFio ?? 'Система'}</Table.Cell>
              <Table.Cell>{h.actionName}</Table.Cell>
              <Table.Cell>{h.description}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </LoadState>
  );
}
