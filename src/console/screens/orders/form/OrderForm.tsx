import { Box, Button, Center, Flex, Spinner, Stack } from '@chakra-ui/react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { FormValues } from '../../../../../machines/kit/dirtyGuardMachine';
import { submissionMachine } from '../../../../../machines/kit/submissionMachine';
import { ERROR_CODES } from '../../../../shared/errorCodes';
import type { OrderEntity, OrderField, OrderSaveInput } from '../../../../shared/schemas/orders/orderEntity';
import { fetchOrderFields } from '../../../api/ordersApi';
import { fillConformForm } from '../../../components/drafts/fillConformForm';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { RequiredNote } from '../../../components/RequiredNote';
import { useDirtyGuard } from '../../../components/useDirtyGuard';
import { NARROW_QUERY, useMediaQuery } from '../../../components/useMediaQuery';
import { inspect } from '../../../debug/inspector';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { notify } from '../../../toasts/toaster';
import { type OrderFieldsMeta, OrderFormFields } from './OrderFormFields';
import {
  newOrderFormText,
  type OrderConsoleForm,
  type OrderFormText,
  orderConsoleSchema,
  orderFormText,
} from './orderFormValues';
import { isTyreService, orderSaveBody, withChange } from './orderSaveBody';
import { storedChoices } from './storedChoices';

export interface OrderFormProps {
  /** The stored order; null for a new one. */
  order: OrderEntity | null;
  /** A new order's service and client (from the route or ?clientId=). */
  preset?: { serviceId?: number; clientId?: number };
  /** Held by another operator, archived, or no right to change: shown, not edited. */
  readOnly: boolean;
  submitLabel: string;
  /** POST or PUT with the whole body; resolves with the server's order. */
  submit: (body: OrderSaveInput) => Promise<OrderEntity>;
  onSaved: (order: OrderEntity) => void;
  /** The server refused because of the order's state (409): the card reads it again. */
  onConflict?: () => void;
}

const loadFields = async (serviceId: number): Promise<OrderField[]> =>
  serviceId > 0 ? fetchOrderFields(serviceId) : [];

/** The order form: a stored order waits for its service's fields, so their values show in their types. */
export function OrderForm(props: OrderFormProps) {
  const initialService = props.order?.serviceId ?? props.preset?.serviceId ?? 0;
  const initialFields = useRemoteData('orderForm.initialFields', loadFields, initialService);
  if (initialFields.failed && initialFields.error)
    return <ErrorPanel title="Ошибка загрузки данных" error={initialFields.error} onRetry={initialFields.reload} />;
  if (!initialFields.data)
    return (
      <Center py="6">
        <Spinner aria-label="Загрузка" />
      </Center>
    );
  const defaults = props.order ? orderFormText(props.order, initialFields.data) : newOrderFormText(props.preset ?? {});
  return <OrderFormBody key={props.order?.updatedDate ?? 'new'} {...props} defaults={defaults} />;
}

function OrderFormBody({
  order,
  readOnly,
  submitLabel,
  submit,
  onSaved,
  onConflict,
  defaults,
}: OrderFormProps & { defaults: OrderFormText }) {
  const calls = useRef({ submit, onSaved, onConflict, result: null as OrderEntity | null });
  Object.assign(calls.current, { submit, onSaved, onConflict });
  const save = useActorRef(
    submissionMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          const base = order ? orderSaveBody(order) : null;
          calls.current.result = await calls.current.submit(withChange(base, input.values as Record<string, unknown>));
          return calls.current.result;
        }),
      },
    }),
    { inspect, systemId: 'orderForm.save' },
  );
  const saving = useSelector(save, (s) => s.hasTag('busy'));
  const saveDone = useSelector(save, (s) => s.status === 'done');
  const saveError = useSelector(save, (s) => s.context.error);

  const serviceFieldsRef = useRef<readonly OrderField[]>([]);
  const [form, fields] = useForm<OrderFormText, OrderConsoleForm>({
    id: `order-form-${order?.id ?? 'new'}`,
    defaultValue: defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: orderConsoleSchema(serviceFieldsRef.current) }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') save.send({ type: 'form.submit', values: submission.value });
    },
  });
  const serviceId = Number(fields.serviceId.value) || 0;
  const serviceFields = useRemoteData('orderForm.fields', loadFields, serviceId).data ?? [];
  serviceFieldsRef.current = serviceFields;

  const guard = useDirtyGuard({
    name: 'orderForm.guard',
    initialValues: defaults as unknown as FormValues,
    restore: (values) => fillConformForm(form, values),
  });
  const { change, saved } = guard;
  const value = form.value;
  useEffect(() => change((value ?? {}) as FormValues), [change, value]);

  useEffect(() => {
    if (!saveDone || !calls.current.result) return;
    saved();
    notify({ type: 'success', title: 'Успех', description: 'Заявка сохранена' });
    calls.current.onSaved(calls.current.result);
  }, [saveDone, saved]);
  useEffect(() => {
    if (!saveError) return;
    notify({ type: 'error', title: 'Возникла ошибка', description: saveError.message });
    if (saveError.errorCode === ERROR_CODES.ineligibleState) calls.current.onConflict?.();
  }, [saveError]);

  const compact = useMediaQuery(NARROW_QUERY) && isTyreService(serviceId);
  const stored = useMemo(() => storedChoices(order), [order]);
  const serverErrors = useMemo(() => saveError?.details ?? {}, [saveError]);

  return (
    <form {...getFormProps(form)} noValidate aria-label="Заявка" data-testid="order-form">
      {guard.restoredNotice}
      <Stack gap="4">
        {/* inert, not disabled: a disabled control leaves the form's values, and the form would lose them. */}
        <Box inert={readOnly || saving} opacity={readOnly ? 0.85 : 1} data-testid="order-form-fields">
          <OrderFormFields
            fields={fields as unknown as OrderFieldsMeta}
            serviceFields={serviceFields}
            fixedServiceName={order ? (order.serviceName ?? String(order.serviceId)) : null}
            stored={stored}
            compact={compact}
            serverErrors={serverErrors}
          />
        </Box>
        {!readOnly && (
          <>
            <RequiredNote />
            <Flex gap="2" justify="flex-end" wrap="wrap">
              <Button variant="outline" onClick={() => form.reset()} disabled={saving || !guard.dirty}>
                Отмена
              </Button>
              <Button
                type="submit"
                colorPalette="blue"
                loading={saving}
                loadingText={submitLabel}
                disabled={saving || !guard.dirty}
              >
                {submitLabel}
              </Button>
            </Flex>
          </>
        )}
      </Stack>
      {guard.dialog}
    </form>
  );
}
