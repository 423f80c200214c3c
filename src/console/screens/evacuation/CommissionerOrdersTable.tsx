import { Switch } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { TableQuery } from '../../../../machines/kit/dataTableTypes';
import { REF_IDS } from '../../../shared/referenceIds';
import type { EvacuationList, EvacuationListQuery, EvacuationOrderRow } from '../../../shared/schemas/evacuation';
import { fetchGeoRegions } from '../../api/evacuationApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import { useRefOptions } from '../../hooks/useRefOptions';
import { useRemoteData } from '../../hooks/useRemoteData';
import { EVACUATION_COLUMNS } from './evacuationColumns';
import { toEvacuationQuery, toTablePage } from './evacuationQuery';
import { zoneOptions } from './timezoneOptions';

interface Props {
  title: string;
  tableKey: string;
  /** The list's call with the table's query, the time zone and 'only tomorrow' in it. */
  fetch: (query: EvacuationListQuery) => Promise<EvacuationList>;
}

const loadRegions = () => fetchGeoRegions();

/**
 * The emergency-commissioner lists: status and time-zone filters, the 'Только на завтра' switch
 * (planned for tomorrow where the order is); a row opens the order.
 */
export function CommissionerOrdersTable({ title, tableKey, fetch }: Props) {
  const [, navigate] = useLocation();
  const statuses = useRefOptions(REF_IDS.orderStatus);
  const regions = useRemoteData('geo.regions', loadRegions, null);
  const [onlyTomorrow, setOnlyTomorrow] = useState(false);
  const load = async (query: TableQuery) =>
    toTablePage(await fetch(toEvacuationQuery(query, onlyTomorrow ? { onlyTomorrow: 'true' } : {})));

  return (
    <DataTablePage<EvacuationOrderRow>
      title={title}
      tableKey={tableKey}
      columns={EVACUATION_COLUMNS}
      load={load}
      rowKey={(o) => o.id}
      onOpen={(o) => navigate(`/orders/${o.id}`)}
      filters={[
        { id: 'timezone', label: 'Часовой пояс', type: 'select', options: zoneOptions(regions.data ?? []) },
        {
          id: 'status',
          label: 'Статус',
          type: 'select',
          options: statuses.map((s) => ({ value: String(s.value), label: s.label })),
        },
      ]}
      defaults={{ sortField: 'createdDate', sortOrder: 'DESC' }}
      paramsKey={onlyTomorrow}
      actions={
        <Switch.Root checked={onlyTomorrow} onCheckedChange={(e) => setOnlyTomorrow(e.checked)} colorPalette="blue">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>Только на завтра</Switch.Label>
        </Switch.Root>
      }
    />
  );
}
