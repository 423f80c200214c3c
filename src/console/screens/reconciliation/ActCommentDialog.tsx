import { useEffect } from 'react';
import { Button } from '@chakra-ui/react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { FormValues } from '../../../../machines/dirtyGuardMachine';
import type { actRecalculationSchema, actRejectSchema } from '../../../shared/schemas/reconciliation';
import { FormDialogFrame } from '../../components/FormDialogFrame';
import { useDirtyGuard } from '../../components/useDirtyGuard';
import { TextAreaField } from '../orders/card/sections/TextAreaField';

interface Props {
  title: string;
  /** The reject's schema (a comment required: REJECT_COMMENT_MESSAGE) or the recalculation's (optional). */
  schema: typeof actRejectSchema | typeof actRecalculationSchema;
  required?: boolean;
  submitLabel: string;
  busy: boolean;
  testId: string;
  onSubmit: (comment: string | undefined) => void;
  onClose: () => void;
}

/** An act action that takes a comment: 'Отклонить' (required) and 'Уведомить о перерасчёте' (optional). */
export function ActCommentDialog({ title, schema, required, submitLabel, busy, testId, onSubmit, onClose }: Props) {
  const [form, fields] = useForm<{ comment?: string }>({
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') onSubmit((submission.value as { comment?: string }).comment);
    },
  });
  const guard = useDirtyGuard({ name: 'reconciliation.comment.guard', initialValues: { comment: '' }, onClose });
  const { change } = guard;
  const value = form.value;
  useEffect(() => change((value ?? {}) as FormValues), [change, value]);

  return (
    <>
      <FormDialogFrame
        title={title}
        busy={busy}
        testId={testId}
        formProps={getFormProps(form)}
        onRequestClose={() => guard.requestLeave({ kind: 'close' })}
        actions={
          <Button type="submit" colorPalette={required ? 'red' : 'blue'} loading={busy} loadingText={submitLabel}>
            {submitLabel}
          </Button>
        }
      >
        <TextAreaField meta={fields.comment} label="Комментарий" required={required} />
      </FormDialogFrame>
      {guard.dialog}
    </>
  );
}
