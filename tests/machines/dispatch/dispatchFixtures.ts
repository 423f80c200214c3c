import { DISPATCH_STATE_NAMES } from '../../../machines/dispatch/orderOfferMachine';
import type { DispatchState } from '../../../src/shared/lifecycleStates';
import type { Dispatch, OrderOffer } from '../../../src/shared/schemas/orderOffers';

// An evacuation order's dispatch and offers as the server answers them, for the dispatch and offers tests.

export const NOW = 1_760_000_000;

export const offer = (patch: Partial<OrderOffer> = {}): OrderOffer => ({
  id: 501,
  orderId: 42,
  orderNumber: '2611-000042',
  partnerId: 3,
  partnerName: 'Эвакуатор-Сервис',
  priority: 1,
  status: 'pending',
  statusName: 'Ожидает ответа',
  createdDate: NOW - 60,
  expiresDate: NOW + 245,
  answeredDate: null,
  answeredByUserFio: null,
  comment: null,
  addressFrom: 'Москва, ул. Тверская, д. 1',
  addressTo: 'Москва, Варшавское ш., д. 26 (автосервис)',
  vehicleName: 'Lada Vesta А123ВС777',
  regionName: 'Москва',
  ...patch,
});

const ALLOWED: Record<DispatchState, string[]> = {
  idle: ['offer.start', 'offer.operator'],
  offering: ['offer.restart', 'offer.operator'],
  accepted: ['offer.restart', 'offer.operator'],
  manual: ['offer.restart'],
};

export const dispatchOf = (state: DispatchState, patch: Partial<Dispatch> = {}): Dispatch => ({
  orderId: 42,
  state,
  stateName: DISPATCH_STATE_NAMES[state],
  candidates: [
    { partnerId: 3, partnerName: 'Эвакуатор-Сервис', priority: 1 },
    { partnerId: 1, partnerName: 'Автоассистанс', priority: 2 },
    { partnerId: 2, partnerName: 'ШинСервис', priority: 3 },
  ],
  position: 0,
  startedDate: state === 'idle' ? null : NOW - 60,
  offers: state === 'offering' ? [offer()] : [],
  allowedActions: ALLOWED[state],
  ...patch,
});

export const stale = {
  message: 'Действие «Запустить поиск партнёра» недоступно: Предложение партнёру',
  errorCode: 'INELIGIBLE_STATE',
  status: 409,
};
export const blocked = {
  message: 'Поиск партнёра только для заявок на эвакуацию',
  errorCode: 'VALIDATION_ERROR',
  status: 400,
};
