import { Button, Flex, SimpleGrid, Stack } from '@chakra-ui/react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { FormValues } from '../../../../../machines/kit/dirtyGuardMachine';
import { submissionMachine } from '../../../../../machines/kit/submissionMachine';
import {
  AVATAR_MAX_BYTES,
  type UserCard,
  type UserUpdate,
  userUpdateSchema,
} from '../../../../shared/schemas/userAdmin';
import { reinviteUser, updateUser, uploadAvatar } from '../../../api/userAdminApi';
import { asTextMeta } from '../../../components/asTextMeta';
import { ConfirmCallDialog } from '../../../components/dialogs/ConfirmCallDialog';
import { fillConformForm } from '../../../components/drafts/fillConformForm';
import { FileUploadButton } from '../../../components/FileUploadButton';
import { RequiredNote } from '../../../components/RequiredNote';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useDirtyGuard } from '../../../components/useDirtyGuard';
import { inspect } from '../../../debug/inspector';
import { useAllowed } from '../../../session/useSession';
import { notify } from '../../../toasts/toaster';
import { CallButton } from '../../orders/card/sections/CallButton';
import { useOfficeOptions, usePartnerOptions } from '../usePartnerOptions';

type FormText = Record<'lastName' | 'firstName' | 'middleName' | 'phone' | 'partnerId' | 'officeId', string>;

const textOf = (user: UserCard): FormText => ({
  lastName: user.lastName ?? '',
  firstName: user.firstName ?? '',
  middleName: user.middleName ?? '',
  phone: user.phone ?? '',
  partnerId: user.partner ? String(user.partner.id) : '',
  officeId: user.office ? String(user.office.id) : '',
});

/** What PUT /users/{id} needs besides the form: the card's values as they are. */
const bodyOf = (user: UserCard): UserUpdate => ({
  lastName: user.lastName ?? '',
  firstName: user.firstName ?? '',
  middleName: user.middleName ?? undefined,
  phone: user.phone ?? undefined,
  partnerId: user.partner?.id,
  officeId: user.office?.id,
});

interface Props {
  user: UserCard;
  /** The server took a change: its answer (the caller remounts the form, so it becomes the pristine one). */
  onSaved: (user: UserCard) => void;
}

/**
 * The user's main data: names, phone, partner and office; block and unblock; the invitation again for an invited
 * user; the avatar. Save is enabled once the form differs from what was loaded; leaving a changed form asks first.
 */
