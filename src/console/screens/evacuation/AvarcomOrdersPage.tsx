import { fetchAvarcomOrders } from '../../api/evacuationApi';
import { CommissionerOrdersTable } from './CommissionerOrdersTable';

/** /avarcom/orders: the emergency commissioners' and the realty inspection orders (services 901 and 904). */
export default function AvarcomOrdersPage({ title }: { title: string }) {
  return <CommissionerOrdersTable title={title} tableKey="avarcom.orders" fetch={fetchAvarcomOrders} />;
}
