import '../../zodJitless';
import { Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { type FormMetadata, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import type { z } from 'zod';
import { submissionMachine } from '../../../../machines/kit/submissionMachine';
import { Notice } from '../../components/Notice';
import { inspect } from '../../debug/inspector';
import { AuthLayout } from './AuthLayout';

type Fields<T extends Record<string, unknown>> = ReturnType<FormMetadata<T, string[]>['getFieldset']>;

/** The link every page of the login area offers back to the login form. */
export function BackToLogin() {
  return (
    <ChakraLink asChild color="blue.700" alignSelf="center">
      <Link href="/login">Вернуться ко входу</Link>
    </ChakraLink>
  );
}

/** The server's refusal above a form. */
export function FormErrorAlert({ message }: { message: string }) {
  return <Notice status="error" title={message} />;
}

interface Props<T extends Record<string, unknown>> {
  title: string;
  schema: z.ZodType<T>;
  /** The one call the form makes (submissionMachine: busy while it runs, its refusal shown above the fields). */
  submit: (values: T) => Promise<unknown>;
  submitLabel: string;
  /** What replaces the form once the server took it. */
  done: ReactNode;
  /** The fields, with the server's messages per field. */
  children: (fields: Fields<T>, serverErrors: Record<string, string> | undefined) => ReactNode;
}

/** A form of the login area that is sent once: asking for a restore link, setting a new password. */
export function AuthSubmitForm<T extends Record<string, unknown>>({
  title,
  schema,
  submit,
  submitLabel,
  done,
  children,
}: Props<T>) {
  const actor = useActorRef(
    submissionMachine.provide({ actors: { submit: fromPromise(({ input }) => submit(input.values as T)) } }),
    { inspect },
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const succeeded = useSelector(actor, (s) => s.matches('succeeded'));
  const error = useSelector(actor, (s) => s.context.error);
  const [form, fields] = useForm<T>({
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') actor.send({ type: 'form.submit', values: submission.value });
    },
  });
  return (
    <AuthLayout title={title}>
      {succeeded ? (
        done
      ) : (
        <form id={form.id} onSubmit={form.onSubmit} noValidate>
          <Stack gap="4">
            {error && <FormErrorAlert message={error.message} />}
            {children(fields, error?.details)}
            <Button type="submit" colorPalette="blue" loading={busy}>
              {submitLabel}
            </Button>
            <BackToLogin />
          </Stack>
        </form>
      )}
    </AuthLayout>
  );
}
