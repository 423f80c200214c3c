import type { TablePage, TableQuery } from '../../../../machines/kit/dataTableTypes';
import type { ActState } from '../../../shared/lifecycleStates';
import type { ActFindRequest, ActFindResult, ActListItem } from '../../api/reconciliationApi';
import { isoDateToUnix } from '../evacuation/evacuationQuery';

// The list page's query as the body of POST /reconciliation_acts/find, and its answer as the table's page.

/** Quick search: the act's number or the partner's name (proposed addition to actFindSchema). */
export type ActListRequest = ActFindRequest & { search?: string };

/** Acts are ordered by when they were made: the only order the list offers. */
export function toActFind(q: TableQuery): ActListRequest {
  const f = q.filters;
  const search = q.search.trim();
  return {
    offset: q.offset,
    size: q.size,
    sortField: 'createdDate',
    sortOrder: q.sortField === 'createdDate' ? q.sortOrder : 'DESC',
    ...(search ? { search } : {}),
    ...(f.partnerId ? { partnerId: Number(f.partnerId) } : {}),
    ...(f.state ? { state: f.state as ActState } : {}),
    ...(f.dateFrom ? { dateFrom: isoDateToUnix(f.dateFrom) } : {}),
    ...(f.dateTo ? { dateTo: isoDateToUnix(f.dateTo, true) } : {}),
  };
}

/**
 * The acts are sorted client side by createdDate as well, whatever order the server kept; ties
 * keep the newer act (the larger id) first in a descending list.
 */
export function toActPage(result: ActFindResult, sortOrder: 'ASC' | 'DESC'): TablePage<ActListItem> {
  const sign = sortOrder === 'ASC' ? 1 : -1;
  const rows = [...result.items].sort((a, b) => sign * (a.createdDate - b.createdDate || a.id - b.id));
  return { rows, total: result.total };
}
