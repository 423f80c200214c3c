import { DateTime } from 'luxon';
import type { TablePage, TableQuery } from '../../../../machines/kit/dataTableTypes';
import { DEFAULT_TIMEZONE } from '../../../shared/format';
import {
  EVACUATION_SORT_FIELDS,
  type EvacuationList,
  type EvacuationListQuery,
  type EvacuationOrderRow,
} from '../../../shared/schemas/evacuation';

// A data-table page's query as the evacuation lists' GET parameters, and their answer as the table's page.

const sortable: readonly string[] = EVACUATION_SORT_FIELDS;

/** 'yyyy-MM-dd' (a date input) -> unix seconds of that day's start, or its last second with `endOfDay`, in Moscow. */
export function isoDateToUnix(iso: string | undefined, endOfDay = false): number | undefined {
  if (!iso) return undefined;
  const day = DateTime.fromISO(iso, { zone: DEFAULT_TIMEZONE });
  if (!day.isValid) return undefined;
  return Math.floor((endOfDay ? day.endOf('day') : day.startOf('day')).toSeconds());
}

/** Filters the lists know: status, time zone, the creation period. */
export function toEvacuationQuery(q: TableQuery, extra: Partial<EvacuationListQuery> = {}): EvacuationListQuery {
  const f = q.filters;
  return {
    offset: q.offset,
    size: q.size,
    ...(sortable.includes(q.sortField)
      ? { sortField: q.sortField as EvacuationListQuery['sortField'], sortOrder: q.sortOrder }
      : {}),
    ...(q.search.trim() ? { search: q.search.trim() } : {}),
    ...(f.status ? { statusRefValueIds: f.status } : {}),
    ...(f.timezone ? { timezone: f.timezone } : {}),
    ...(f.dateFrom ? { dateFrom: isoDateToUnix(f.dateFrom) } : {}),
    ...(f.dateTo ? { dateTo: isoDateToUnix(f.dateTo, true) } : {}),
    ...extra,
  };
}

export const toTablePage = (list: EvacuationList): TablePage<EvacuationOrderRow> => ({
  rows: list.orders,
  total: list.total,
});
