import { DateTime } from 'luxon';
import type { TableQuery } from '../../../../machines/kit/dataTableTypes';
import { DEFAULT_TIMEZONE } from '../../../shared/format';
import { REF_VALUE_IDS } from '../../../shared/referenceIds';
import { ORDER_SORT_FIELDS, type OrderFindRequest, type OrderScope } from '../../../shared/schemas/orders/orderEntity';
import { type FilterDef, type FilterOption, knownSortField } from '../../components/dataTable/tableTypes';

// The order lists' filter panel (service, status, partner, creation dates) and how a table query becomes the body
// of POST /orders/find. Dates are calendar days in Moscow time, the last one included.

const CLOSED: readonly number[] = [
  REF_VALUE_IDS.orderStatusDone,
  REF_VALUE_IDS.orderStatusCancelled,
  REF_VALUE_IDS.orderStatusArchive,
];

/** The statuses a scope can hold: the archive only closed ones, the active list the others. */
export const statusesOfScope = (scope: OrderScope, statuses: FilterOption[]) =>
  scope === 'all' ? statuses : statuses.filter((s) => CLOSED.includes(Number(s.value)) === (scope === 'archive'));

export function orderFilterDefs(services: FilterOption[], statuses: FilterOption[]): FilterDef[] {
  return [
    { id: 'serviceId', label: 'Сервис', type: 'select', options: services },
    { id: 'statusRefValueId', label: 'Статус', type: 'select', options: statuses },
    { id: 'partnerName', label: 'Партнёр', type: 'text' },
    { id: 'dateFrom', label: 'Дата создания с', type: 'date' },
    { id: 'dateTo', label: 'Дата создания по', type: 'date' },
  ];
}

/** 'yyyy-MM-dd' -> unix seconds of the day's start (or, with `end`, its last second) in Moscow; undefined if blank. */
function dayBound(iso: string | undefined, end = false): number | undefined {
  if (!iso) return undefined;
  const day = DateTime.fromISO(iso, { zone: DEFAULT_TIMEZONE });
  if (!day.isValid) return undefined;
  return Math.floor((end ? day.endOf('day') : day.startOf('day')).toSeconds());
}

const idList = (value: string | undefined) => (value ? [Number(value)] : undefined);

export function orderFindBody(q: TableQuery, scope: OrderScope, clientId?: number): OrderFindRequest {
  const f = q.filters;
  return {
    offset: q.offset,
    size: q.size,
    sortField: knownSortField(q.sortField, ORDER_SORT_FIELDS, 'createdDate'),
    sortOrder: q.sortOrder,
    scope,
    search: q.search.trim() || undefined,
    serviceIds: idList(f.serviceId),
    statusRefValueIds: idList(f.statusRefValueId),
    partnerName: f.partnerName?.trim() || undefined,
    dateFrom: dayBound(f.dateFrom),
    dateTo: dayBound(f.dateTo, true),
    clientId,
  };
}

/** True when the query lists the whole scope: its total is then the menu badge's count. */
export const isWholeScope = (q: TableQuery, clientId?: number) =>
  !clientId && !q.search.trim() && Object.values(q.filters).every((v) => !v || !String(v).trim());
