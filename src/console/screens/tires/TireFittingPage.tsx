import { Button } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { TableQuery } from '../../../../machines/kit/dataTableTypes';
import { SERVICE_IDS } from '../../../shared/constants';
import { REF_IDS } from '../../../shared/referenceIds';
import type { OrderEntity } from '../../../shared/schemas/orders/orderEntity';
import { findOrders } from '../../api/ordersApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../components/dataTable/tableTypes';
import { IfAllowed } from '../../components/PermissionGate';
import { useRefOptions } from '../../hooks/useRefOptions';
import { ORDER_COLUMNS } from '../orders/orderColumns';
import { orderFilterDefs, orderFindBody } from '../orders/orderFilters';

const TYRE_SERVICES = [
  { value: String(SERVICE_IDS.tireFitting), label: 'Шиномонтаж' },
  { value: String(SERVICE_IDS.tireStorage), label: 'Хранение шин' },
];

const column = (id: string, header: string) => ({ ...ORDER_COLUMNS.find((c) => c.id === id)!, header });

/** № · Дата · Статус · Клиент · Автомобиль · Диаметр · Кол-во шин · Стоимость. */
const TIRE_FITTING_COLUMNS: ColumnDef<OrderEntity>[] = [
  column('number', '№'),
  column('createdDate', 'Дата'),
  column('statusRefValueId', 'Статус'),
  column('clientFio', 'Клиент'),
  column('vehicleNumber', 'Автомобиль'),
  {
    id: 'diameterWheelRefValueName',
    header: 'Диаметр',
    value: (o) => o.diameterWheelRefValueName,
    sortable: false,
    width: 120,
  },
  { id: 'tireCount', header: 'Кол-во шин', value: (o) => o.tireCount, sortable: false, width: 130 },
  column('cost', 'Стоимость'),
];

/**
 * /tire/fitting: the tyre-service orders, fitting (69) and storage (68), paged on the server and
 * newest first. A row opens its card; 'Новая заявка' makes a fitting order.
 */
export default function TireFittingPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const statuses = useRefOptions(REF_IDS.orderStatus);
  const filters = useMemo(
    () =>
      orderFilterDefs(
        TYRE_SERVICES,
        statuses.map((s) => ({ value: String(s.value), label: s.label })),
      ),
    [statuses],
  );

  const load = async (q: TableQuery) => {
    const body = orderFindBody(q, 'all');
    // Without a chosen service, both tyre services.
    const { orders, total } = await findOrders({
      ...body,
      serviceIds: body.serviceIds ?? [SERVICE_IDS.tireFitting, SERVICE_IDS.tireStorage],
    });
    return { rows: orders, total };
  };

  return (
    <DataTablePage
      title={title}
      tableKey="tire.fitting"
      columns={TIRE_FITTING_COLUMNS}
      filters={filters}
      load={load}
      rowKey={(o) => o.id}
      onOpen={(o) => navigate(`/tire/fitting/order/${o.id}`)}
      defaults={{ sortField: 'createdDate', sortOrder: 'DESC' }}
      actions={
        <IfAllowed operation="tire.fitting.order" flags={['permissionInsert']}>
          <Button size="sm" onClick={() => navigate('/tire/fitting/order')}>
            Новая заявка
          </Button>
        </IfAllowed>
      }
    />
  );
}
