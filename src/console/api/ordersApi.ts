import type {
  OrderBlock,
  OrderEntity,
  OrderField,
  OrderFindListResponse,
  OrderFindRequest,
  OrderFindResponse,
  OrderHistoryLine,
  OrderSaveInput,
  OrderUser,
  Service,
} from '../../shared/schemas/orders/orderEntity';
import { http } from './httpClient';

// One typed function per call of the order itself. The order's parts (comments,
// checklist, files, tyres...) have their own modules next to this one.

export async function findOrders(body: OrderFindRequest, showIsPaid = false): Promise<OrderFindResponse> {
  return (await http.post<OrderFindResponse>('/orders/find', body, { params: showIsPaid ? { showIsPaid: true } : {} }))
    .data;
}
export async function findOrdersByValues(values: string[]): Promise<OrderFindListResponse> {
  return (await http.post<OrderFindListResponse>('/orders/find_list', { values })).data;
}
export async function fetchOrder(id: number): Promise<OrderEntity> {
  return (await http.get<OrderEntity>(`/orders/${id}`)).data;
}
export async function createOrder(body: OrderSaveInput): Promise<OrderEntity> {
  return (await http.post<OrderEntity>('/orders', body)).data;
}
export async function updateOrder(id: number, body: OrderSaveInput): Promise<OrderEntity> {
  return (await http.put<OrderEntity>(`/orders/${id}`, body)).data;
}
export async function deleteOrder(id: number): Promise<void> {
  await http.delete(`/orders/${id}`);
}
/** A new order linked to this one; type is the new order's service code or id. */
export async function createLinkedOrder(orderId: number, type: string | number): Promise<OrderEntity> {
  return (await http.post<OrderEntity>(`/orders/create/linked/${type}`, { orderId })).data;
}
export async function fetchServices(): Promise<Service[]> {
  return (await http.get<Service[]>('/services')).data;
}
export async function fetchOrderFields(serviceId: number): Promise<OrderField[]> {
  return (await http.get<OrderField[]>(`/order_fields/services/${serviceId}`)).data;
}
export async function moveOrderService(orderId: number, serviceId: number): Promise<OrderEntity> {
  return (await http.post<OrderEntity>(`/order_fields/move_service/${orderId}`, { serviceId })).data;
}
export async function blockOrder(orderId: number): Promise<OrderBlock> {
  return (await http.put<OrderBlock>(`/order_block/${orderId}`)).data;
}
export async function unblockOrder(orderId: number): Promise<OrderBlock> {
  return (await http.delete<OrderBlock>(`/order_block/${orderId}`)).data;
}
export async function fetchOrderHistory(orderId: number): Promise<OrderHistoryLine[]> {
  return (await http.get<OrderHistoryLine[]>(`/orders/${orderId}/history`)).data;
}
export type OrderUserRole = 'order_responsibles' | 'revision_executors' | 'revision_editors';
export async function fetchOrderUsers(orderId: number, role: OrderUserRole): Promise<OrderUser[]> {
  return (await http.get<OrderUser[]>(`/orders/${orderId}/${role}`)).data;
}
export async function addOrderUser(orderId: number, role: OrderUserRole, userId: number): Promise<OrderUser> {
  return (await http.post<OrderUser>(`/orders/${orderId}/${role}`, { userId })).data;
}
export async function removeOrderUser(orderId: number, role: OrderUserRole, id: number): Promise<void> {
  await http.delete(`/orders/${orderId}/${role}/${id}`);
}
