import { Center, Spinner, Text } from '@chakra-ui/react';
import type { Appointment } from '../../../../shared/schemas/scheduler/schedulerAppointments';
import { fetchDeletedAppointmentHistory } from '../../../api/schedulerApi';
import { ViewDialogFrame } from '../../../components/dialogs/ViewDialogFrame';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { AppointmentHistoryTable } from '../appointment/AppointmentHistoryTable';

interface Props {
  appointment: Appointment;
  zone: string;
  onClose: () => void;
}

/** 'История' of a deleted appointment: who did what and when, oldest first. */
export function AppointmentHistoryDialog({ appointment, zone, onClose }: Props) {
  const history = useRemoteData('scheduler.deleted.history', fetchDeletedAppointmentHistory, appointment.id);
  const entries = [...(history.data ?? [])].sort((a, b) => a.createdDate - b.createdDate || a.id - b.id);
  return (
    <ViewDialogFrame
      title={`История записи «${appointment.title}»`}
      testId="appointment-history-dialog"
      onClose={onClose}
    >
      {history.failed && history.error ? (
        <ErrorPanel title="Ошибка загрузки данных" error={history.error} onRetry={history.reload} />
      ) : history.loading ? (
        <Center py="6">
          <Spinner aria-label="Загрузка" />
        </Center>
      ) : entries.length === 0 ? (
        <Text color="fg.muted">История пуста</Text>
      ) : (
        <AppointmentHistoryTable entries={entries} timezone={zone} nobody="—" />
      )}
    </ViewDialogFrame>
  );
}
