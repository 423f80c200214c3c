import { Button } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { TableQuery } from '../../../../../machines/kit/dataTableTypes';
import type { TravelPolicyListItem } from '../../../../shared/schemas/travel/travelPolicies';
import { fetchTravelDictionaries } from '../../../api/travel/travelDictionariesApi';
import { findTravelPolicies } from '../../../api/travel/travelPoliciesApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import type { FilterDef } from '../../../components/dataTable/tableTypes';
import { IfAllowed } from '../../../components/PermissionGate';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { POLICY_LIST_COLUMNS } from './policyListColumns';
import { toPolicyFind, toPolicyPage } from './policyListQuery';
import { NEW_TRAVEL_POLICY_PATH, travelPolicyCardPath } from './travelPolicyPaths';

const KEY = 'vzr.policies';
const loadDictionaries = () => fetchTravelDictionaries();
const load = async (query: TableQuery) => toPolicyPage(await findTravelPolicies(toPolicyFind(query)));

/**
 * /vzr/policies: the travel policies newest first; the quick search takes a number or the holder's name, the filters
 * a status, a company and the start dates. A row opens the card; «Новый полис» the form.
 */
export default function TravelPoliciesListPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const dictionaries = useRemoteData('travel.policies.dictionaries', loadDictionaries, null);

  const filters = useMemo<FilterDef[]>(() => {
    const d = dictionaries.data;
    return [
      {
        id: 'state',
        label: 'Статус',
        type: 'select',
        options: (d?.policyStatuses ?? []).map((s) => ({ value: s.code, label: s.name })),
      },
      {
        id: 'insurerId',
        label: 'Компания',
        type: 'select',
        options: (d?.insuranceCompanies ?? []).map((c) => ({ value: String(c.id), label: c.name })),
      },
      { id: 'startFrom', label: 'Начало с', type: 'date' },
      { id: 'startTo', label: 'Начало по', type: 'date' },
    ];
  }, [dictionaries.data]);

  return (
    <DataTablePage<TravelPolicyListItem>
      title={title}
      tableKey="vzr.policies"
      columns={POLICY_LIST_COLUMNS}
      load={load}
      rowKey={(p) => p.id}
      onOpen={(p) => navigate(travelPolicyCardPath(p.id))}
      filters={filters}
      defaults={{ sortField: 'createdAt', sortOrder: 'DESC' }}
      actions={
        <IfAllowed operation={KEY} flags={['permissionInsert']}>
          <Button size="sm" colorPalette="blue" onClick={() => navigate(NEW_TRAVEL_POLICY_PATH)}>
            Новый полис
          </Button>
        </IfAllowed>
      }
    />
  );
}
