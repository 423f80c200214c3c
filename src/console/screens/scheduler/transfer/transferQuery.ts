import type { TablePage, TableQuery } from '../../../../../machines/kit/dataTableTypes';
import { SERVICE_IDS } from '../../../../shared/constants';
import type {
  Appointment,
  AppointmentSearch,
  AppointmentSearchResult,
} from '../../../../shared/schemas/scheduler/schedulerAppointments';

/** The list sorts by the appointment's start only: the one order the search is sure to know. */
export const TRANSFER_SORT_FIELD = 'startDate';

/** The table's query as the body of POST /users/scheduler/search: the tyre storage service's appointments. */
export function toTransferSearch(q: TableQuery): AppointmentSearch {
  const f = q.filters;
  const query = q.search.trim();
  return {
    serviceId: SERVICE_IDS.tireStorage,
    offset: q.offset,
    size: q.size,
    sortField: TRANSFER_SORT_FIELD,
    sortOrder: q.sortOrder,
    ...(query ? { query } : {}),
    ...(Number(f.partnerOfficeId) > 0 ? { partnerOfficeId: Number(f.partnerOfficeId) } : {}),
    ...(f.fromDate ? { fromDate: f.fromDate } : {}),
    ...(f.toDate ? { toDate: f.toDate } : {}),
  };
}

export const toTransferPage = (result: AppointmentSearchResult): TablePage<Appointment> => ({
  rows: result.items,
  total: result.total,
});
