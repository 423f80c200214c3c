import { Button, Stack, Text } from '@chakra-ui/react';
import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useParams } from 'wouter';
import { fromPromise } from 'xstate';
import { registrationMachine } from '../../../../machines/session/registrationMachine';
import { registrationSchema } from '../../../shared/schemas/auth';
import { confirmRegistration, fetchInvite } from '../../api/authApi';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { Notice } from '../../components/Notice';
import { inspect } from '../../debug/inspector';
import { AuthLayout } from './AuthLayout';
import { BackToLogin, FormErrorAlert } from './AuthSubmitForm';
import { NewPasswordFields } from './NewPasswordFields';

const signupMachine = registrationMachine.provide({
  actors: {
    loadInvite: fromPromise(({ input }) => fetchInvite(input.code)),
    completeRegistration: fromPromise(({ input }) =>
      confirmRegistration(input.code, { password: input.password, passwordConfirm: input.passwordConfirm }),
    ),
  },
});

/** /signup/:code: an invited employee sets a password. */
export default function SignupPage() {
  const { code = '' } = useParams<{ code: string }>();
  const actor = useActorRef(signupMachine, { input: { code }, inspect });
  const loading = useSelector(actor, (s) => s.matches('loadingInvite'));
  const inviteFailed = useSelector(actor, (s) => s.matches('inviteFailed'));
  const completed = useSelector(actor, (s) => s.matches('completed'));
  const busy = useSelector(actor, (s) => s.matches('submitting'));
  const invite = useSelector(actor, (s) => s.context.invite);
  const error = useSelector(actor, (s) => s.context.error);
  const [form, fields] = useForm({
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registrationSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') actor.send({ type: 'registration.submit', ...submission.value });
    },
  });

  if (loading) return <FullPageSpinner />;
  return (
    <AuthLayout title="Регистрация">
      {inviteFailed && (
        <Stack gap="4">
          <Notice status="error" data-testid="invite-error" title={error?.message} />
          <BackToLogin />
        </Stack>
      )}
      {completed && (
        <Stack gap="4" data-testid="signup-done">
          <Text>Регистрация завершена. Теперь вы можете войти со своим e-mail и паролем.</Text>
          <Button asChild colorPalette="blue">
            <Link href="/login">Войти</Link>
          </Button>
        </Stack>
      )}
      {invite && !completed && (
        <form id={form.id} onSubmit={form.onSubmit} noValidate>
          <Stack gap="4">
            <Text>
              {[invite.firstName, invite.lastName].filter(Boolean).join(' ')} ({invite.email}), придумайте пароль для
              входа.
            </Text>
            {error && !error.details && <FormErrorAlert message={error.message} />}
            <NewPasswordFields
              password={fields.password}
              passwordConfirm={fields.passwordConfirm}
              serverErrors={error?.details}
            />
            <Button type="submit" colorPalette="blue" loading={busy}>
              Завершить регистрацию
            </Button>
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
