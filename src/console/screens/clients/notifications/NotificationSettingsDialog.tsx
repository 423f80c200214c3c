import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { WIDGET_KEYS } from '../../../../shared/operationKeys';
import {
  type ClientNotificationSettings,
  NOTIFICATION_FLAG_LABELS,
  NOTIFICATION_FLAGS,
} from '../../../../shared/schemas/clients/clientExtras';
import { notificationSettingsSchema } from '../../../../shared/schemas/clients/notificationSettings';
import { fetchNotificationSettings, saveNotificationSettings } from '../../../api/clientExtrasApi';
import { DialogRoot } from '../../../components/focus/DialogRoot';
import { LoadState } from '../../../components/LoadState';
import { ModalForm } from '../../../components/ModalForm';
import { TextField } from '../../../components/TextField';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed } from '../../../session/useSession';
import { notify } from '../../../toasts/toaster';
import { SwitchField } from './SwitchField';

const TITLE = 'Настройки уведомлений';
// The client is the dialog's, not the form's.
const formSchema = notificationSettingsSchema.omit({ clientId: true });

/**
 * 'Настройки уведомлений' of a client: the five switches and a required reason, which
 * the server keeps with each change. The current settings are loaded first. Mounted only while open.
 */
export function NotificationSettingsDialog({ clientId, onClose }: { clientId: number; onClose: () => void }) {
  const settings = useRemoteData('clientNotificationSettings', fetchNotificationSettings, clientId);
  if (settings.data) return <SettingsForm clientId={clientId} settings={settings.data} onClose={onClose} />;
  return (
    <DialogRoot open size="md" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{TITLE}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <LoadState
                loading={settings.loading}
                error={settings.failed ? settings.error : null}
                empty={false}
                onRetry={settings.reload}
              >
                {null}
              </LoadState>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Отмена
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

function SettingsForm({
  clientId,
  settings,
  onClose,
}: {
  clientId: number;
  settings: ClientNotificationSettings;
  onClose: () => void;
}) {
  const canSave = useAllowed(WIDGET_KEYS.client, ['permissionUpdate']);
  const flags = Object.fromEntries(NOTIFICATION_FLAGS.map((flag) => [flag, settings[flag]]));
  return (
    <ModalForm
      open
      title={TITLE}
      schema={formSchema}
      defaultValue={flags}
      onSubmit={(values) => saveNotificationSettings(clientId, values)}
      onSaved={() => notify({ type: 'success', title: 'Успех', description: 'Настройки уведомлений сохранены' })}
      onClose={onClose}
      canSave={canSave}
    >
      {({ fields, serverErrors }) => (
        <>
          {NOTIFICATION_FLAGS.map((flag) => (
            <SwitchField key={flag} meta={fields[flag]} label={NOTIFICATION_FLAG_LABELS[flag]} disabled={!canSave} />
          ))}
          <TextField meta={fields.reason} label="Причина изменения" required serverError={serverErrors.reason} />
        </>
      )}
    </ModalForm>
  );
}
