import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getFormProps } from '@conform-to/react';
import { useMemo } from 'react';
import { type CommonSettings, commonSettingsSchema } from '../../../shared/schemas/commonSettings';
import { saveCommonSettings } from '../../api/config/commonSettingsApi';
import { RequiredNote } from '../../components/RequiredNote';
import { SaveCancelButtons } from '../../components/SaveCancelButtons';
import { setSupportEmail } from '../../components/supportEmail';
import { TextField } from '../../components/TextField';
import { useSavedForm } from '../../components/useSavedForm';

type FormText = Record<keyof CommonSettings, string>;

const textOf = (s: CommonSettings): FormText => ({
  reminderLeadHours: String(s.reminderLeadHours),
  tempFilesMaxAgeHours: String(s.tempFilesMaxAgeHours),
  cronHistoryKeepDays: String(s.cronHistoryKeepDays),
  supportEmail: s.supportEmail,
});

interface Props {
  settings: CommonSettings;
  canEdit: boolean;
  /** The server took the change: its answer becomes the pristine values (the caller remounts the form). */
  onSaved: (settings: CommonSettings) => void;
}

/**
 * The common settings' form: save is enabled once it differs from what was loaded, leaving it changed asks first,
 * and a refused save keeps what was typed with the server's message by its field.
 */
export function CommonSettingsForm({ settings, canEdit, onSaved }: Props) {
  const defaults = useMemo(() => textOf(settings), [settings]);
  const { form, fields, guard, saving, serverErrors } = useSavedForm<FormText, CommonSettings, CommonSettings>({
    id: 'config-common',
    name: 'config.common',
    schema: commonSettingsSchema,
    defaults,
    save: saveCommonSettings,
    savedText: 'Изменения сохранены',
    onSaved: (saved) => {
      setSupportEmail(saved.supportEmail);
      onSaved(saved);
    },
  });

  return (
    <form {...getFormProps(form)} noValidate aria-label="Общие настройки" data-testid="common-settings-form">
      {guard.restoredNotice}
      <fieldset disabled={!canEdit}>
        <Stack gap="4" maxW="3xl">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField
              meta={fields.reminderLeadHours}
              label="Напоминать о записи за, ч"
              inputMode="numeric"
              required
              serverError={serverErrors.reminderLeadHours}
            />
            <TextField
              meta={fields.tempFilesMaxAgeHours}
              label="Удалять временные файлы старше, ч"
              inputMode="numeric"
              required
              serverError={serverErrors.tempFilesMaxAgeHours}
            />
            <TextField
              meta={fields.cronHistoryKeepDays}
              label="Хранить историю фоновых задач, дней"
              inputMode="numeric"
              required
              serverError={serverErrors.cronHistoryKeepDays}
            />
            <TextField
              meta={fields.supportEmail}
              label="E-mail службы поддержки"
              type="email"
              required
              serverError={serverErrors.supportEmail}
            />
          </SimpleGrid>
          <Text fontSize="sm" color="fg.muted">
            Напоминания рассылает задача «Рассылка напоминаний о записи», временные файлы удаляет «Очистка временных
            файлов»; адрес поддержки показывают сообщения об ошибках в консоли.
          </Text>
          <RequiredNote />
          {canEdit && <SaveCancelButtons saving={saving} dirty={guard.dirty} onCancel={() => form.reset()} />}
        </Stack>
      </fieldset>
      {guard.dialog}
    </form>
  );
}
