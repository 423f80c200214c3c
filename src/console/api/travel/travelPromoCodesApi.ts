import type { z } from 'zod';
import type {
  TravelCommission,
  TravelPromoCode,
  TravelPromoCodeInput,
  travelPromoCodeFindResultSchema,
  travelPromoCodeFindSchema,
} from '../../../shared/schemas/travel/travelPromoCodes';
import { http } from '../httpClient';

// The travel promo codes' and their commissions' calls, one typed function per call.

export type TravelPromoCodeFindRequest = z.input<typeof travelPromoCodeFindSchema>;
export type TravelPromoCodeFindResult = z.infer<typeof travelPromoCodeFindResultSchema>;

const url = (id: number, action = '') => `/vzr/promocodes/${id}${action}`;
const data = <T>(p: Promise<{ data: T }>) => p.then((r) => r.data);

export const findTravelPromoCodes = (body: TravelPromoCodeFindRequest) =>
  data(http.post<TravelPromoCodeFindResult>('/vzr/promocodes/find', body));
export const fetchTravelPromoCode = (id: number) => data(http.get<TravelPromoCode>(url(id)));
export const createTravelPromoCode = (body: TravelPromoCodeInput) =>
  data(http.post<TravelPromoCode>('/vzr/promocodes', body));
export const updateTravelPromoCode = (id: number, body: TravelPromoCodeInput) =>
  data(http.put<TravelPromoCode>(url(id), body));
export const deleteTravelPromoCode = (id: number) => data(http.delete<TravelPromoCode>(url(id)));
export const restoreTravelPromoCode = (id: number) => data(http.put<TravelPromoCode>(url(id, '/restore')));

export const fetchTravelCommissions = (promoCodeId: number) =>
  data(http.get<TravelCommission[]>(url(promoCodeId, '/commissions')));
export const createTravelCommission = (promoCodeId: number, body: { partnerId: number; percent: number }) =>
  data(http.post<TravelCommission>(url(promoCodeId, '/commissions'), body));
export const updateTravelCommission = (id: number, percent: number) =>
  data(http.put<TravelCommission>(`/vzr/promo_code_commissions/${id}`, { percent }));
export const deleteTravelCommission = (id: number) => data(http.delete(`/vzr/promo_code_commissions/${id}`));
