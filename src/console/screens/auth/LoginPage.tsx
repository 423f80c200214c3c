import { Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useRef } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { loginSchema } from '../../../shared/schemas/auth';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { Notice } from '../../components/Notice';
import { TextField } from '../../components/TextField';
import { safeRedirect } from '../../routes/loginHref';
import { sessionActor } from '../../session/sessionActor';
import { useSessionBusy, useSessionError, useSessionStatus } from '../../session/useSession';
import { AuthLayout } from './AuthLayout';

/** These answers mean a stale session, not a wrong login, and are not shown. */
const HIDDEN_MESSAGES = ['invalid_token', 'Access Denied'];

export default function LoginPage() {
  const status = useSessionStatus();
  const busy = useSessionBusy();
  const error = useSessionError();
  const redirectTo = safeRedirect(new URLSearchParams(useSearch()).get('redirectTo'));
  const passwordRef = useRef<HTMLInputElement>(null);
  const [form, fields] = useForm({
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') sessionActor.send({ type: 'session.login', ...submission.value });
    },
  });

  if (status === 'loggedIn') return <Redirect to={redirectTo} replace />;
  if (status === 'pending') return <FullPageSpinner />;
  const shownError = error && !HIDDEN_MESSAGES.includes(error.message) ? error.message : null;

  return (
    <AuthLayout title="Вход в систему">
      <form id={form.id} onSubmit={form.onSubmit} noValidate>
        <Stack gap="4">
          {shownError && <Notice status="error" data-testid="login-error" title={shownError} />}
          <TextField
            meta={fields.username}
            label="E-mail"
            type="email"
            required
            autoComplete="username"
            autoFocus
            onKeyDown={(e) => {
              // Enter in the e-mail moves to the password.
              if (e.key === 'Enter') {
                e.preventDefault();
                passwordRef.current?.focus();
              }
            }}
          />
          <TextField
            meta={fields.password}
            label="Пароль"
            type="password"
            required
            autoComplete="current-password"
            inputRef={passwordRef}
          />
          <Button type="submit" colorPalette="blue" loading={busy} w="full">
            Войти
          </Button>
          <ChakraLink asChild alignSelf="center" color="blue.700">
            <Link href="/restorepwd">Забыли пароль?</Link>
          </ChakraLink>
        </Stack>
      </form>
    </AuthLayout>
  );
}
