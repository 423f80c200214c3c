import { Alert, Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../../machines/kit/submissionMachine';
import { type RestoreRequestInput, restoreRequestSchema } from '../../../shared/schemas/auth';
import { requestPasswordRestore } from '../../api/authApi';
import { TextField } from '../../components/TextField';
import { inspect } from '../../debug/inspector';
import { AuthLayout } from './AuthLayout';

const restoreMachine = submissionMachine.provide({
  actors: { submit: fromPromise(({ input }) => requestPasswordRestore((input.values as RestoreRequestInput).email)) },
});

/** /restorepwd: the user asks for a link to set a new password (seed 000 section 4 'Password restore'). */
export default function RestorePasswordPage() {
  const actor = useActorRef(restoreMachine, { inspect });
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const sent = useSelector(actor, (s) => s.matches('succeeded'));
  const error = useSelector(actor, (s) => s.context.error);
  const [form, fields] = useForm({
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: restoreRequestSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') actor.send({ type: 'form.submit', values: submission.value });
    },
  });
  return (
    <AuthLayout title="Восстановление пароля">
      {sent ? (
        <Stack gap="4" data-testid="restore-sent">
          <Text>Если такой пользователь есть, на его e-mail отправлено письмо со ссылкой для смены пароля.</Text>
          <ChakraLink asChild color="blue.700" alignSelf="center">
            <Link href="/login">Вернуться ко входу</Link>
          </ChakraLink>
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
            <Text color="fg.muted">Укажите e-mail, с которым вы входите в систему.</Text>
            <TextField
              meta={fields.email}
              label="E-mail"
              type="email"
              required
              autoComplete="email"
              serverError={error?.details?.email}
            />
            <Button type="submit" colorPalette="blue" loading={busy}>
              Отправить ссылку
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
