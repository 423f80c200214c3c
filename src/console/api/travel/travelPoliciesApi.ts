import type { z } from 'zod';
import type { TravelPaymentListItem } from '../../../shared/schemas/travel/travelPayments';
import {
  type TravelPolicy,
  type TravelPolicyInput,
  type TravelPremium,
  type travelPolicyFindResultSchema,
  type travelPolicyFindSchema,
  type travelPolicyHistorySchema,
  travelPolicySchema,
  travelPremiumSchema,
} from '../../../shared/schemas/travel/travelPolicies';
import { http } from '../httpClient';
import { binaryResponse } from '../orderFilesApi';

// The travel policies' calls, one typed function per call. Every action answers the policy as it is afterwards (with
// allowedActions from machines/travel/travelPolicyMachine); a stale action answers 409 INELIGIBLE_STATE. The policy
// and the premium are parsed with the shared schemas: the card and the premium panel read every field of them.

export type TravelPolicyFindRequest = z.input<typeof travelPolicyFindSchema>;
export type TravelPolicyFindResult = z.infer<typeof travelPolicyFindResultSchema>;
export type TravelPolicyEvent = z.infer<typeof travelPolicyHistorySchema>[number];

const url = (id: number, action = '') => `/vzr/policies/${id}${action}`;
const data = <T>(p: Promise<{ data: T }>) => p.then((r) => r.data);
const policy = (p: Promise<{ data: unknown }>) => p.then((r) => travelPolicySchema.parse(r.data) as TravelPolicy);

export const findTravelPolicies = (body: TravelPolicyFindRequest) =>
  data(http.post<TravelPolicyFindResult>('/vzr/policies/find', body));
export const fetchTravelPolicy = (id: number) => policy(http.get(url(id)));
export const fetchTravelPolicyHistory = (id: number) => data(http.get<TravelPolicyEvent[]>(url(id, '/history')));
export const createTravelPolicy = (body: TravelPolicyInput) => policy(http.post('/vzr/policies', body));
export const updateTravelPolicy = (id: number, body: TravelPolicyInput) => policy(http.put(url(id), body));
export const acceptTravelPolicy = (id: number) => policy(http.put(url(id, '/accept')));
export const annulTravelPolicy = (id: number, reason: string) => policy(http.put(url(id, '/annul'), { reason }));

/** The premium the policy would carry today; nothing is stored. */
export const calculateTravelPremium = (body: TravelPolicyInput) =>
  http.post('/vzr/policies/calculate', body).then((r) => travelPremiumSchema.parse(r.data) as TravelPremium);

/** The payments of one policy, newest first (a policy has a handful). */
export const findPolicyPayments = (policyId: number) =>
  data(
    http.post<{ items: TravelPaymentListItem[]; total: number }>('/vzr/payments/find', {
      offset: 0,
      size: 100,
      sortField: 'createdAt',
      sortOrder: 'DESC',
      policyId,
    }),
  ).then((r) => r.items);

/** The printable policy, read with the token (a plain link cannot send it); the view opens the blob. */
export async function fetchTravelPolicyPdf(id: number): Promise<Blob> {
  const response = await http.get<ArrayBuffer>(url(id, '/pdf'), binaryResponse);
  return new Blob([response.data], { type: 'application/pdf' });
}
