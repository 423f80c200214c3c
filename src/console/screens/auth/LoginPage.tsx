import { Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { useForm } from '@conform-to/react';
import { useEffect, useRef, useState } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { takeOver } from '../../boot/loginHandoff';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { Notice } from '../../components/Notice';
import { TextField } from '../../components/TextField';
import { safeRedirect } from '../../routes/loginHref';
import { sessionActor } from '../../session/sessionActor';
import { useSessionBusy, useSessionError, useSessionStatus } from '../../session/useSession';
import { AuthLayout } from './AuthLayout';

/** These answers mean a stale session, not a wrong login, and are not shown. */
const HIDDEN_MESSAGES = ['invalid_token', 'Access Denied'];

// The form's rules (loginSchema: zod with conform's adapter, about 30 KB gzip) come on demand, when the user first
// types or points at the form; a submit before they have arrived waits for them. The page paints without them.
let validateLogin: typeof import('./loginValidation').validateLogin | null = null;
let loadingValidation: Promise<void> | null = null;
function loadValidation(): Promise<void> {
  loadingValidation ??= import('./loginValidation').then(
    (m) => {
      validateLogin = m.validateLogin;
    },
    (error: unknown) => {
      loadingValidation = null; // a later attempt tries again
      throw error;
    },
  );
  return loadingValidation;
}
const preloadValidation = () => {
  if (!validateLogin) loadValidation().catch(() => undefined);
};

export default function LoginPage() {
  const status = useSessionStatus();
  const busy = useSessionBusy();
  const error = useSessionError();
  const redirectTo = safeRedirect(new URLSearchParams(useSearch()).get('redirectTo'));
  const passwordRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A submit made on the prerendered form before the console arrived (main.ts) is made again, now that it is ours.
  useEffect(() => {
    if (takeOver()) formRef.current?.requestSubmit();
  }, []);
  const [validationLost, setValidationLost] = useState(false);
  const [form, fields] = useForm({
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    // Only ever called on a submit or after one, by when loadValidation() has resolved (see onSubmit below).
    onValidate: ({ formData }) => (validateLogin as NonNullable<typeof validateLogin>)(formData),
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
      <form
        ref={formRef}
        id={form.id}
        noValidate
        onKeyDown={preloadValidation}
        onPointerDown={preloadValidation}
        onInput={preloadValidation}
        onSubmit={(event) => {
          if (validateLogin) return form.onSubmit(event);
          // The rules are still on their way: submit again once they are here.
          event.preventDefault();
          const formElement = event.currentTarget;
          setValidationLost(false);
          loadValidation().then(
            () => formElement.requestSubmit(),
            () => setValidationLost(true),
          );
        }}
      >
        <Stack gap="4">
          {shownError && <Notice status="error" data-testid="login-error" title={shownError} />}
          {validationLost && (
            <Notice
              status="error"
              title="Не удалось загрузить страницу: проверьте соединение и нажмите «Войти» ещё раз"
            />
          )}
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
