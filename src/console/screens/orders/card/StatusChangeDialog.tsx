import { Button } from '@chakra-ui/react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { SERVICES_WITH_CANCEL_REASON } from '../../../../shared/constants';
import { REF_IDS, REF_VALUE_IDS } from '../../../../shared/referenceIds';
import type { OrderEntity } from '../../../../shared/schemas/orders/orderEntity';
import { ErrorPanel, type PanelError } from '../../../components/ErrorPanel';
import { FormDialogFrame } from '../../../components/FormDialogFrame';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useRefOptions } from '../../../hooks/useRefOptions';
import { type StatusChange, statusChangeSchema } from './statusChangeSchema';

interface Props {
  order: OrderEntity;
  saving: boolean;
  /** The last refusal of the server; its details go onto the fields. */
  error: (PanelError & { details?: Record<string, string> }) | null;
  onSubmit: (change: StatusChange) => void;
  onClose: () => void;
}

const text = (v: number | string | null) => (v === null ? '' : String(v));

/** 'Сменить статус': status (ref 9), cancellation reason (913), refusal (904). */
export function StatusChangeDialog({ order, saving, error, onSubmit, onClose }: Props) {
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
      if (submission?.status === 'success') onSubmit(submission.value);
    },
  });
  const details = error?.details ?? {};
  const cancelled =
    SERVICES_WITH_CANCEL_REASON.includes(order.serviceId) &&
    Number(fields.statusRefValueId.value) === REF_VALUE_IDS.orderStatusCancelled;
  const otherRefusal = Number(fields.refusalReasonRefValueId.value) === REF_VALUE_IDS.refusalOther;

  return (
    <FormDialogFrame
      title="Сменить статус"
      busy={saving}
      testId="order-status-dialog"
      formProps={getFormProps(form)}
      onRequestClose={onClose}
      actions={
        <Button type="submit" colorPalette="blue" loading={saving} loadingText="Сохранить">
          Сохранить
        </Button>
      }
    >
      {error && <ErrorPanel error={error} />}
      <SelectField
        key={`s:${statuses.length}`}
        meta={fields.statusRefValueId}
        label="Статус"
        options={statuses}
        required
        serverError={details.statusRefValueId}
      />
      {cancelled && (
        <SelectField
          key={`c:${cancelReasons.length}`}
          meta={fields.cancelReasonRefValueId}
          label="Причина отмены"
          options={cancelReasons}
          required
          serverError={details.cancelReasonRefValueId}
        />
      )}
      <SelectField
        key={`r:${refusalReasons.length}`}
        meta={fields.refusalReasonRefValueId}
        label="Причина отказа"
        options={refusalReasons}
        serverError={details.refusalReasonRefValueId}
      />
      <TextField
        meta={fields.refusalComment}
        label="Комментарий к отказу"
        required={otherRefusal}
        autoComplete="off"
        serverError={details.refusalComment}
      />
    </FormDialogFrame>
  );
}
