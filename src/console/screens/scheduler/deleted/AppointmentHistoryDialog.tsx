import { Button, Center, CloseButton, Dialog, Portal, Spinner, Text } from '@chakra-ui/react';
import type { Appointment } from '../../../../shared/schemas/scheduler/schedulerAppointments';
import { fetchDeletedAppointmentHistory } from '../../../api/schedulerApi';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { DialogRoot } from '../../../components/focus/DialogRoot';
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
    <DialogRoot open size="lg" scrollBehavior="inside" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="appointment-history-dialog">
            <Dialog.Header>
              <Dialog.Title>История записи «{appointment.title}»</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Закрыть
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Закрыть" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
