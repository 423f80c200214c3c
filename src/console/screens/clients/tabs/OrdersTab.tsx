import { useLocation } from 'wouter';
import { CLIENT_ORDERS_PAGE_SIZE } from '../../../../shared/constants';
import { findOrders } from '../../../api/ordersApi';
import { DataTablePage } from '../../../components/dataTable/DataTablePage';
import { ORDER_COLUMNS } from '../../orders/orderColumns';
import type { ClientTabProps } from './clientTabProps';

/** 'Заявки': the client's orders, the newest 500 of every status. */
export function OrdersTab({ client }: ClientTabProps) {
  const [, navigate] = useLocation();
  return (
    <DataTablePage
      embedded
      title="Заявки клиента"
      tableKey="client.orders"
      mode="local"
      columns={ORDER_COLUMNS}
      load={async () => {
        const { orders } = await findOrders({
          clientId: client.id,
          offset: 0,
          size: CLIENT_ORDERS_PAGE_SIZE,
          sortField: 'createdDate',
          sortOrder: 'DESC',
          scope: 'all',
        });
        return { rows: orders, total: orders.length };
      }}
      rowKey={(o) => o.id}
      onOpen={(o) => navigate(`/orders/${o.id}`)}
      defaults={{ sortField: 'createdDate', sortOrder: 'DESC' }}
      reloadKey={client.id}
    />
  );
}
