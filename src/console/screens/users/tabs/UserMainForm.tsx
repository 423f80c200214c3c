import { Button, Flex, SimpleGrid, Stack } from '@chakra-ui/react';
import { getFormProps } from '@conform-to/react';
import { useMemo, useRef, useState } from 'react';
import {
  AVATAR_MAX_BYTES,
  type UserCard,
  type UserUpdate,
  userUpdateSchema,
} from '../../../../shared/schemas/userAdmin';
import { reinviteUser, updateUser, uploadAvatar } from '../../../api/userAdminApi';
import { asTextMeta } from '../../../components/asTextMeta';
import { ConfirmCallDialog } from '../../../components/dialogs/ConfirmCallDialog';
import { FileUploadButton } from '../../../components/FileUploadButton';
import { RequiredNote } from '../../../components/RequiredNote';
import { SaveCancelButtons } from '../../../components/SaveCancelButtons';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useSavedForm } from '../../../components/useSavedForm';
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
  const avatarUrl = useRef<string | null>(user.avatarUrl);
  // The block and unblock call's answer, handed on once the dialog closes.
  const blockResult = useRef<UserCard | null>(null);
  const defaults = useMemo(() => textOf(user), [user]);
  const { form, fields, guard, saving, serverErrors } = useSavedForm<FormText, UserUpdate, UserCard>({
    id: `user-main-${user.id}`,
    name: 'userCard.main',
    schema: userUpdateSchema,
    defaults,
    save: (values) => updateUser(user.id, values),
    savedText: 'Изменения сохранены',
    onSaved,
  });

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
            onUploaded={() => onSaved({ ...user, avatarUrl: avatarUrl.current })}
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
            {canEdit && <SaveCancelButtons saving={saving} dirty={guard.dirty} onCancel={() => form.reset()} />}
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
            blockResult.current = await updateUser(user.id, {
              ...bodyOf(user),
              status: blocked ? 'active' : 'blocked',
            });
          }}
          onDone={() => {
            setAsking(false);
            notify({
              type: 'success',
              title: 'Успех',
              description: blocked ? 'Пользователь разблокирован' : 'Пользователь заблокирован',
            });
            if (blockResult.current) onSaved(blockResult.current);
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
