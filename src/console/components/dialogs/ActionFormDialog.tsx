import { Button } from '@chakra-ui/react';
import { type DefaultValue, type FormMetadata, getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { type ReactNode, useEffect } from 'react';
import type { z } from 'zod';
import type { FormValues } from '../../../../machines/kit/dirtyGuardMachine';
import { fillConformForm } from '../drafts/fillConformForm';
import { ErrorPanel, type PanelError } from '../ErrorPanel';
import { formErrorBanner } from '../formErrorBanner';
import { useDirtyGuard } from '../useDirtyGuard';
import { FormDialogFrame } from './FormDialogFrame';

type Fields<S extends z.ZodObject> = ReturnType<FormMetadata<z.input<S>>['getFieldset']>;

interface Props<S extends z.ZodObject> {
  title: string;
  schema: S;
  defaultValue?: DefaultValue<z.input<S>>;
  submitLabel: string;
  /** The action is under way (the caller's chart is acting): nothing can be sent or closed. */
  busy: boolean;
  /** The server's refusal of the last send; its details go under the fields. */
  error?: (PanelError & { details?: Record<string, string> }) | null;
  /** Red for a refusal-like action (reject). */
  submitPalette?: 'blue' | 'red';
  onSubmit: (values: z.output<S>) => void;
  onClose: () => void;
  testId: string;
  children: (form: { fields: Fields<S>; serverErrors: Record<string, string> }) => ReactNode;
}

/**
 * A lifecycle action's form (an invoice's, an act's): the kit's dialog frame with conform and the contract's zod rules.
 * Unlike ModalForm the sending is the caller's chart (one action at a time, the stale reload), so busy and the refusal
 * come in as props; the form stays mounted through a refusal and keeps what was typed. A changed form asks before
 * closing.
 */
export function ActionFormDialog<S extends z.ZodObject>({
  title,
  schema,
  defaultValue,
  submitLabel,
  submitPalette = 'blue',
  busy,
  error = null,
  onSubmit,
  onClose,
  testId,
  children,
}: Props<S>) {
  const [form, fields] = useForm<z.input<S>, z.output<S>>({
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success' && !busy) onSubmit(submission.value);
    },
  });
  const guard = useDirtyGuard({
    name: `${testId}.guard`,
    title,
    initialValues: form.initialValue as FormValues,
    onClose,
    restore: (values) => fillConformForm(form, values),
  });
  const { change } = guard;
  const value = form.value;
  useEffect(() => change((value ?? {}) as FormValues), [change, value]);
  // A refusal about the fields is told at them only, not once more above them.
  const banner = formErrorBanner(error, Object.keys(schema.shape));

  return (
    <>
      <FormDialogFrame
        title={title}
        busy={busy}
        testId={testId}
        formProps={getFormProps(form)}
        onRequestClose={() => !busy && guard.requestLeave({ kind: 'close' })}
        actions={
          <Button type="submit" colorPalette={submitPalette} loading={busy} loadingText={submitLabel}>
            {submitLabel}
          </Button>
        }
      >
        {guard.restoredNotice}
        {banner && <ErrorPanel error={banner} />}
        {children({ fields, serverErrors: error?.details ?? {} })}
      </FormDialogFrame>
      {guard.dialog}
    </>
  );
}
