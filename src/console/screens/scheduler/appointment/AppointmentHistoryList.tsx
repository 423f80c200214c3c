import { fetchAppointmentHistory } from '../../../api/schedulerApi';
import { LoadState } from '../../../components/LoadState';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { AppointmentHistoryTable } from './AppointmentHistoryTable';

/** 'История' (GET appointment_journal_history): every create, change, move, stretch and delete, newest first. */
export function AppointmentHistoryList({ appointmentId, timezone }: { appointmentId: number; timezone: string }) {
  const history = useRemoteData('appointment.history', fetchAppointmentHistory, appointmentId);
  const rows = [...(history.data ?? [])].sort((a, b) => b.createdDate - a.createdDate || b.id - a.id);
  return (
    <LoadState
      loading={history.loading}
      error={history.failed ? history.error : null}
      empty={rows.length === 0}
      onRetry={history.reload}
    >
      <AppointmentHistoryTable entries={rows} timezone={timezone} nobody="Система" />
    </LoadState>
  );
}
