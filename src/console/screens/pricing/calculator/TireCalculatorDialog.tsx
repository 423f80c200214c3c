import { Box, Button, Field, Input, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { formatMoney } from '../../../../shared/format';
import { REF_IDS, REF_VALUE_IDS } from '../../../../shared/referenceIds';
import type { ApiError } from '../../../api/ApiError';
import { fetchGeoRegions } from '../../../api/evacuationApi';
import { type CalculatorKind, calculateTireService } from '../../../api/pricing/calculatorApi';
import { FormDialogFrame } from '../../../components/dialogs/FormDialogFrame';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { useRefOptions } from '../../../hooks/useRefOptions';
import { useRemoteData } from '../../../hooks/useRemoteData';

// 'Калькулятор шиномонтажа': what the platform's site would quote for a car in a region, priced by the server from
// the region's price lists, the complex bundles and a promo code. Each 'Рассчитать' sends the form as it is; the
// request's lifecycle is the kit's remote-data chart (a newer request drops the older answer).

const STORAGE_OPERATIONS: readonly number[] = [REF_VALUE_IDS.tireStorageTyres, REF_VALUE_IDS.tireStorageWheels];

interface Values {
  kind: CalculatorKind;
  regionFiasId: string;
  tireOperationRefValueId: string;
  wheelDiameterRefValueId: string;
  carTypeRefValueId: string;
  wheelCount: string;
  months: string;
  promoCode: string;
}

const INITIAL: Values = {
  kind: 'fitting',
  regionFiasId: '',
  tireOperationRefValueId: String(REF_VALUE_IDS.tireFittingComplex),
  wheelDiameterRefValueId: '',
  carTypeRefValueId: String(REF_VALUE_IDS.carPassenger),
  wheelCount: '4',
  months: '6',
  promoCode: '',
};

const num = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The body as the server takes it; blanks are left out so the server's own defaults and messages apply. */
function bodyOf(v: Values) {
  const common = {
    regionFiasId: v.regionFiasId || undefined,
    tireOperationRefValueId: num(v.tireOperationRefValueId),
    wheelDiameterRefValueId: num(v.wheelDiameterRefValueId),
    wheelCount: num(v.wheelCount),
    promoCode: v.promoCode.trim() || undefined,
  };
  return v.kind === 'fitting'
    ? { kind: v.kind, body: { ...common, carTypeRefValueId: num(v.carTypeRefValueId) } }
    : { kind: v.kind, body: { ...common, months: num(v.months) } };
}

type Request = ReturnType<typeof bodyOf> | null;
const calculate = (request: Request) =>
  request === null ? Promise.resolve(null) : calculateTireService(request.kind, request.body);

function Choice({
  label,
  value,
  onChange,
  options,
  error,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string | number; label: string }[];
  error?: string;
  placeholder?: string;
}) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
          {placeholder !== undefined && <option value="">{options.length ? placeholder : 'Нет вариантов'}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

function Typed({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input size="sm" aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function TireCalculatorDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<Values>(INITIAL);
  const [request, setRequest] = useState<Request>(null);
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const regions = useRemoteData('pricing.calculator.regions', fetchGeoRegions, null).data ?? [];
  const operations = useRefOptions(REF_IDS.tireOperation).filter(
    (o) => STORAGE_OPERATIONS.includes(Number(o.value)) === (values.kind === 'storage'),
  );
  const diameters = useRefOptions(REF_IDS.wheelDiameter);
  const carTypes = useRefOptions(REF_IDS.carType);
  const result = useRemoteData('pricing.calculator', calculate, request);
  const error = result.error as (ApiError & { details?: Record<string, string> }) | null | undefined;
  const details = error?.details ?? {};
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setRequest(bodyOf(values));
  };
  const offers = result.data?.offers ?? [];
  let answer: ReactNode = null;
  if (result.failed && error) answer = <ErrorPanel error={error} testId="calculator-error" />;
  else if (result.data)
    answer = (
      <Stack gap="2" data-testid="calculator-result">
        <Text fontWeight="semibold">
          {result.data.bundleName}
          {result.data.promo ? `, промокод ${result.data.promo.code}` : ''}
        </Text>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Партнёр</Table.ColumnHeader>
              <Table.ColumnHeader>Прайс-лист</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Сумма</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Скидка</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Итого</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {offers.map((o) => (
              <Table.Row key={o.priceListId}>
                <Table.Cell>{o.partnerName}</Table.Cell>
                <Table.Cell>{o.priceListName}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(o.amount)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(o.promoDiscount)}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {formatMoney(o.total)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        {offers[0] && (
          <Box fontSize="sm" color="fg.muted">
            {offers[0].lines.map((l) => `${l.name}: ${l.quantity} × ${formatMoney(l.price)}`).join('; ')}
          </Box>
        )}
      </Stack>
    );
  return (
    <FormDialogFrame
      title="Калькулятор шиномонтажа"
      size="lg"
      busy={false}
      testId="tire-calculator"
      formProps={{ onSubmit: submit, noValidate: true }}
      onRequestClose={onClose}
      requiredNote={false}
      actions={
        <Button type="submit" loading={result.loading}>
          Рассчитать
        </Button>
      }
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Choice
          label="Услуга"
          value={values.kind}
          onChange={(kind) =>
            set({
              kind: kind as CalculatorKind,
              tireOperationRefValueId: String(
                kind === 'storage' ? REF_VALUE_IDS.tireStorageTyres : REF_VALUE_IDS.tireFittingComplex,
              ),
            })
          }
          options={[
            { value: 'fitting', label: 'Шиномонтаж' },
            { value: 'storage', label: 'Сезонное хранение' },
          ]}
        />
        <Choice
          label="Регион"
          value={values.regionFiasId}
          onChange={(regionFiasId) => set({ regionFiasId })}
          options={regions.map((r) => ({ value: r.fiasId, label: r.name }))}
          placeholder="Выберите регион"
          error={details.regionFiasId}
        />
        <Choice
          label="Операция"
          value={values.tireOperationRefValueId}
          onChange={(tireOperationRefValueId) => set({ tireOperationRefValueId })}
          options={operations}
          error={details.tireOperationRefValueId}
        />
        <Choice
          label="Диаметр колеса"
          value={values.wheelDiameterRefValueId}
          onChange={(wheelDiameterRefValueId) => set({ wheelDiameterRefValueId })}
          options={diameters}
          placeholder="Выберите диаметр"
          error={details.wheelDiameterRefValueId}
        />
        {values.kind === 'fitting' ? (
          <Choice
            label="Тип автомобиля"
            value={values.carTypeRefValueId}
            onChange={(carTypeRefValueId) => set({ carTypeRefValueId })}
            options={carTypes}
            error={details.carTypeRefValueId}
          />
        ) : (
          <Typed
            label="Месяцев хранения"
            value={values.months}
            onChange={(months) => set({ months })}
            error={details.months}
          />
        )}
        <Typed
          label="Колёс"
          value={values.wheelCount}
          onChange={(wheelCount) => set({ wheelCount })}
          error={details.wheelCount}
        />
        <Typed
          label="Промокод"
          value={values.promoCode}
          onChange={(promoCode) => set({ promoCode })}
          error={details.promoCode}
        />
      </SimpleGrid>
      {answer}
    </FormDialogFrame>
  );
}
