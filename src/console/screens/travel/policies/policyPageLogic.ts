import { fromPromise } from 'xstate';
import { type PolicyRequest, travelPolicyPageMachine } from '../../../../../machines/travel/travelPolicyPageMachine';
import {
  acceptTravelPolicy,
  annulTravelPolicy,
  fetchTravelPolicy,
  fetchTravelPolicyHistory,
  findPolicyPayments,
} from '../../../api/travel/travelPoliciesApi';

/** One call per action of the policy card. */
const runPolicyRequest = (policyId: number, request: PolicyRequest) =>
  request.type === 'policy.accept' ? acceptTravelPolicy(policyId) : annulTravelPolicy(policyId, request.reason);

/**
 * The history and the payments. Payments are read with their own key ('vzr.payments'): without it the card simply
 * lists none, as the section is not the policy's to refuse.
 */
async function loadDetails(policyId: number) {
  const [history, payments] = await Promise.all([
    fetchTravelPolicyHistory(policyId),
    findPolicyPayments(policyId).catch(() => []),
  ]);
  return { history, payments };
}

/** The card's chart with its server calls; the view provides the toasts. */
export const policyPageLogic = travelPolicyPageMachine.provide({
  actors: {
    loadPage: fromPromise(async ({ input }) => {
      const [policy, details] = await Promise.all([fetchTravelPolicy(input.policyId), loadDetails(input.policyId)]);
      return { policy, ...details };
    }),
    loadDetails: fromPromise(({ input }) => loadDetails(input.policyId)),
    runAction: fromPromise(({ input }) => runPolicyRequest(input.policyId, input.request)),
  },
});