export function UserMainForm({ user, onSaved }: Props) {
  const canEdit = useAllowed('users', ['permissionUpdate']);
  const [asking, setAsking] = useState(false);
  const result = useRef<UserCard | null>(null);
  const avatarUrl = useRef<string | null>(user.avatarUrl);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;
  const save = useActorRef(
    submissionMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          result.current = await updateUser(user.id, input.values as UserUpdate);
          return result.current;
        }),
      },
    }),
    { inspect, systemId: 'userCard.main.save' },
  );
  const saving = useSelector(save, (s) => s.hasTag('busy'));
  const saveDone = useSelector(save, (s) => s.status === 'done');
  const saveError = useSelector(save, (s) => s.context.error);
  const serverErrors = saveError?.details ?? {};

  const defaults = useMemo(() => textOf(user), [user]);
  const [form, fields] = useForm<FormText, UserUpdate>({
    id: `user-main-${user.id}`,
    defaultValue: defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: userUpdateSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') save.send({ type: 'form.submit', values: submission.value });
    },
  });
  const guard = useDirtyGuard({
    name: 'userCard.main.guard',
    initialValues: defaults as unknown as FormValues,
    restore: (values) => fillConformForm(form, values),
  });
  const { change, saved } = guard;
  const value = form.value;
  useEffect(() => change((value ?? {}) as FormValues), [change, value]);
  useEffect(() => {
    if (!saveDone || !result.current) return;
    saved();
    notify({ type: 'success', title: 'Успех', description: 'Изменения сохранены' });
    onSavedRef.current(result.current);
  }, [saveDone, saved]);
  useEffect(() => {
    if (saveError) notify({ type: 'error', title: 'Возникла ошибка', description: saveError.message });
  }, [saveError]);

  const partners = usePartnerOptions();
  const partnerId = Number(fields.partnerId.value) || null;
  const offices = useOfficeOptions(partnerId);
  const blocked = user.status === 'blocked';

  return (
    <Stack gap="5">
      {canEdit && (
        <Flex gap="2" wrap="wrap" data-testid="user-actions">
          <Button
            size="sm"
            variant="outline"
            colorPalette={blocked ? 'blue' : 'red'}
            onClick={() => setAsking(true)}
            disabled={guard.dirty}
          >
            {blocked ? 'Разблокировать' : 'Заблокировать'}
          </Button>
          {user.status === 'invited' && (
            <CallButton
              label="Отправить приглашение повторно"
              name="userCard.reinvite"
              run={() => reinviteUser(user.email)}
              onDone={() => notify({ type: 'success', title: 'Приглашение отправлено', description: user.email })}
            />
          )}
          <FileUploadButton
            label="Загрузить аватар"
            name="userCard.avatar"
            inputTestId="user-avatar-input"
            check={(file) => (file.size > AVATAR_MAX_BYTES ? 'Изображение больше 5 МБ' : null)}
            upload={async (file) => {
              avatarUrl.current = (await uploadAvatar(user.id, file)).avatarUrl;
            }}
            onFailed={(error) => notify({ type: 'error', title: 'Возникла ошибка', description: error.message })}
            onUploaded={() => onSavedRef.current({ ...user, avatarUrl: avatarUrl.current })}
          />
        </Flex>
      )}
      <form {...getFormProps(form)} noValidate aria-label="Основные данные пользователя" data-testid="user-main-form">
        {guard.restoredNotice}
        <fieldset disabled={!canEdit}>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField meta={fields.lastName} label="Фамилия" required serverError={serverErrors.lastName} />
              <TextField meta={fields.firstName} label="Имя" required serverError={serverErrors.firstName} />
              <TextField meta={asTextMeta(fields.middleName)} label="Отчество" serverError={serverErrors.middleName} />
              <TextField meta={asTextMeta(fields.phone)} label="Телефон" type="tel" serverError={serverErrors.phone} />
              {partners.length > 0 && (
                <SelectField
                  meta={fields.partnerId}
                  label="Партнёр"
                  options={partners}
                  serverError={serverErrors.partnerId}
                />
              )}
              {partnerId && (
                <SelectField
                  meta={fields.officeId}
                  label="Офис"
                  options={offices}
                  serverError={serverErrors.officeId}
                />
              )}
            </SimpleGrid>
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
      </form>
      {guard.dialog}
      {asking && (
        <ConfirmCallDialog
          title={blocked ? 'Разблокировать пользователя?' : 'Заблокировать пользователя?'}
          confirmLabel={blocked ? 'Разблокировать' : 'Заблокировать'}
          confirmPalette={blocked ? 'blue' : 'red'}
          testId="user-block-dialog"
          call={async () => {
            result.current = await updateUser(user.id, { ...bodyOf(user), status: blocked ? 'active' : 'blocked' });
          }}
          onDone={() => {
            setAsking(false);
            notify({
              type: 'success',
              title: 'Успех',
              description: blocked ? 'Пользователь разблокирован' : 'Пользователь заблокирован',
            });
            if (result.current) onSavedRef.current(result.current);
          }}
          onCancel={() => setAsking(false)}
        >
          {blocked
            ? `${user.fullName} снова сможет входить в консоль.`
            : `${user.fullName} не сможет входить в консоль, его сеансы и токены перестанут действовать.`}
        </ConfirmCallDialog>
      )}
    </Stack>
  );
}
