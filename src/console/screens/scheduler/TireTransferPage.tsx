import { useMemo } from 'react';
import type { TableQuery } from '../../../../machines/kit/dataTableTypes';
import type { Appointment } from '../../../shared/schemas/scheduler/schedulerAppointments';
import { searchAppointments } from '../../api/schedulerApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { FilterDef } from '../../components/dataTable/tableTypes';
import { useSchedulerOffices } from './deleted/useSchedulerOffices';
import { transferColumns } from './transfer/transferColumns';
import { TRANSFER_SORT_FIELD, toTransferPage, toTransferSearch } from './transfer/transferQuery';

const load = async (query: TableQuery) => toTransferPage(await searchAppointments(toTransferSearch(query)));

/**
 * /scheduler/tire/transfer: the tyre transfers are the appointments of the tyre storage service (68), searched by
 * title, client or phone, filtered by office and dates, each opening its day on the board.
 */
export default function TireTransferPage({ title }: { title: string }) {
  const { offices, zoneOf } = useSchedulerOffices();
  const columns = useMemo(() => transferColumns(zoneOf), [zoneOf]);
  const filters = useMemo<FilterDef[]>(
    () => [
      {
        id: 'partnerOfficeId',
        label: 'Офис',
        type: 'select',
        options: offices.map((o) => ({ value: String(o.id), label: `${o.partnerName} — ${o.name}` })),
      },
      { id: 'fromDate', label: 'Дата с', type: 'date' },
      { id: 'toDate', label: 'Дата по', type: 'date' },
    ],
    [offices],
  );
  return (
    <DataTablePage<Appointment>
      title={title}
      tableKey="scheduler.tire.transfer"
      columns={columns}
      load={load}
      rowKey={(a) => a.id}
      filters={filters}
      defaults={{ sortField: TRANSFER_SORT_FIELD, sortOrder: 'DESC' }}
    />
  );
}
