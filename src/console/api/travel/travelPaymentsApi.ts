import type { z } from 'zod';
import type {
  TravelPayment,
  TravelPaymentInput,
  travelPaymentFindResultSchema,
  travelPaymentFindSchema,
} from '../../../shared/schemas/travel/travelPayments';
import type { TravelPolicy, travelPolicyFindResultSchema } from '../../../shared/schemas/travel/travelPolicies';
import { http } from '../httpClient';
import { binaryResponse } from '../orderFilesApi';

// The travel payments' calls, one typed function per call. Every action answers the payment as it is afterwards
// (with allowedActions from machines/travel/travelPaymentMachine); a stale action answers 409 INELIGIBLE_STATE.

export type TravelPaymentFindRequest = z.input<typeof travelPaymentFindSchema>;
export type TravelPaymentFindResult = z.infer<typeof travelPaymentFindResultSchema>;
type PolicyFindResult = z.infer<typeof travelPolicyFindResultSchema>;

const url = (id: number, action = '') => `/vzr/payments/${id}${action}`;
const data = <T>(p: Promise<{ data: T }>) => p.then((r) => r.data);

export const findTravelPayments = (body: TravelPaymentFindRequest) =>
  data(http.post<TravelPaymentFindResult>('/vzr/payments/find', body));
export const fetchTravelPayment = (id: number) => data(http.get<TravelPayment>(url(id)));
export const createTravelPayment = (body: TravelPaymentInput) => data(http.post<TravelPayment>('/vzr/payments', body));
export const updateTravelPayment = (id: number, body: TravelPaymentInput) =>
  data(http.put<TravelPayment>(url(id), body));
export const confirmTravelPayment = (id: number) => data(http.put<TravelPayment>(url(id, '/confirm')));
export const refundTravelPayment = (id: number, reason: string) =>
  data(http.put<TravelPayment>(url(id, '/refund'), { reason }));
export const deleteTravelPayment = (id: number) => data(http.delete<TravelPayment>(url(id)));

/** The payer's invoice as multipart `file`; the server judges the type by the bytes, not the name. */
export function uploadTravelPaymentInvoice(id: number, file: Blob & { name?: string }) {
  const form = new FormData();
  form.append('file', file, file.name);
  return data(http.post<TravelPayment>(url(id, '/invoice'), form));
}

/** The invoice's bytes, read with the token (a plain link cannot send it); the view saves the blob. */
export async function downloadTravelPaymentInvoice(id: number): Promise<Blob> {
  const response = await http.get<ArrayBuffer>(url(id, '/invoice'), binaryResponse);
  return new Blob([response.data], { type: String(response.headers['content-type'] ?? '') });
}

// The policy side of a payment: the issued policies to pay and the one chosen (its holder and what is due).

export const findIssuedTravelPolicies = (search: string) =>
  data(
    http.post<PolicyFindResult>('/vzr/policies/find', {
      offset: 0,
      size: 20,
      sortField: 'number',
      sortOrder: 'DESC',
      state: 'issued',
      ...(search.trim() ? { search: search.trim() } : {}),
    }),
  ).then((r) => r.items);
export const fetchTravelPolicyForPayment = (id: number) => data(http.get<TravelPolicy>(`/vzr/policies/${id}`));
