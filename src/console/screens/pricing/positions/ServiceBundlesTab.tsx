import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import type { ServiceBundle } from '../../../../shared/schemas/pricing/serviceBundles';
import { fetchServiceBundles } from '../../../api/pricing/nomenclatureApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { IfAllowed } from '../../../components/PermissionGate';
import { BundleDialog } from './BundleDialog';
import { POSITIONS_KEY } from './positionsKey';

const COLUMNS: ColumnDef<ServiceBundle>[] = [
  { id: 'name', header: 'Наименование', value: (b) => b.name, primary: true, width: 300 },
  { id: 'serviceName', header: 'Услуга', value: (b) => b.serviceName, width: 160 },
  { id: 'tireOperationName', header: 'Операция', value: (b) => b.tireOperationName, width: 200 },
  {
    id: 'bundleItems',
    header: 'Позиции',
    sortable: false,
    width: 320,
    value: (b) =>
      b.bundleItems.map((i) => (i.quantity === 1 ? i.positionName : `${i.positionName} ×${i.quantity}`)).join(', '),
  },
  {
    id: 'links',
    header: 'Применяется к',
    sortable: false,
    width: 220,
    value: (b) => b.links.map((l) => l.refValueName).join(', ') || 'ко всем',
  },
];

/** The 'Комплексы услуг' tab: the bundles the tyre calculators price from. */
export function ServiceBundlesTab() {
  const [editing, setEditing] = useState<ServiceBundle | 'new' | null>(null);
  const [version, setVersion] = useState(0);
  return (
    <>
      <DataTablePage
        embedded
        title="Комплексы услуг"
        tableKey="positions.bundles"
        mode="local"
        columns={COLUMNS}
        load={async () => {
          const rows = await fetchServiceBundles();
          return { rows, total: rows.length };
        }}
        defaults={{ sortField: 'name', sortOrder: 'ASC' }}
        rowKey={(b) => b.id}
        onOpen={(b) => setEditing(b)}
        reloadKey={version}
        actions={
          <IfAllowed operation={POSITIONS_KEY} flags={['permissionInsert']}>
            <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}>
              Добавить комплекс
            </Button>
          </IfAllowed>
        }
      />
      {editing && (
        <BundleDialog
          bundle={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onChanged={() => setVersion((v) => v + 1)}
        />
      )}
    </>
  );
}
