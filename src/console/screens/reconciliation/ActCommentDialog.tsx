import type { actRecalculationSchema, actRejectSchema } from '../../../shared/schemas/reconciliation';
import { ActionFormDialog } from '../../components/dialogs/ActionFormDialog';
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
  return (
    <ActionFormDialog
      title={title}
      schema={schema}
      defaultValue={{ comment: '' }}
      submitLabel={submitLabel}
      submitPalette={required ? 'red' : 'blue'}
      busy={busy}
      testId={testId}
      onSubmit={(value) => onSubmit((value as { comment?: string }).comment)}
      onClose={onClose}
    >
      {({ fields }) => <TextAreaField meta={fields.comment} label="Комментарий" required={required} />}
    </ActionFormDialog>
  );
}
