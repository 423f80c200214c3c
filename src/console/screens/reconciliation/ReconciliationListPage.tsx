import { Button, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { TableQuery } from '../../../../machines/kit/dataTableTypes';
import { ACT_STATE_NAMES } from '../../../../machines/reconciliation/reconciliationActMachine';
import { ACT_STATES } from '../../../shared/lifecycleStates';
import { type ActListItem, fetchAvailableInvoices, findActs } from '../../api/reconciliationApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { FilterDef } from '../../components/dataTable/tableTypes';
import { IfAllowed } from '../../components/PermissionGate';
import { useRemoteData } from '../../hooks/useRemoteData';
import { ACT_LIST_COLUMNS } from './actListColumns';
import { toActFind, toActPage } from './actListQuery';
import { CreateActDialog } from './CreateActDialog';

const KEY = 'reconciliation';
const loadAvailable = () => fetchAvailableInvoices();
// A hard-deleted act is gone from the database: no list ever shows that state.
const LISTED_STATES = ACT_STATES.filter((s) => s !== 'deleted').map((s) => ({ value: s, label: ACT_STATE_NAMES[s] }));

/**
 * /reconciliation: the acts newest first, filtered by partner,
 * state and dates; a row opens the act; 'Создать акт' makes one from a partner's paid invoices.
 */
export default function ReconciliationListPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const available = useRemoteData('reconciliation.list.available', loadAvailable, null);
  // View state only: whether the create dialog is open, the partners the loaded acts named (filter choices).
  const [creating, setCreating] = useState(false);
  const [seenPartners, setSeenPartners] = useState<Map<number, string>>(new Map());

  const load = async (query: TableQuery) => {
    const page = toActPage(
      await findActs(toActFind(query)),
      query.sortField === 'createdDate' ? query.sortOrder : 'DESC',
    );
    setSeenPartners((known) => {
      const fresh = page.rows.filter((a) => !known.has(a.partnerId));
      return fresh.length ? new Map([...known, ...fresh.map((a) => [a.partnerId, a.partnerName] as const)]) : known;
    });
    return page;
  };

  // The partners that have acts or paid invoices waiting for one.
  const filters = useMemo<FilterDef[]>(() => {
    const partners = new Map(seenPartners);
    for (const i of available.data ?? []) partners.set(i.partnerId, i.partnerName);
    const options = [...partners]
      .map(([id, name]) => ({ value: String(id), label: name }))
      .sort((a, b) => a.label.localeCompare(b.label, 'ru'));
    return [
      { id: 'partnerId', label: 'Партнёр', type: 'select', options },
      { id: 'state', label: 'Состояние', type: 'select', options: LISTED_STATES },
      { id: 'dateFrom', label: 'Дата с', type: 'date' },
      { id: 'dateTo', label: 'Дата по', type: 'date' },
    ];
  }, [seenPartners, available.data]);

  return (
    <Stack gap="4">
      <DataTablePage<ActListItem>
        title={title}
        tableKey="reconciliation.acts"
        columns={ACT_LIST_COLUMNS}
        load={load}
        rowKey={(a) => a.id}
        onOpen={(a) => navigate(`/reconciliation/${a.id}/`)}
        filters={filters}
        defaults={{ sortField: 'createdDate', sortOrder: 'DESC' }}
        actions={
          <IfAllowed operation={KEY} flags={['permissionInsert']}>
            <Button size="sm" colorPalette="blue" onClick={() => setCreating(true)}>
              Создать акт
            </Button>
          </IfAllowed>
        }
      />
      {creating && (
        <CreateActDialog
          onClose={() => setCreating(false)}
          onCreated={(act) => navigate(`/reconciliation/${act.id}/`)}
        />
      )}
    </Stack>
  );
}
