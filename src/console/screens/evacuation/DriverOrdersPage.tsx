import { Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { TableQuery } from '../../../../machines/kit/dataTableTypes';
import type { DriverReportQuery, EvacuationOrderRow } from '../../../shared/schemas/evacuation';
import { fetchDriverOrders, fetchTowDrivers } from '../../api/evacuationApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { FilterDef } from '../../components/dataTable/tableTypes';
import { usePageTitle } from '../../components/usePageTitle';
import { useRemoteData } from '../../hooks/useRemoteData';
import { useAllowed } from '../../session/useSession';
import { DriverReportPanel } from './DriverReportPanel';
import { EVACUATION_COLUMNS } from './evacuationColumns';
import { isoDateToUnix, toEvacuationQuery, toTablePage } from './evacuationQuery';

const PERIOD: FilterDef[] = [
  { id: 'dateFrom', label: 'Создана с', type: 'date' },
  { id: 'dateTo', label: 'Создана по', type: 'date' },
];
const loadDrivers = (supervisor: boolean) => (supervisor ? fetchTowDrivers() : Promise.resolve([]));

/** The report's parameters from the table's applied filters: the same driver and period as the rows. */
function reportParams(q: TableQuery): DriverReportQuery {
  const dateFrom = isoDateToUnix(q.filters.dateFrom);
  const dateTo = isoDateToUnix(q.filters.dateTo, true);
  return {
    ...(q.filters.driver ? { userId: q.filters.driver } : {}),
    ...(dateFrom !== undefined ? { dateFrom } : {}),
    ...(dateTo !== undefined ? { dateTo } : {}),
  };
}

/**
 * /evacuator/orders: the caller's own tow orders, or, for a
 * dispatcher (who sees /orders/evacuator), a chosen driver's; a period filter; the report above the rows follows
 * the table's driver and period.
 */
export default function DriverOrdersPage({ title }: { title: string }) {
  usePageTitle(title);
  const [, navigate] = useLocation();
  const supervisor = useAllowed('orders.evacuator');
  const drivers = useRemoteData('driverOrders.drivers', loadDrivers, supervisor);
  // What the table last asked for, so the report counts the same orders.
  const [report, setReport] = useState<DriverReportQuery | null>(null);
  const filters: FilterDef[] = supervisor
    ? [
        {
          id: 'driver',
          label: 'Водитель',
          type: 'select',
          options: (drivers.data ?? []).map((d) => ({ value: String(d.userId), label: d.fio })),
        },
        ...PERIOD,
      ]
    : PERIOD;

  const load = async (q: TableQuery) => {
    const params = reportParams(q);
    setReport((current) => (JSON.stringify(current) === JSON.stringify(params) ? current : params));
    return toTablePage(await fetchDriverOrders({ ...toEvacuationQuery(q), ...params }));
  };

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <DriverReportPanel params={report} />
      <DataTablePage<EvacuationOrderRow>
        embedded
        inUrl
        title="Заявки"
        tableKey="evacuator.orders"
        columns={EVACUATION_COLUMNS}
        load={load}
        rowKey={(o) => o.id}
        onOpen={(o) => navigate(supervisor ? `/orders/evacuator/${o.id}` : `/orders/${o.id}`)}
        filters={filters}
        defaults={{ sortField: 'createdDate', sortOrder: 'DESC' }}
      />
    </Stack>
  );
}
