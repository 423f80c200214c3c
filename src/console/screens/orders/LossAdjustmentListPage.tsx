import { Button } from '@chakra-ui/react';
import { useLocation } from 'wouter';
import type { TableQuery } from '../../../../machines/kit/dataTableTypes';
import { SERVICE_IDS } from '../../../shared/constants';
import { formatMoney } from '../../../shared/format';
import type { OrderEntity } from '../../../shared/schemas/orders/orderEntity';
import { findOrders } from '../../api/ordersApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef, FilterDef } from '../../components/dataTable/tableTypes';
import { IfAllowed } from '../../components/PermissionGate';
import { ORDER_COLUMNS } from './orderColumns';
import { orderFindBody } from './orderFilters';

// /loss/adjustment, the loss settlements: the orders of service 902, paged on the server, with the
// loss's own fields (order_fields of 902: lossNumber, damageAmount).

const shared = (id: string, header?: string): ColumnDef<OrderEntity> => {
  const column = ORDER_COLUMNS.find((c) => c.id === id)!;
  return header ? { ...column, header } : column;
};
const amount = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? formatMoney(Number(value)) : '';

const COLUMNS: ColumnDef<OrderEntity>[] = [
  shared('number'),
  shared('createdDate', 'Дата'),
  shared('statusRefValueId'),
  shared('clientFio'),
  shared('vehicleNumber'),
  {
    id: 'lossNumber',
    header: 'Номер убытка',
    value: (o) => String(o.specificValues.lossNumber ?? ''),
    sortable: false,
    width: 150,
  },
  {
    id: 'damageAmount',
    header: 'Сумма ущерба',
    value: (o) => amount(o.specificValues.damageAmount),
    sortable: false,
    width: 140,
  },
  shared('cost'),
];

const FILTERS: FilterDef[] = [
  { id: 'dateFrom', label: 'Дата создания с', type: 'date' },
  { id: 'dateTo', label: 'Дата создания по', type: 'date' },
];

async function loadLossOrders(q: TableQuery) {
  const { orders, total, totalCapped } = await findOrders({
    ...orderFindBody(q, 'all'),
    serviceIds: [SERVICE_IDS.lossAdjustment],
  });
  return { rows: orders, total, totalCapped };
}

export default function LossAdjustmentListPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  return (
    <DataTablePage
      title={title}
      tableKey="loss.adjustment"
      columns={COLUMNS}
      filters={FILTERS}
      load={loadLossOrders}
      rowKey={(o) => o.id}
      onOpen={(o) => navigate(`/loss/adjustment/order/${o.id}`)}
      defaults={{ sortField: 'createdDate', sortOrder: 'DESC' }}
      actions={
        <IfAllowed operation="loss.adjustment.order" flags={['permissionInsert']}>
          <Button size="sm" colorPalette="blue" onClick={() => navigate('/loss/adjustment/order')}>
            Новая заявка
          </Button>
        </IfAllowed>
      }
    />
  );
}
