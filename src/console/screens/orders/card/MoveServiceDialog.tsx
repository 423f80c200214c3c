import { Button, Text } from '@chakra-ui/react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { moveServiceSchema, type OrderEntity } from '../../../../shared/schemas/orders/orderEntity';
import { FormDialogFrame } from '../../../components/dialogs/FormDialogFrame';
import { ErrorPanel, type PanelError } from '../../../components/ErrorPanel';
import { SelectField } from '../../../components/SelectField';
import { useServiceOptions } from '../form/orderOptions';

interface Props {
  order: OrderEntity;
  saving: boolean;
  error: (PanelError & { details?: Record<string, string> }) | null;
  onSubmit: (serviceId: number) => void;
  onClose: () => void;
}

/** 'Перенести в другой сервис' (POST /order_fields/move_service): the order's own fields of the old service go. */
export function MoveServiceDialog({ order, saving, error, onSubmit, onClose }: Props) {
  const services = useServiceOptions().filter((s) => s.value !== order.serviceId);
  const [form, fields] = useForm<{ serviceId: string }, { serviceId: number }>({
    id: `order-move-${order.id}`,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: moveServiceSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') onSubmit(submission.value.serviceId);
    },
  });
  return (
    <FormDialogFrame
      title="Перенести в другой сервис"
      busy={saving}
      testId="order-move-dialog"
      formProps={getFormProps(form)}
      onRequestClose={onClose}
      actions={
        <Button type="submit" colorPalette="blue" loading={saving} loadingText="Перенести">
          Перенести
        </Button>
      }
    >
      {error && <ErrorPanel error={error} />}
      <Text>Сейчас: {order.serviceName}. Поля прежнего сервиса не переносятся.</Text>
      <SelectField
        key={services.length}
        meta={fields.serviceId}
        label="Сервис"
        options={services}
        required
        serverError={error?.details?.serviceId}
      />
    </FormDialogFrame>
  );
}
