import { Button } from '@chakra-ui/react';
import { type DefaultValue, type FormMetadata, getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { z } from 'zod';
import type { FormValues } from '../../../machines/kit/dirtyGuardMachine';
import { submissionMachine } from '../../../machines/kit/submissionMachine';
import { inspect } from '../debug/inspector';
import { FormDialogFrame } from './dialogs/FormDialogFrame';
import { fillConformForm } from './drafts/fillConformForm';
import { ErrorPanel } from './ErrorPanel';
import { formErrorBanner } from './formErrorBanner';
import { useDirtyGuard } from './useDirtyGuard';

type Fields<S extends z.ZodObject> = ReturnType<FormMetadata<z.input<S>>['getFieldset']>;

interface ModalFormProps<S extends z.ZodObject> {
  open: boolean;
  title: string;
  /** The same zod schema the server parses the body with: one rule, one Russian message. */
  schema: S;
  defaultValue?: DefaultValue<z.input<S>>;
  /** Sends the parsed values; a rejection with `{ message, errorCode?, details? }` keeps the form open. */
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  /** After a successful save, with what `onSubmit` resolved to; the dialog then closes. */
  onSaved?: (result: unknown) => void;
  /** Closes the dialog (the caller owns `open`); reached through the unsaved-changes guard. */
  onClose: () => void;
  /** Shows 'Удалить' (when `canDelete`); a rejection keeps the form open with the message. */
  onDelete?: () => Promise<unknown>;
  onDeleted?: () => void;
  /** The caller's rights: hide 'Сохранить' / 'Удалить' where the server would refuse. */
  canSave?: boolean;
  canDelete?: boolean;
  /** 'Сохранить' works on an unchanged form too, for the forms where a pristine submit is allowed. */
  allowPristineSubmit?: boolean;
  submitLabel?: string;
  deleteLabel?: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /**
   * The fields; `serverErrors` maps a field to the server's message for it (give it to the field's `serverError`);
   * `form` gives a list field its add and remove buttons (form.insert / form.remove).
   */
  children: (form: {
    fields: Fields<S>;
    serverErrors: Record<string, string>;
    form: FormMetadata<z.input<S>>;
  }) => ReactNode;
}

/**
 * The shared modal form: fields, the required-fields note,
 * 'Отмена' / 'Удалить' / 'Сохранить'. Save is enabled once the form differs from what was loaded; sending goes
 * through submissionMachine; closing a changed form asks 'Точно ?' first.
 */
export function ModalForm<S extends z.ZodObject>(props: ModalFormProps<S>) {
  // Mounted only while open: each opening starts with fresh actors and the given values.
  return props.open ? <ModalFormDialog {...props} /> : null;
}

function ModalFormDialog<S extends z.ZodObject>({
  title,
  schema,
  defaultValue,
  onSubmit,
  onSaved,
  onClose,
  onDelete,
  onDeleted,
  canSave = true,
  canDelete = true,
  allowPristineSubmit = false,
  submitLabel = 'Сохранить',
  deleteLabel = 'Удалить',
  size = 'md',
  children,
}: ModalFormProps<S>) {
  const calls = useRef({ onSubmit, onSaved, onDelete, onDeleted, result: undefined as unknown });
  Object.assign(calls.current, { onSubmit, onSaved, onDelete, onDeleted });

  const save = useActorRef(
    submissionMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          calls.current.result = await calls.current.onSubmit(input.values as z.output<S>);
          return calls.current.result;
        }),
      },
    }),
    { inspect, systemId: 'modalForm.save' },
  );
  const remove = useActorRef(
    submissionMachine.provide({ actors: { submit: fromPromise(async () => calls.current.onDelete?.()) } }),
    { inspect, systemId: 'modalForm.delete' },
  );
  const saving = useSelector(save, (s) => s.hasTag('busy'));
  const deleting = useSelector(remove, (s) => s.hasTag('busy'));
  const saveDone = useSelector(save, (s) => s.status === 'done');
  const deleteDone = useSelector(remove, (s) => s.status === 'done');
  const saveError = useSelector(save, (s) => s.context.error);
  const deleteError = useSelector(remove, (s) => s.context.error);
  const busy = saving || deleting;

  const [form, fields] = useForm<z.input<S>, z.output<S>>({
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') save.send({ type: 'form.submit', values: submission.value });
    },
  });

  const guard = useDirtyGuard({
    name: 'modalForm.guard',
    title,
    initialValues: form.initialValue as FormValues,
    onClose,
    restore: (values) => fillConformForm(form, values),
  });
  const { change, saved, requestLeave } = guard;
  const value = form.value;
  useEffect(() => change((value ?? {}) as FormValues), [change, value]);

  useEffect(() => {
    if (!saveDone) return;
    saved();
    calls.current.onSaved?.(calls.current.result);
    requestLeave({ kind: 'close' });
  }, [saveDone, saved, requestLeave]);
  useEffect(() => {
    if (!deleteDone) return;
    saved(); // the record is gone: nothing left to lose
    calls.current.onDeleted?.();
    requestLeave({ kind: 'close' });
  }, [deleteDone, saved, requestLeave]);

  const requestClose = () => {
    if (!busy) requestLeave({ kind: 'close' });
  };
  // A save refused at its fields is told there only; a refused delete has no field to go to.
  const error = deleteError ?? formErrorBanner(saveError, Object.keys(schema.shape));

  return (
    <>
      <FormDialogFrame
        title={title}
        size={size}
        busy={busy}
        testId="modal-form"
        formProps={getFormProps(form)}
        onRequestClose={requestClose}
        actions={
          <>
            {onDelete && canDelete && (
              <Button
                colorPalette="red"
                variant="outline"
                loading={deleting}
                loadingText={deleteLabel}
                disabled={busy}
                onClick={() => remove.send({ type: 'form.submit', values: null })}
              >
                {deleteLabel}
              </Button>
            )}
            {canSave && (
              <Button
                type="submit"
                colorPalette="blue"
                loading={saving}
                loadingText={submitLabel}
                disabled={busy || !(guard.dirty || allowPristineSubmit)}
              >
                {submitLabel}
              </Button>
            )}
          </>
        }
      >
        {guard.restoredNotice}
        {error && <ErrorPanel error={error} />}
        {children({ fields, serverErrors: saveError?.details ?? {}, form })}
      </FormDialogFrame>
      {guard.dialog}
    </>
  );
}
