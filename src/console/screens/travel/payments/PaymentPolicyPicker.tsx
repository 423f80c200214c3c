import { Field, Input, Stack, Text } from '@chakra-ui/react';
import type { FieldMetadata } from '@conform-to/react';
import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../../../shared/format';
import type { TravelPolicy } from '../../../../shared/schemas/travel/travelPolicies';
import { fetchTravelPolicyForPayment, findIssuedTravelPolicies } from '../../../api/travel/travelPaymentsApi';
import { SelectField } from '../../../components/SelectField';
import { useRemoteData } from '../../../hooks/useRemoteData';

const loadPolicy = (id: number | null) => (id ? fetchTravelPolicyForPayment(id) : Promise.resolve(null));

interface Props {
  // biome-ignore lint/suspicious/noExplicitAny: the hosting form's own shape does not matter to one field
  meta: FieldMetadata<any, any, string[]>;
  serverError?: string;
  /** The policy the form opened with (?policyId=): an option from the first render, so the select shows it. */
  initial: TravelPolicy | null;
  /** The chosen policy as the server answers it (holder, what is due), once read; null while none is chosen. */
  onPolicy: (policy: TravelPolicy | null) => void;
}

/**
 * The policy a new payment is for: a search by number or holder among the issued policies, and the select of what
 * it found (the chosen one stays among the options). Under it, the chosen policy's holder and what is left to pay.
 */
export function PaymentPolicyPicker({ meta, serverError, initial, onPolicy }: Props) {
  const [search, setSearch] = useState('');
  const found = useRemoteData('travelPayment.policySearch', findIssuedTravelPolicies, search);
  const chosenId = Number(meta.value) > 0 ? Number(meta.value) : null;
  const chosen = useRemoteData('travelPayment.policy', loadPolicy, chosenId);
  const read = chosen.data ?? initial;
  const policy = read && read.id === chosenId ? read : null;
  const told = useRef(onPolicy);
  told.current = onPolicy;
  useEffect(() => told.current(policy), [policy]);

  const options = (found.data ?? []).map((p) => ({ value: p.id, label: `${p.number} — ${p.holderName}` }));
  if (policy && !options.some((o) => o.value === policy.id))
    options.unshift({ value: policy.id, label: `${policy.number} — ${policy.holderName}` });

  return (
    <Stack gap="2" data-testid="payment-policy">
      <Field.Root>
        <Field.Label>Поиск полиса</Field.Label>
        <Input
          value={search}
          placeholder="Номер полиса или страхователь"
          aria-label="Поиск полиса"
          onChange={(e) => setSearch(e.target.value)}
          // Enter looks the policy up; it does not send the payment.
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        />
      </Field.Root>
      <SelectField
        meta={meta}
        label="Полис"
        required
        placeholder="Выберите выпущенный полис"
        options={options}
        serverError={serverError ?? found.error?.message}
      />
      {policy && (
        <Text data-testid="payment-policy-info">
          Страхователь: <b>{policy.holderName}</b>. К оплате: <b>{formatMoney(policy.dueAmount)}</b> из{' '}
          {formatMoney(policy.total)}.
        </Text>
      )}
      {chosen.error && <Text color="fg.error">{chosen.error.message}</Text>}
    </Stack>
  );
}
