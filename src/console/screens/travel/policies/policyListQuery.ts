import type { TablePage, TableQuery } from '../../../../../machines/kit/dataTableTypes';
import type { TravelPolicyState } from '../../../../shared/lifecycleStates';
import { TRAVEL_POLICY_SORT_FIELDS, type TravelPolicyListItem } from '../../../../shared/schemas/travel/travelPolicies';
import type { TravelPolicyFindRequest, TravelPolicyFindResult } from '../../../api/travel/travelPoliciesApi';
import { isoDateToUnix } from '../../evacuation/evacuationQuery';

// The list page's query as the body of POST /v1/vzr/policies/find, and its answer as the table's page.

type SortField = (typeof TRAVEL_POLICY_SORT_FIELDS)[number];
const isSortField = (field: string): field is SortField =>
  (TRAVEL_POLICY_SORT_FIELDS as readonly string[]).includes(field);

/** A column the server cannot order by falls back to the newest first. */
export function toPolicyFind(q: TableQuery): TravelPolicyFindRequest {
  const f = q.filters;
  const search = q.search.trim();
  const sorted = isSortField(q.sortField);
  return {
    offset: q.offset,
    size: q.size,
    sortField: sorted ? (q.sortField as SortField) : 'createdAt',
    sortOrder: sorted ? q.sortOrder : 'DESC',
    ...(search ? { search } : {}),
    ...(f.state ? { state: f.state as TravelPolicyState } : {}),
    ...(f.insurerId ? { insurerId: Number(f.insurerId) } : {}),
    ...(f.startFrom ? { startFrom: isoDateToUnix(f.startFrom) } : {}),
    ...(f.startTo ? { startTo: isoDateToUnix(f.startTo, true) } : {}),
  };
}

export const toPolicyPage = (result: TravelPolicyFindResult): TablePage<TravelPolicyListItem> => ({
  rows: result.items,
  total: result.total,
  ...(result.totalCapped ? { totalCapped: true } : {}),
});
