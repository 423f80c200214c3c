import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { getFormProps } from '@conform-to/react';
import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { TravelDictionaries } from '../../../../shared/schemas/travel/travelDictionaries';
import type { TravelPayment } from '../../../../shared/schemas/travel/travelPayments';
import type { TravelPolicy } from '../../../../shared/schemas/travel/travelPolicies';
import { fetchTravelDictionaries } from '../../../api/travel/travelDictionariesApi';
import { createTravelPayment, fetchTravelPolicyForPayment } from '../../../api/travel/travelPaymentsApi';
import { LoadState } from '../../../components/LoadState';
import { usePageTitle } from '../../../components/usePageTitle';
import { useSavedForm } from '../../../components/useSavedForm';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed } from '../../../session/useSession';
import { PaymentFields } from './PaymentFields';
import { PaymentPolicyPicker } from './PaymentPolicyPicker';
import { newPaymentText, paymentFormSchema, toPaymentBody } from './paymentFormSchema';
import { travelPaymentPath } from './travelPaymentPaths';

const loadStart = async (policyId: number | null) => ({
  dictionaries: await fetchTravelDictionaries(),
  policy: policyId ? await fetchTravelPolicyForPayment(policyId) : null,
});

/**
 * /vzr/payments/create[?policyId=]: a payment against an issued policy. Opened from a policy, the form starts with
 * it, its due amount and its holder as the payer; once created, the payment's card opens.
 */
export default function TravelPaymentCreatePage({ title }: { title: string }) {
  usePageTitle(title);
  const policyId = Number(new URLSearchParams(useSearch()).get('policyId')) || null;
  const start = useRemoteData('travelPayment.createStart', loadStart, policyId);
  return (
    <Stack gap="4" data-testid="payment-create">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <LoadState loading={start.loading} error={start.error} empty={false} onRetry={start.reload}>
        {start.data && <CreateForm dictionaries={start.data.dictionaries} policy={start.data.policy} />}
      </LoadState>
    </Stack>
  );
}

function CreateForm({ dictionaries, policy }: { dictionaries: TravelDictionaries; policy: TravelPolicy | null }) {
  const [, navigate] = useLocation();
  const canInsert = useAllowed('vzr.payments', ['permissionInsert']);
  // View state only: the chosen policy as last read, for the amount rule and the defaults that follow it.
  const [chosen, setChosen] = useState<TravelPolicy | null>(policy);
  const defaults = useMemo(() => newPaymentText(policy), [policy]);
  const schema = useMemo(
    () => paymentFormSchema({ paymentTypes: dictionaries.paymentTypes, dueAmount: chosen?.dueAmount }),
    [dictionaries, chosen],
  );
  const { form, fields, guard, saving, serverErrors } = useSavedForm({
    id: 'travel-payment-new',
    name: 'travelPaymentCreate',
    schema,
    defaults,
    save: (values) => createTravelPayment(toPaymentBody(values, dictionaries.paymentTypes)),
    savedText: 'Платёж зарегистрирован',
    onSaved: (payment: TravelPayment) => navigate(travelPaymentPath(payment.id), { replace: true }),
  });

  // Another policy chosen: its due amount and holder replace the previous policy's, never what was typed over them.
  const followPolicy = (next: TravelPolicy | null) => {
    if (next?.id === chosen?.id) return;
    const value = form.value ?? {};
    const amountWas = chosen ? newPaymentText(chosen).amount : '';
    if (next && (!value.amount || value.amount === amountWas))
      form.update({ name: fields.amount.name, value: newPaymentText(next).amount });
    if (next && (!value.payerName || value.payerName === (chosen?.holderName ?? '')))
      form.update({ name: fields.payerName.name, value: next.holderName });
    setChosen(next);
  };

  return (
    <form {...getFormProps(form)} noValidate aria-label="Новый платёж" data-testid="payment-form">
      {guard.restoredNotice}
      <fieldset disabled={!canInsert}>
        <Stack gap="4" maxW="3xl">
          <PaymentFields
            fields={fields}
            serverErrors={serverErrors}
            dictionaries={dictionaries}
            policy={
              <PaymentPolicyPicker
                meta={fields.policyId}
                serverError={serverErrors.policyId}
                initial={policy}
                onPolicy={followPolicy}
              />
            }
          />
          {canInsert && (
            <Flex gap="2" justify="flex-end">
              <Button variant="outline" onClick={() => navigate('/vzr/payments')} disabled={saving}>
                Отмена
              </Button>
              <Button type="submit" colorPalette="blue" loading={saving} disabled={saving}>
                Зарегистрировать
              </Button>
            </Flex>
          )}
        </Stack>
      </fieldset>
      {guard.dialog}
    </form>
  );
}
