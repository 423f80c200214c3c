import { useRoute } from 'wouter';
import type { EvacuationListQuery } from '../../../shared/schemas/evacuation';
import { fetchTAvarcomOrders } from '../../api/evacuationApi';
import { CommissionerOrdersTable } from './CommissionerOrdersTable';

export const TAVARCOM_EVACUATION_PATH = '/tavarcom/orders/evacuation';

const all = (query: EvacuationListQuery) => fetchTAvarcomOrders(query);
const needingTow = (query: EvacuationListQuery) => fetchTAvarcomOrders({ ...query, evacuation: 'true' });

/**
 * /tavarcom/orders and /tavarcom/orders/evacuation: the bank partner's commissioner orders (service 903); on the
 * second route only those that need a tow. One screen, the route picks the list.
 */
export default function TAvarcomOrdersPage({ title }: { title: string }) {
  const [evacuation] = useRoute(TAVARCOM_EVACUATION_PATH);
  return evacuation ? (
    <CommissionerOrdersTable key="evacuation" title={title} tableKey="tavarcom.orders.evacuation" fetch={needingTow} />
  ) : (
    <CommissionerOrdersTable key="all" title={title} tableKey="tavarcom.orders" fetch={all} />
  );
}
