import { Button, Flex, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { TableQuery } from '../../../../machines/kit/dataTableTypes';
import { REF_IDS } from '../../../shared/referenceIds';
import type { EvacuationOrderRow } from '../../../shared/schemas/evacuation';
import { fetchEvacuationOrders } from '../../api/evacuationApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../components/dataTable/tableTypes';
import { useRefOptions } from '../../hooks/useRefOptions';
import { useAllowed } from '../../session/useSession';
import { EvacuationMapPanel } from './EvacuationMapPanel';
import { EvacuationPriceDialog } from './EvacuationPriceDialog';
import { EVACUATION_COLUMNS } from './evacuationColumns';
import { toEvacuationQuery, toTablePage } from './evacuationQuery';
import { RefusalDialog } from './RefusalDialog';

const KEY = 'orders.evacuator';

type Dialog = { kind: 'refusal' | 'price'; order: EvacuationOrderRow } | null;

/**
 * /orders/evacuator: evacuation and tech-help orders, newest first, with a status filter and the
 * quick search; 'Карта' shows the page's orders on the tow-driver map. A row opens /orders/evacuator/{id}; its
 * buttons open the partner office's refusal and the tow price.
 */
export default function EvacuationOrdersPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const statuses = useRefOptions(REF_IDS.orderStatus);
  const canRefuse = useAllowed(KEY, ['permissionUpdate']);
  // View state only: which dialog is open, whether the map is shown, the rows the map draws.
  const [dialog, setDialog] = useState<Dialog>(null);
  const [showMap, setShowMap] = useState(false);
  const [pageRows, setPageRows] = useState<EvacuationOrderRow[]>([]);
  const [reloadKey, setReloadKey] = useState(0);
  const open = (order: EvacuationOrderRow) => navigate(`/orders/evacuator/${order.id}`);

  const load = async (query: TableQuery) => {
    const page = toTablePage(await fetchEvacuationOrders(toEvacuationQuery(query)));
    setPageRows(page.rows);
    return page;
  };
  const rowAction = (label: string, kind: 'refusal' | 'price', order: EvacuationOrderRow) => (
    <Button
      size="xs"
      variant="outline"
      onClick={(e) => {
        e.stopPropagation();
        setDialog({ kind, order });
      }}
      onKeyDown={(e) => e.stopPropagation()}
    >
      {label}
    </Button>
  );
  // The actions take the address's place in the defaults (the address stays in «Колонки»).
  const columns: ColumnDef<EvacuationOrderRow>[] = [
    ...EVACUATION_COLUMNS.map((c) => (c.id === 'address' ? { ...c, hidden: true } : c)),
    {
      id: 'actions',
      header: 'Действия',
      value: () => '',
      sortable: false,
      width: 200,
      cell: (o) => (
        <Flex gap="2" wrap="wrap">
          {canRefuse && rowAction('Отказ офиса', 'refusal', o)}
          {rowAction('Стоимость эвакуации', 'price', o)}
        </Flex>
      ),
    },
  ];

  return (
    <Stack gap="4">
      <DataTablePage
        title={title}
        tableKey="orders.evacuator"
        columns={columns}
        load={load}
        rowKey={(o) => o.id}
        onOpen={open}
        filters={[
          {
            id: 'status',
            label: 'Статус',
            type: 'select',
            options: statuses.map((s) => ({ value: String(s.value), label: s.label })),
          },
        ]}
        defaults={{ sortField: 'createdDate', sortOrder: 'DESC' }}
        reloadKey={reloadKey}
        actions={
          <Button
            size="sm"
            variant={showMap ? 'solid' : 'outline'}
            aria-pressed={showMap}
            onClick={() => setShowMap((v) => !v)}
          >
            {showMap ? 'Скрыть карту' : 'Карта'}
          </Button>
        }
      />
      {showMap && <EvacuationMapPanel orders={pageRows} onOpenOrder={open} />}
      <RefusalDialog
        order={dialog?.kind === 'refusal' ? dialog.order : null}
        onClose={() => setDialog(null)}
        onSaved={() => setReloadKey((k) => k + 1)}
      />
      <EvacuationPriceDialog order={dialog?.kind === 'price' ? dialog.order : null} onClose={() => setDialog(null)} />
    </Stack>
  );
}
