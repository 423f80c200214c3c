import { useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { z } from 'zod';
import type { FormValues } from '../../../machines/kit/dirtyGuardMachine';
import { submissionMachine } from '../../../machines/kit/submissionMachine';
import { inspect } from '../debug/inspector';
import { notify } from '../toasts/toaster';
import { fillConformForm } from './drafts/fillConformForm';
import { useDirtyGuard } from './useDirtyGuard';

type FormOptions<Text extends Record<string, string>, Value> = NonNullable<Parameters<typeof useForm<Text, Value>>[0]>;

interface Options<Text extends Record<string, string>, Value, Result> {
  /** The form's DOM id. */
  id: string;
  /** The charts' names in the debug panel: `${name}.save` and `${name}.guard`. */
  name: string;
  schema: z.ZodType<Value>;
  /** The loaded values as the inputs hold them: the pristine state of the dirty guard. */
  defaults: Text;
  save: (values: Value) => Promise<Result>;
  /** The toast after a save («Изменения сохранены»). */
  savedText: string;
  /** The server's answer; the caller remounts the form with it, so it becomes the pristine values. */
  onSaved: (result: Result) => void;
}

/**
 * A page form saved in one call: conform validates with the shared schema on blur, the submission chart makes the
 * call, the dirty guard enables saving once the form differs from what was loaded and asks before a changed form is
 * left. A success toasts and hands the server's answer on; a refusal toasts and keeps what was typed, with the
 * server's messages by their fields (`serverErrors`).
 */
export function useSavedForm<Text extends Record<string, string>, Value, Result>({
  id,
  name,
  schema,
  defaults,
  save,
  savedText,
  onSaved,
}: Options<Text, Value, Result>) {
  const result = useRef<Result | null>(null);
  const latest = useRef({ save, onSaved, savedText });
  latest.current = { save, onSaved, savedText };
  const saver = useActorRef(
    submissionMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          result.current = await latest.current.save(input.values as Value);
          return result.current;
        }),
      },
    }),
    { inspect, systemId: `${name}.save` },
  );
  const saving = useSelector(saver, (s) => s.hasTag('busy'));
  const saveDone = useSelector(saver, (s) => s.status === 'done');
  const saveError = useSelector(saver, (s) => s.context.error);

  const [form, fields] = useForm<Text, Value>({
    id,
    // A record of strings is its own default value; TypeScript cannot see that through the generic.
    defaultValue: defaults as FormOptions<Text, Value>['defaultValue'],
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') saver.send({ type: 'form.submit', values: submission.value });
    },
  });
  const guard = useDirtyGuard({
    name: `${name}.guard`,
    initialValues: defaults as unknown as FormValues,
    restore: (values) => fillConformForm(form, values),
  });
  const { change, saved } = guard;
  const value = form.value;
  useEffect(() => change((value ?? {}) as FormValues), [change, value]);
  useEffect(() => {
    if (!saveDone || !result.current) return;
    saved();
    notify({ type: 'success', title: 'Успех', description: latest.current.savedText });
    latest.current.onSaved(result.current);
  }, [saveDone, saved]);
  useEffect(() => {
    if (saveError) notify({ type: 'error', title: 'Возникла ошибка', description: saveError.message });
  }, [saveError]);

  return { form, fields, guard, saving, serverErrors: saveError?.details ?? {} };
}
