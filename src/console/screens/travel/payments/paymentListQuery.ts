import type { TablePage, TableQuery } from '../../../../../machines/kit/dataTableTypes';
import type { TravelPaymentState } from '../../../../shared/lifecycleStates';
import {
  TRAVEL_PAYMENT_SORT_FIELDS,
  type TravelPaymentListItem,
} from '../../../../shared/schemas/travel/travelPayments';
import type { TravelPaymentFindRequest, TravelPaymentFindResult } from '../../../api/travel/travelPaymentsApi';
import { isoDateToUnix } from '../../evacuation/evacuationQuery';

// The payments list's query as the body of POST /v1/vzr/payments/find, and its answer as the table's page.

const sortable: readonly string[] = TRAVEL_PAYMENT_SORT_FIELDS;

export function toPaymentFind(q: TableQuery): TravelPaymentFindRequest {
  const f = q.filters;
  const search = q.search.trim();
  return {
    offset: q.offset,
    size: q.size,
    ...(sortable.includes(q.sortField)
      ? { sortField: q.sortField as TravelPaymentFindRequest['sortField'], sortOrder: q.sortOrder }
      : {}),
    ...(search ? { search } : {}),
    ...(f.state ? { state: f.state as TravelPaymentState } : {}),
    ...(f.paymentTypeId ? { paymentTypeId: Number(f.paymentTypeId) } : {}),
    ...(f.cashId ? { cashId: Number(f.cashId) } : {}),
    ...(f.paidFrom ? { paidFrom: isoDateToUnix(f.paidFrom) } : {}),
    ...(f.paidTo ? { paidTo: isoDateToUnix(f.paidTo, true) } : {}),
  };
}

export const toPaymentPage = (result: TravelPaymentFindResult): TablePage<TravelPaymentListItem> => ({
  rows: result.items,
  total: result.total,
  totalCapped: result.totalCapped,
});
