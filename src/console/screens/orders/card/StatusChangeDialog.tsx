import { Button } from '@chakra-ui/react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { REF_IDS, REF_VALUE_IDS } from '../../../../shared/referenceIds';
import type { OrderEntity } from '../../../../shared/schemas/orders/orderEntity';
import { FormDialogFrame } from '../../../components/dialogs/FormDialogFrame';
import { ErrorPanel, type PanelError } from '../../../components/ErrorPanel';
import { formErrorBanner } from '../../../components/formErrorBanner';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useRefOptions } from '../../../hooks/useRefOptions';
import { type StatusChange, statusChangeFields, statusChangeSchema } from './statusChangeSchema';

interface Props {
  order: OrderEntity;
  saving: boolean;
  /** The last refusal of the server; its details go onto the fields. */
  error: (PanelError & { details?: Record<string, string> }) | null;
  /** The card's chart takes this change ('Сохранить' is enabled by it: only a new status is saved). */
  canSubmit: (change: StatusChange) => boolean;
  onSubmit: (change: StatusChange) => void;
  onClose: () => void;
}

const text = (v: number | string | null) => (v === null ? '' : String(v));

/**
 * 'Сменить статус': the status (ref 9) and what that status asks for: a cancelled (121) evacuation or technical
 * help (13, 42) its cancellation reason (913); another cancelled order the refusal reason (904) and its comment,
 * required for 'Другое' (503). A reason the chosen status does not ask for is cleared.
 */
export function StatusChangeDialog({ order, saving, error, canSubmit, onSubmit, onClose }: Props) {
  const statuses = useRefOptions(REF_IDS.orderStatus);
  const cancelReasons = useRefOptions(REF_IDS.orderCancelReason);
  const refusalReasons = useRefOptions(REF_IDS.refusalReason);
  const schema = statusChangeSchema(order);
  const [form, fields] = useForm<Record<keyof StatusChange, string>, StatusChange>({
    id: `order-status-${order.id}`,
    defaultValue: {
      statusRefValueId: text(order.statusRefValueId),
      cancelReasonRefValueId: text(order.cancelReasonRefValueId),
      refusalReasonRefValueId: text(order.refusalReasonRefValueId),
      refusalComment: text(order.refusalComment),
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success' && canSubmit(submission.value)) onSubmit(submission.value);
    },
  });
  const details = error?.details ?? {};
  const status = Number(fields.statusRefValueId.value) || null;
  const shown = statusChangeFields(order.serviceId, status);
  const otherRefusal = Number(fields.refusalReasonRefValueId.value) === REF_VALUE_IDS.refusalOther;
  const banner = formErrorBanner(error, shown);

  return (
    <FormDialogFrame
      title="Сменить статус"
      busy={saving}
      testId="order-status-dialog"
      formProps={getFormProps(form)}
      onRequestClose={onClose}
      actions={
        <Button
          type="submit"
          colorPalette="blue"
          loading={saving}
          loadingText="Сохранить"
          disabled={saving || status === null || !canSubmit({ statusRefValueId: status })}
        >
          Сохранить
        </Button>
      }
    >
      {banner && <ErrorPanel error={banner} />}
      <SelectField
        meta={fields.statusRefValueId}
        label="Статус"
        options={statuses}
        required
        serverError={details.statusRefValueId}
      />
      {shown.includes('cancelReasonRefValueId') && (
        <SelectField
          meta={fields.cancelReasonRefValueId}
          label="Причина отмены"
          options={cancelReasons}
          required
          serverError={details.cancelReasonRefValueId}
        />
      )}
      {shown.includes('refusalReasonRefValueId') && (
        <SelectField
          meta={fields.refusalReasonRefValueId}
          label="Причина отказа"
          options={refusalReasons}
          serverError={details.refusalReasonRefValueId}
        />
      )}
      {shown.includes('refusalComment') && (
        <TextField
          meta={fields.refusalComment}
          label="Комментарий к отказу"
          required={otherRefusal}
          autoComplete="off"
          serverError={details.refusalComment}
        />
      )}
    </FormDialogFrame>
  );
}
