import { Button, CloseButton, Dialog, Portal, Stack, Tabs, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { FormValues } from '../../../../../machines/kit/dirtyGuardMachine';
import type {
  Appointment,
  AppointmentPatch,
  SchedulerPost,
} from '../../../../shared/schemas/scheduler/schedulerAppointments';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { DialogRoot } from '../../../components/focus/DialogRoot';
import { useDirtyGuard } from '../../../components/useDirtyGuard';
import { useAllowed } from '../../../session/useSession';
import { useServiceOptions } from '../../orders/form/orderOptions';
import { appointmentTimeText } from '../appointmentTimeText';
import { AppointmentDetailsForm } from './AppointmentDetailsForm';
import { AppointmentFilesPanel } from './AppointmentFilesPanel';
import { AppointmentHistoryList } from './AppointmentHistoryList';
import { AppointmentOrderPanel } from './AppointmentOrderPanel';
import { AppointmentSummary } from './AppointmentSummary';
import { postServiceOptions } from './postServiceOptions';
import { RescheduleForm } from './RescheduleForm';

const TIMELINE = 'scheduler.timeline';

interface Props {
  appointment: Appointment;
  posts: SchedulerPost[];
  timezone: string;
  /**
   * The edits of 'Запись', 'Перенести' and 'Удалить' go to the board, which applies them at once; the server decides.
   */
  onUpdate: (patch: AppointmentPatch) => void;
  onMove: (newOfficePostId: number, newStart: number) => void;
  onDelete: () => void;
  /** The server's answer that replaces the appointment (after 'Создать заявку'). */
  onReplace: (appointment: Appointment) => void;
  onClose: () => void;
}

type Tab = 'details' | 'move' | 'history' | 'files';

/**
 * 'Запись': the appointment's details (edited in place), 'Перенести' (free dates and slots, the keyboard's way to move
 * it), 'История', 'Файлы', 'Создать заявку' and 'Удалить'. What is offered follows the appointment's allowedActions
 * (machines/scheduler/appointmentMachine) and the user's scheduler.timeline flags. An unsaved edit asks first.
 */
export function AppointmentDialog({
  appointment,
  posts,
  timezone,
  onUpdate,
  onMove,
  onDelete,
  onReplace,
  onClose,
}: Props) {
  const canUpdate = useAllowed(TIMELINE, ['permissionUpdate']);
  const canDelete = useAllowed(TIMELINE, ['permissionDelete']);
  const allows = (action: string) => appointment.allowedActions.includes(action);
  // A create the server has not answered yet has no id of its own: nothing can be asked about it.
  const saved = appointment.id > 0;
  const services = useServiceOptions();
  const [tab, setTab] = useState<Tab>('details');
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  // One guard for the dialog: leaving an edit and closing the dialog both pass through it.
  const leaving = useRef<'edit' | 'dialog'>('dialog');
  // The edit form mounts inside the dialog: values kept at a session's end reach it through this ref.
  const fillDetails = useRef<(values: FormValues) => void>(() => undefined);
  const guard = useDirtyGuard({
    name: `appointmentDialog.guard.${appointment.id}`,
    title: `Запись «${appointment.title}» (изменить)`,
    onClose: () => (leaving.current === 'edit' ? setEditing(false) : onClose()),
    restoreAfterLoad: true,
    restore: (values) => fillDetails.current(values),
  });
  const leave = (what: 'edit' | 'dialog') => {
    leaving.current = what;
    guard.requestLeave({ kind: 'close' });
  };

  const post = posts.find((p) => p.id === appointment.officePostId);
  const serviceOptions = postServiceOptions(post, services, {
    id: appointment.serviceId,
    name: appointment.serviceName,
  });

  return (
    <>
      <DialogRoot
        open
        size="lg"
        scrollBehavior="inside"
        onOpenChange={(e) => {
          if (!e.open) leave('dialog');
        }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="appointment-dialog">
              <Dialog.Header>
                <Dialog.Title>Запись</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text color="fg.muted" mb="3" data-testid="appointment-heading">
                  {appointment.title}, {post?.name ?? appointment.officePostName},{' '}
                  {appointmentTimeText(appointment.startDate, appointment.endDate, timezone)}
                </Text>
                <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as Tab)} variant="line" lazyMount>
                  <Tabs.List>
                    <Tabs.Trigger value="details">Запись</Tabs.Trigger>
                    {saved && canUpdate && allows('appointment.move') && (
                      <Tabs.Trigger value="move">Перенести</Tabs.Trigger>
                    )}
                    {saved && <Tabs.Trigger value="history">История</Tabs.Trigger>}
                    {saved && <Tabs.Trigger value="files">Файлы</Tabs.Trigger>}
                  </Tabs.List>
                  <Tabs.Content value="details" pt="4">
                    {editing ? (
                      <AppointmentDetailsForm
                        appointment={appointment}
                        serviceOptions={serviceOptions}
                        guard={guard}
                        fillRef={fillDetails}
                        onSubmit={(patch) => {
                          onUpdate(patch);
                          setEditing(false);
                        }}
                        onCancel={() => leave('edit')}
                      />
                    ) : (
                      <Stack gap="4">
                        <AppointmentSummary
                          appointment={appointment}
                          posts={posts}
                          timezone={timezone}
                          services={services}
                        />
                        {!saved && <Text color="fg.muted">Запись сохраняется…</Text>}
                        {saved && (
                          <AppointmentOrderPanel
                            appointment={appointment}
                            canCreate={canUpdate && allows('appointment.createOrder')}
                            onReplace={onReplace}
                          />
                        )}
                      </Stack>
                    )}
                  </Tabs.Content>
                  {saved && (
                    <Tabs.Content value="move" pt="4">
                      <RescheduleForm
                        appointment={appointment}
                        posts={posts}
                        onMove={(postId, start) => {
                          onMove(postId, start);
                          setTab('details');
                        }}
                      />
                    </Tabs.Content>
                  )}
                  {/* History is asked again each time the tab opens: the board's changes add to it. */}
                  {saved && tab === 'history' && (
                    <Tabs.Content value="history" pt="4">
                      <AppointmentHistoryList appointmentId={appointment.id} timezone={timezone} />
                    </Tabs.Content>
                  )}
                  {saved && (
                    <Tabs.Content value="files" pt="4">
                      <AppointmentFilesPanel
                        appointmentId={appointment.id}
                        timezone={timezone}
                        canUpload={canUpdate && allows('appointment.addFile')}
                        canRemove={canDelete && allows('appointment.addFile')}
                      />
                    </Tabs.Content>
                  )}
                </Tabs.Root>
              </Dialog.Body>
              <Dialog.Footer>
                {saved && canDelete && allows('appointment.delete') && (
                  <Button colorPalette="red" variant="outline" onClick={() => setConfirmDelete(true)}>
                    Удалить
                  </Button>
                )}
                {tab === 'details' && !editing && saved && canUpdate && allows('appointment.update') && (
                  <Button colorPalette="blue" variant="outline" onClick={() => setEditing(true)}>
                    Изменить
                  </Button>
                )}
                <Button variant="outline" onClick={() => leave('dialog')}>
                  Закрыть
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Закрыть окно" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </DialogRoot>
      <ConfirmDialog
        open={confirmDelete}
        title="Удалить запись?"
        confirmLabel="Удалить"
        confirmPalette="red"
        testId="appointment-delete"
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => {
          setConfirmDelete(false);
          onDelete();
          onClose();
        }}
      >
        <Text>
          Запись «{appointment.title}» на {appointmentTimeText(appointment.startDate, appointment.endDate, timezone)}{' '}
          будет удалена.
        </Text>
      </ConfirmDialog>
      {guard.dialog}
    </>
  );
}
