import { Alert, Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useParams } from 'wouter';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../../machines/kit/submissionMachine';
import { type PasswordResetInput, passwordResetSchema } from '../../../shared/schemas/auth';
import { confirmPasswordReset } from '../../api/authApi';
import { inspect } from '../../debug/inspector';
import { AuthLayout } from './AuthLayout';
import { NewPasswordFields } from './NewPasswordFields';

/** /restorepwd/reset/:code: the link from the restore letter sets a new password. */
export default function ResetPasswordPage() {
  const { code = '' } = useParams<{ code: string }>();
  const actor = useActorRef(
    submissionMachine.provide({
      actors: { submit: fromPromise(({ input }) => confirmPasswordReset(code, input.values as PasswordResetInput)) },
    }),
    { inspect },
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const done = useSelector(actor, (s) => s.matches('succeeded'));
  const error = useSelector(actor, (s) => s.context.error);
  const [form, fields] = useForm({
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: passwordResetSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') actor.send({ type: 'form.submit', values: submission.value });
    },
  });
  return (
    <AuthLayout title="Смена пароля">
      {done ? (
        <Stack gap="4" data-testid="reset-done">
          <Text>Пароль изменён. Войдите с новым паролем.</Text>
          <Button asChild colorPalette="blue">
            <Link href="/login">Войти</Link>
          </Button>
        </Stack>
      ) : (
        <form id={form.id} onSubmit={form.onSubmit} noValidate>
          <Stack gap="4">
            {error && (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Title>{error.message}</Alert.Title>
              </Alert.Root>
            )}
            <NewPasswordFields
              password={fields.password}
              passwordConfirm={fields.passwordConfirm}
              serverErrors={error?.details}
            />
            <Button type="submit" colorPalette="blue" loading={busy}>
              Сменить пароль
            </Button>
            <ChakraLink asChild color="blue.700" alignSelf="center">
              <Link href="/login">Вернуться ко входу</Link>
            </ChakraLink>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
