import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useParams } from 'wouter';
import type { PolicyRequest } from '../../../../../machines/travel/travelPolicyPageMachine';
import { formatDateTime } from '../../../../shared/format';
import { TRAVEL_POLICY_NOT_FOUND } from '../../../../shared/schemas/travel/travelPolicies';
import { fetchTravelDictionaries } from '../../../api/travel/travelDictionariesApi';
import { fetchTravelPolicyPdf } from '../../../api/travel/travelPoliciesApi';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { CardLoadState, LoadState } from '../../../components/LoadState';
import { usePageTitle } from '../../../components/usePageTitle';
import { inspect } from '../../../debug/inspector';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed } from '../../../session/useSession';
import { notify } from '../../../toasts/toaster';
import { openPdf } from '../../orders/card/sections/OrderDocsTable';
import { PolicyActions, type PolicyPageActor } from './PolicyActions';
import { PolicyDialogs } from './PolicyDialogs';
import { PolicyHistorySection } from './PolicyHistorySection';
import { PolicyPaymentsSection } from './PolicyPaymentsSection';
import { PolicySections } from './PolicySections';
import { PolicyStateBadge } from './PolicyStateBadge';
import { policyPageLogic } from './policyPageLogic';
import { TravelPolicyForm } from './TravelPolicyForm';

const KEY = 'vzr.policies';
const DONE: Record<PolicyRequest['type'], string> = {
  'policy.accept': 'Полис выпущен',
  'policy.annul': 'Полис аннулирован',
};
const loadDictionaries = () => fetchTravelDictionaries();

/** /vzr/policies/:id/: one policy. A new id starts a new page. */
export default function TravelPolicyCardPage({ title }: { title: string }) {
  const { id } = useParams<{ id: string }>();
  const policyId = Number(id);
  if (!Number.isInteger(policyId) || policyId <= 0)
    return <ErrorPanel title={title} error={{ message: TRAVEL_POLICY_NOT_FOUND }} />;
  return <PolicyPage key={policyId} policyId={policyId} />;
}

async function printPolicy(policyId: number) {
  try {
    openPdf(await fetchTravelPolicyPdf(policyId));
  } catch (error) {
    const e = error as { message?: string; status?: number };
    // Network failures and 5xx already have their toast (the HTTP client's).
    if (e.status && e.status < 500) notify({ type: 'error', title: 'Возникла ошибка', description: e.message });
  }
}

function PolicyPage({ policyId }: { policyId: number }) {
  const canUpdate = useAllowed(KEY, ['permissionUpdate']);
  const canDelete = useAllowed(KEY, ['permissionDelete']);
  const canPay = useAllowed('vzr.payments', ['permissionInsert']);
  const page = useActorRef(
    policyPageLogic.provide({
      actions: {
        actionDone: (_, { request }) => notify({ type: 'success', title: 'Успех', description: DONE[request.type] }),
        showError: (_, { error }) => {
          if (error.status && error.status < 500)
            notify({ type: 'error', title: 'Возникла ошибка', description: error.message });
        },
        staleReloaded: () =>
          notify({ type: 'warning', title: 'Полис был изменён.', description: 'Данные по полису обновлены.' }),
      },
    }),
    { input: { policyId, canUpdate, canDelete }, inspect, systemId: 'travelPolicyPage' },
  );
  const policy = useSelector(page, (s) => s.context.policy);
  const history = useSelector(page, (s) => s.context.history);
  const payments = useSelector(page, (s) => s.context.payments);
  const loading = useSelector(page, (s) => s.matches('loading'));
  const loadError = useSelector(page, (s) => s.matches('loadFailed') && s.context.loadError);
  const editing = useSelector(page, (s) => s.matches('editing'));
  const busy = useSelector(page, (s) => s.hasTag('busy'));
  usePageTitle(policy ? `Полис ${policy.number}` : 'Полис ВЗР');

  if (loading || loadError)
    return <CardLoadState error={loadError} onRetry={() => page.send({ type: 'page.retry' })} />;
  if (!policy) return null;

  return (
    <Stack gap="5" data-testid="policy-page" aria-busy={busy}>
      <Stack gap="3">
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h1" size="xl" data-testid="policy-number">
            Полис {policy.number}
          </Heading>
          <PolicyStateBadge state={policy.state} />
        </Flex>
        <Text>
          Создан {formatDateTime(policy.createdAt)}
          {policy.createdByName ? `, ${policy.createdByName}` : ''}
          {policy.issuedAt ? `. Выпущен ${formatDateTime(policy.issuedAt)}` : ''}
          {policy.annulledAt ? `. Аннулирован ${formatDateTime(policy.annulledAt)}` : ''}.
        </Text>
        {policy.annulReason && (
          <Text data-testid="policy-annul-reason">Причина аннулирования: {policy.annulReason}</Text>
        )}
        {!editing && <PolicyActions actor={page} canPay={canPay} onPrint={() => void printPolicy(policy.id)} />}
      </Stack>
      {editing ? <PolicyEdit actor={page} /> : <PolicySections policy={policy} />}
      {!editing && <PolicyPaymentsSection policy={policy} payments={payments} />}
      {!editing && <PolicyHistorySection history={history} />}
      <PolicyDialogs actor={page} />
    </Stack>
  );
}

/** The draft's form in place of its sections; saving or leaving it returns to the card. */
function PolicyEdit({ actor }: { actor: PolicyPageActor }) {
  const policy = useSelector(actor, (s) => s.context.policy);
  const dictionaries = useRemoteData('travel.policyEdit.dictionaries', loadDictionaries, null);
  return (
    <LoadState
      loading={dictionaries.loading}
      error={dictionaries.failed ? dictionaries.error : null}
      empty={false}
      onRetry={dictionaries.reload}
    >
      {dictionaries.data && policy && (
        <TravelPolicyForm
          policy={policy}
          dictionaries={dictionaries.data}
          onSaved={(saved) => actor.send({ type: 'edit.saved', policy: saved })}
          cancel={{ close: () => actor.send({ type: 'edit.cancel' }) }}
        />
      )}
    </LoadState>
  );
}
