import type { OrderStatusBinding, OrderStatusBindingCreate } from '../../shared/schemas/orderStatusBindings';
import { http } from './httpClient';

// Order status bindings (/order_statuses): the services screen's 'Статусы заявок' dialog.

export async function fetchOrderStatusBindings(
  serviceId: number,
  sourceRefValueId: number,
): Promise<OrderStatusBinding[]> {
  return (await http.get<OrderStatusBinding[]>('/order_statuses', { params: { serviceId, sourceRefValueId } })).data;
}
export async function createOrderStatusBinding(body: OrderStatusBindingCreate): Promise<OrderStatusBinding> {
  return (await http.post<OrderStatusBinding>('/order_statuses', body)).data;
}
/** 'Сделать основным': the server clears the service and source's other primary in the same transaction. */
export async function makeOrderStatusBindingPrimary(id: number): Promise<OrderStatusBinding> {
  return (await http.put<OrderStatusBinding>(`/order_statuses/${id}/primary`)).data;
}
export async function deleteOrderStatusBinding(id: number): Promise<OrderStatusBinding> {
  return (await http.delete<OrderStatusBinding>(`/order_statuses/${id}`)).data;
}
