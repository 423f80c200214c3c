import type { z } from 'zod';
import type {
  ActComment,
  ActInvoice,
  AvailableInvoice,
  actFindResultSchema,
  actFindSchema,
  ReconciliationAct,
} from '../../shared/schemas/reconciliation';
import { http } from './httpClient';

// The reconciliation act calls, one typed function per call. Every action answers the act as it is afterwards
// (with allowedActions from machines/reconciliation/reconciliationActMachine); a stale action answers
// 409 INELIGIBLE_STATE.

export type ActFindRequest = z.input<typeof actFindSchema>;
export type ActFindResult = z.infer<typeof actFindResultSchema>;
export type ActListItem = ActFindResult['items'][number];

const url = (id: number, action = '') => `/reconciliation_acts/${id}${action}`;
const data = <T>(p: Promise<{ data: T }>) => p.then((r) => r.data);

export const createAct = (body: { invoiceIds: number[]; comment?: string }) =>
  data(http.post<ReconciliationAct>('/reconciliation_acts', body));
export const fetchAct = (id: number) => data(http.get<ReconciliationAct>(url(id)));
export const fetchActInvoices = (id: number) => data(http.get<ActInvoice[]>(url(id, '/invoices')));
export const fetchActComments = (id: number) => data(http.get<ActComment[]>(url(id, '/comments')));
export const findActs = (body: ActFindRequest) => data(http.post<ActFindResult>('/reconciliation_acts/find', body));

export const addActInvoices = (id: number, invoiceIds: number[]) =>
  data(http.put<ReconciliationAct>(url(id), { invoiceIds }));
/** DELETE with a JSON body: the invoices leave the act. */
export const removeActInvoices = (id: number, invoiceIds: number[]) =>
  data(http.delete<ReconciliationAct>(url(id), { data: { invoiceIds } }));
export const notifyActRecalculation = (id: number, comment?: string) =>
  data(http.post<ReconciliationAct>(url(id, '/notify/recalculation'), comment ? { comment } : {}));
export const ratifyAct = (id: number) => data(http.put<ReconciliationAct>(url(id, '/ratify')));
export const rejectAct = (id: number, comment: string) =>
  data(http.put<ReconciliationAct>(url(id, '/reject'), { comment }));
export const verifyAct = (id: number) => data(http.put<ReconciliationAct>(url(id, '/verify')));
export const finalizeAct = (id: number) => data(http.put<ReconciliationAct>(url(id, '/finalize')));
/** The act is gone for good; the answer is the act as it was, state 'deleted', without content. */
export const hardDeleteAct = (id: number) => data(http.delete<ReconciliationAct>(url(id, '/hard')));

export const fetchFirstUnpaidAct = (userId: number) =>
  data(http.get<ReconciliationAct | null>('/reconciliation_acts/first_unpaid', { params: { userId } }));
/** Without partnerId: every partner the user may see (platform staff), newest first. */
export const fetchAvailableInvoices = (partnerId?: number) =>
  data(
    http.get<AvailableInvoice[]>('/reconciliation_acts/available_invoices', { params: partnerId ? { partnerId } : {} }),
  );
