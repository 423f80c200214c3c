import { Button, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { FormValues } from '../../../../machines/kit/dirtyGuardMachine';
import { submissionMachine } from '../../../../machines/kit/submissionMachine';
import { type CommonSettings, commonSettingsSchema } from '../../../shared/schemas/commonSettings';
import { saveCommonSettings } from '../../api/config/commonSettingsApi';
import { fillConformForm } from '../../components/drafts/fillConformForm';
import { RequiredNote } from '../../components/RequiredNote';
import { setSupportEmail } from '../../components/supportEmail';
import { TextField } from '../../components/TextField';
import { useDirtyGuard } from '../../components/useDirtyGuard';
import { inspect } from '../../debug/inspector';
import { notify } from '../../toasts/toaster';

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
  const result = useRef<CommonSettings | null>(null);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const save = useActorRef(
    submissionMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          result.current = await saveCommonSettings(input.values as CommonSettings);
          return result.current;
        }),
      },
    }),
    { inspect, systemId: 'config.common.save' },
  );
  const saving = useSelector(save, (s) => s.hasTag('busy'));
  const saveDone = useSelector(save, (s) => s.status === 'done');
  const saveError = useSelector(save, (s) => s.context.error);
  const serverErrors = saveError?.details ?? {};

  const defaults = useMemo(() => textOf(settings), [settings]);
  const [form, fields] = useForm<FormText, CommonSettings>({
    id: 'config-common',
    defaultValue: defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: commonSettingsSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') save.send({ type: 'form.submit', values: submission.value });
    },
  });
  const guard = useDirtyGuard({
    name: 'config.common.guard',
    initialValues: defaults as unknown as FormValues,
    restore: (values) => fillConformForm(form, values),
  });
  const { change, saved } = guard;
  const value = form.value;
  useEffect(() => change((value ?? {}) as FormValues), [change, value]);
  useEffect(() => {
    if (!saveDone || !result.current) return;
    saved();
    setSupportEmail(result.current.supportEmail);
    notify({ type: 'success', title: 'Успех', description: 'Изменения сохранены' });
    onSavedRef.current(result.current);
  }, [saveDone, saved]);
  useEffect(() => {
    if (saveError) notify({ type: 'error', title: 'Возникла ошибка', description: saveError.message });
  }, [saveError]);

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
          {canEdit && (
            <Flex gap="2" justify="flex-end">
              <Button variant="outline" onClick={() => form.reset()} disabled={saving || !guard.dirty}>
                Отмена
              </Button>
              <Button type="submit" colorPalette="blue" loading={saving} disabled={saving || !guard.dirty}>
                Сохранить
              </Button>
            </Flex>
          )}
        </Stack>
      </fieldset>
      {guard.dialog}
    </form>
  );
}
