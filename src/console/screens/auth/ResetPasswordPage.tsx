import { Button, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from 'wouter';
import { passwordResetSchema } from '../../../shared/schemas/auth';
import { confirmPasswordReset } from '../../api/authApi';
import { AuthSubmitForm } from './AuthSubmitForm';
import { NewPasswordFields } from './NewPasswordFields';

/** /restorepwd/reset/:code: the link from the restore letter sets a new password. */
export default function ResetPasswordPage() {
  const { code = '' } = useParams<{ code: string }>();
  return (
    <AuthSubmitForm
      title="Смена пароля"
      schema={passwordResetSchema}
      submit={(values) => confirmPasswordReset(code, values)}
      submitLabel="Сменить пароль"
      done={
        <Stack gap="4" data-testid="reset-done">
          <Text>Пароль изменён. Войдите с новым паролем.</Text>
          <Button asChild colorPalette="blue">
            <Link href="/login">Войти</Link>
          </Button>
        </Stack>
      }
    >
      {(fields, serverErrors) => (
        <NewPasswordFields
          password={fields.password}
          passwordConfirm={fields.passwordConfirm}
          serverErrors={serverErrors}
        />
      )}
    </AuthSubmitForm>
  );
}
