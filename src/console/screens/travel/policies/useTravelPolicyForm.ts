import { useForm } from '@conform-to/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { FormValues } from '../../../../../machines/kit/dirtyGuardMachine';
import { submissionMachine } from '../../../../../machines/kit/submissionMachine';
import { travelPremiumMachine } from '../../../../../machines/travel/travelPremiumMachine';
import type { TravelDictionaries } from '../../../../shared/schemas/travel/travelDictionaries';
import type { TravelPolicy, TravelPolicyInput } from '../../../../shared/schemas/travel/travelPolicies';
import { calculateTravelPremium, createTravelPolicy, updateTravelPolicy } from '../../../api/travel/travelPoliciesApi';
import { fillConformForm } from '../../../components/drafts/fillConformForm';
import { useDirtyGuard } from '../../../components/useDirtyGuard';
import { inspect } from '../../../debug/inspector';
import { notify } from '../../../toasts/toaster';
import {
  type PolicyFormValues,
  policyFormDefaults,
  priceableInput,
  serverFieldErrors,
  validatePolicyForm,
} from './policyFormValues';

interface Options {
  /** The draft being edited; null on /vzr/policies/create. */
  policy: TravelPolicy | null;
  dictionaries: TravelDictionaries;
  onSaved: (policy: TravelPolicy) => void;
  /** Leaving the edit of a draft (the card's form), once the guard lets it. */
  onCancel?: () => void;
}

const premiumLogic = travelPremiumMachine.provide({
  actors: { calculate: fromPromise(({ input }) => calculateTravelPremium(input)) },
});

/**
 * The policy form's wiring: conform with the shared schema (policyFormValues), the submission chart making the create
 * or update call, the dirty guard, and the premium chart fed with every whole set of values. A refusal keeps what
 * was typed and puts the server's `details` under their fields.
 */
export function useTravelPolicyForm({ policy, dictionaries, onSaved, onCancel }: Options) {
  const risks = dictionaries.risks;
  const defaults = useMemo(() => policyFormDefaults(policy, risks), [policy, risks]);
  // What was sent last: the server's risk paths count among the chosen risks only.
  const sent = useRef<TravelPolicyInput | null>(null);
  const result = useRef<TravelPolicy | null>(null);
  const latest = useRef({ onSaved, policyId: policy?.id ?? null });
  latest.current = { onSaved, policyId: policy?.id ?? null };

  const saver = useActorRef(
    submissionMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          const body = input.values as TravelPolicyInput;
          sent.current = body;
          const id = latest.current.policyId;
          result.current = await (id ? updateTravelPolicy(id, body) : createTravelPolicy(body));
          return result.current;
        }),
      },
    }),
    { inspect, systemId: 'travelPolicyForm.save' },
  );
  const saving = useSelector(saver, (s) => s.hasTag('busy'));
  const saveDone = useSelector(saver, (s) => s.status === 'done');
  const saveError = useSelector(saver, (s) => s.context.error);
  const premium = useActorRef(premiumLogic, { inspect, systemId: 'travelPolicyForm.premium' });

  const [form, fields] = useForm<PolicyFormValues, TravelPolicyInput>({
    id: `travel-policy-${policy?.id ?? 'new'}`,
    defaultValue: defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validatePolicyForm(formData, risks),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success') saver.send({ type: 'form.submit', values: submission.value });
    },
  });
  const guard = useDirtyGuard({
    name: 'travelPolicyForm.guard',
    initialValues: defaults as unknown as FormValues,
    restore: (values) => fillConformForm(form, values),
    onClose: onCancel,
  });
  const { change, saved } = guard;
  const value = form.value;
  useEffect(() => change((value ?? {}) as FormValues), [change, value]);
  useEffect(() => premium.send({ type: 'premium.input', input: priceableInput(value) }), [premium, value]);
  useEffect(() => {
    if (!saveDone || !result.current) return;
    saved();
    notify({
      type: 'success',
      title: 'Успех',
      description: latest.current.policyId ? 'Полис сохранён' : 'Полис создан',
    });
    latest.current.onSaved(result.current);
  }, [saveDone, saved]);
  useEffect(() => {
    if (saveError) notify({ type: 'error', title: 'Возникла ошибка', description: saveError.message });
  }, [saveError]);

  const serverErrors = useMemo(() => serverFieldErrors(saveError?.details, sent.current, risks), [saveError, risks]);
  return { form, fields, guard, saving, premium, serverErrors };
}
