import { Stack, Text } from '@chakra-ui/react';
import { restoreRequestSchema } from '../../../shared/schemas/auth';
import { requestPasswordRestore } from '../../api/authApi';
import { TextField } from '../../components/TextField';
import { AuthSubmitForm, BackToLogin } from './AuthSubmitForm';

/** /restorepwd: the user asks for a letter with a link to set a new password. */
export default function RestorePasswordPage() {
  return (
    <AuthSubmitForm
      title="Восстановление пароля"
      schema={restoreRequestSchema}
      submit={(values) => requestPasswordRestore(values.email)}
      submitLabel="Отправить ссылку"
      done={
        <Stack gap="4" data-testid="restore-sent">
          <Text>Если такой пользователь есть, на его e-mail отправлено письмо со ссылкой для смены пароля.</Text>
          <BackToLogin />
        </Stack>
      }
    >
      {(fields, serverErrors) => (
        <>
          <Text color="fg.muted">Укажите e-mail, с которым вы входите в систему.</Text>
          <TextField
            meta={fields.email}
            label="E-mail"
            type="email"
            required
            autoComplete="email"
            serverError={serverErrors?.email}
          />
        </>
      )}
    </AuthSubmitForm>
  );
}
