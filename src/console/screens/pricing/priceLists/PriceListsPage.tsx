import { Button, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { PriceListRow } from '../../../../shared/schemas/pricing/priceLists';
import { fetchPriceLists } from '../../../api/pricing/priceListsApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../../components/dataTable/tableTypes';
import { IfAllowed } from '../../../components/PermissionGate';
import { ShowDeletedSwitch } from '../../../components/ShowDeletedSwitch';
import { TireCalculatorDialog } from '../calculator/TireCalculatorDialog';
import { PriceListCreateDialog } from './PriceListCreateDialog';
import { PRICELISTS_KEY, priceListPath } from './priceListPaths';

const COLUMNS: ColumnDef<PriceListRow>[] = [
  { id: 'name', header: 'Название', value: (l) => l.name, primary: true, width: 240 },
  { id: 'partnerName', header: 'Партнёр', value: (l) => l.partnerName, width: 200 },
  { id: 'serviceName', header: 'Услуга', value: (l) => l.serviceName, width: 160 },
  {
    id: 'officeName',
    header: 'Офис',
    value: (l) => (l.officeName ? [l.officeName, l.officeAddress].filter(Boolean).join(', ') : '—'),
    width: 180,
  },
  {
    id: 'regions',
    header: 'Регионы',
    value: (l) => (l.regions.length ? l.regions.map((r) => r.regionName).join(', ') : 'Все регионы партнёра'),
    sortable: false,
    width: 190,
  },
  { id: 'itemCount', header: 'Позиций', value: (l) => l.itemCount, width: 100 },
];

/**
 * /pricelists: the price lists the user may see (a partner's staff: their partner's), by partner and name; deleted
 * ones only with 'Показывать удалённые' (off by default, seed §9). A row opens the list's card; 'Калькулятор'
 * quotes a tyre service as the platform's site would.
 */
export default function PriceListsPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const [showDeleted, setShowDeleted] = useState(false);
  const [creating, setCreating] = useState(false);
  const [calculating, setCalculating] = useState(false);
  const load = async () => {
    const rows = await fetchPriceLists(showDeleted);
    return { rows, total: rows.length };
  };
  return (
    <>
      <DataTablePage
        title={title}
        tableKey="pricelists"
        mode="local"
        columns={COLUMNS}
        load={load}
        rowKey={(l) => l.id}
        onOpen={(l) => navigate(priceListPath(l.id))}
        defaults={{ sortField: 'partnerName', sortOrder: 'ASC' }}
        reloadKey={showDeleted}
        deletedLabel="Удалён"
        actions={
          <Flex gap="3" align="center" wrap="wrap">
            <ShowDeletedSwitch checked={showDeleted} onChange={setShowDeleted} />
            <Button size="sm" variant="outline" onClick={() => setCalculating(true)}>
              Калькулятор
            </Button>
            <IfAllowed operation={PRICELISTS_KEY} flags={['permissionInsert']}>
              <Button size="sm" colorPalette="blue" onClick={() => setCreating(true)}>
                Добавить прайс-лист
              </Button>
            </IfAllowed>
          </Flex>
        }
      />
      {calculating && <TireCalculatorDialog onClose={() => setCalculating(false)} />}
      {creating && (
        <PriceListCreateDialog onClose={() => setCreating(false)} onCreated={(l) => navigate(priceListPath(l.id))} />
      )}
    </>
  );
}
