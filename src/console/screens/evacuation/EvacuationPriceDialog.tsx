import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useState } from 'react';
import { formatMoney } from '../../../shared/format';
import {
  type EvacuationOrderRow,
  type EvacuationPrice,
  type EvacuationPriceRequest,
  evacuationPriceRequestSchema,
} from '../../../shared/schemas/evacuation';
import { calculateEvacuationPrice, fetchTowDrivers } from '../../api/evacuationApi';
import { FormDialogFrame } from '../../components/dialogs/FormDialogFrame';
import { ErrorPanel } from '../../components/ErrorPanel';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useRemoteData } from '../../hooks/useRemoteData';

interface Props {
  order: EvacuationOrderRow | null;
  onClose: () => void;
}

/** The dialog's fields: the order is the row's. */
const schema = evacuationPriceRequestSchema.omit({ orderId: true });

const loadDrivers = () => fetchTowDrivers();
/** Nothing to ask until the form was sent; each sending asks again (a newer answer replaces an older one). */
const loadPrice = (request: EvacuationPriceRequest | null): Promise<EvacuationPrice | null> =>
  request ? calculateEvacuationPrice(request) : Promise.resolve(null);

const km = (value: number) => new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 }).format(value);

/**
 * 'Стоимость эвакуации': a driver (his truck type and tariff) and the distance; the server computes the price
 * (POST /users/evacuation_price), so the console never prices a tow differently from the invoice.
 */
export function EvacuationPriceDialog(props: Props) {
  return props.order ? <PriceDialog order={props.order} onClose={props.onClose} /> : null;
}

function PriceDialog({ order, onClose }: { order: EvacuationOrderRow; onClose: () => void }) {
  const drivers = useRemoteData('evacuationPrice.drivers', loadDrivers, null);
  // The last sent request: the remote-data chart below owns the call's lifecycle.
  const [request, setRequest] = useState<EvacuationPriceRequest | null>(null);
  const price = useRemoteData('evacuationPrice.price', loadPrice, request);
  const [form, fields] = useForm({
    defaultValue: { userId: order.driverUserId ? String(order.driverUserId) : '' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') setRequest({ orderId: order.id, ...submission.value });
    },
  });
  const options = (drivers.data ?? []).map((d) => ({
    value: d.userId,
    label: `${d.fio} — ${d.truckTypeRefValueName}, ${formatMoney(d.basePrice)} + ${formatMoney(d.pricePerKm)}/км`,
  }));
  const result = price.data;

  return (
    <FormDialogFrame
      title={`Стоимость эвакуации по заявке № ${order.number}`}
      busy={false}
      testId="evacuation-price-dialog"
      formProps={getFormProps(form)}
      onRequestClose={onClose}
      actions={
        <Button type="submit" colorPalette="blue" loading={price.loading && request !== null} loadingText="Рассчитать">
          Рассчитать
        </Button>
      }
    >
      {drivers.error && <ErrorPanel title="Ошибка загрузки данных" error={drivers.error} onRetry={drivers.reload} />}
      <SelectField meta={fields.userId} label="Водитель эвакуатора" options={options} required />
      <TextField meta={fields.distanceKm} label="Расстояние, км" inputMode="decimal" required />
      {price.error && <ErrorPanel error={price.error} />}
      {result && !price.loading && (
        <Box borderWidth="1px" borderRadius="md" p="3" data-testid="evacuation-price">
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {formatMoney(result.basePrice)} + {formatMoney(result.pricePerKm)} × {km(result.distanceKm)} км
            </Text>
            <Text fontSize="xl" fontWeight="bold">
              {formatMoney(result.price)}
            </Text>
          </Stack>
        </Box>
      )}
    </FormDialogFrame>
  );
}
