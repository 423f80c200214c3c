import { fromPromise } from 'xstate';
import { type DispatchAction, dispatchPanelMachine } from '../../../machines/dispatch/dispatchPanelMachine';
import { offersPanelMachine } from '../../../machines/dispatch/offersPanelMachine';
import {
  type PartnerPriority,
  type PrioritySaveResult,
  priorityEditMachine,
} from '../../../machines/dispatch/priorityEditMachine';
import type { Dispatch, OrderOffer } from '../../shared/schemas/orderOffers';
import { takePrefetchedOffers } from '../boot/offersPrefetch';
import { readStoredAuth } from '../session/storedAuth';
import { http } from './httpClient';

// Evacuation dispatch (/order_evacuation), the partner's offers (/order_offers) and partner
// priorities (/service_partner), one typed function per call, and the charts that use them wired to these calls.
// Every dispatch action answers the dispatch as it is afterwards; a stale one answers 409 INELIGIBLE_STATE.

const data = <T>(p: Promise<{ data: T }>) => p.then((r) => r.data);
const dispatchUrl = (orderId: number, action = '') => `/order_evacuation/${orderId}${action}`;

export const fetchDispatch = (orderId: number) => data(http.get<Dispatch>(dispatchUrl(orderId)));
export const startDispatch = (orderId: number) => data(http.post<Dispatch>(dispatchUrl(orderId)));
export const restartDispatch = (orderId: number) => data(http.post<Dispatch>(dispatchUrl(orderId, '/restart')));
export const dispatchToOperator = (orderId: number) => data(http.post<Dispatch>(dispatchUrl(orderId, '/operator')));

const DISPATCH_CALLS: Record<DispatchAction, (orderId: number) => Promise<Dispatch>> = {
  'offer.start': startDispatch,
  'offer.restart': restartDispatch,
  'offer.operator': dispatchToOperator,
};

export const fetchOffers = (params: { status?: OrderOffer['status']; orderId?: number } = {}) =>
  data(http.get<OrderOffer[]>('/order_offers', { params }));
export const acceptOffer = (id: number) => data(http.post<OrderOffer>(`/order_offers/${id}/accept`));
export const rejectOffer = (id: number, comment?: string) =>
  data(http.post<OrderOffer>(`/order_offers/${id}/reject`, comment ? { comment } : {}));

export const fetchPartnerPriorities = (fiasId: string, serviceId: number) =>
  data(http.get<PartnerPriority[]>('/service_partner/priorities', { params: { fiasId, serviceId } }));
export const updatePartnerPriority = (id: number, priority: number) =>
  data(http.put<PartnerPriority>('/service_partner/priority', { id, priority }));

/** The updated rows are sent in parallel; every row's outcome is reported, none stops the rest. */
export async function savePartnerPriorities(
  changes: { id: number; priority: number }[],
): Promise<PrioritySaveResult[]> {
  const outcomes = await Promise.allSettled(changes.map((c) => updatePartnerPriority(c.id, c.priority)));
  return outcomes.map((o, i): PrioritySaveResult => {
    const { id, priority } = changes[i];
    return o.status === 'fulfilled'
      ? { id, ok: true, priority }
      : { id, ok: false, message: (o.reason as Error | undefined)?.message ?? String(o.reason) };
  });
}

/** The order card's dispatch chart with its server calls. */
export const dispatchPanelLogic = dispatchPanelMachine.provide({
  actors: {
    loadDispatch: fromPromise(({ input }) => fetchDispatch(input.orderId)),
    runAction: fromPromise(({ input }) => DISPATCH_CALLS[input.action](input.orderId)),
  },
});

/** The dashboard's offers chart: the user's partner's pending offers. */
export const offersPanelLogic = offersPanelMachine.provide({
  actors: {
    loadOffers: fromPromise(async () => {
      const early = takePrefetchedOffers(readStoredAuth()?.token);
      return (await early) ?? fetchOffers({ status: 'pending' });
    }),
    answerOffer: fromPromise(({ input }) =>
      input.answer === 'accept' ? acceptOffer(input.id) : rejectOffer(input.id, input.comment),
    ),
  },
});

/** The priorities editor's chart with its server calls. */
export const priorityEditLogic = priorityEditMachine.provide({
  actors: {
    loadPriorities: fromPromise(({ input }) => fetchPartnerPriorities(input.fiasId, input.serviceId)),
    savePriorities: fromPromise(({ input }) => savePartnerPriorities(input.changes)),
  },
});
