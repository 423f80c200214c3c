import { fromPromise } from 'xstate';
import { type ChecklistChange, checklistMachine } from '../../../machines/orders/checklistMachine';
import type {
  ChecklistCreateInput,
  DamagedItem,
  DamagedItemBody,
  Division,
  ExpiredCommunication,
  ExpiredCommunicationGroup,
  OrderChecklistItem,
  OrderComment,
  OrderCommentCreate,
  OrderCommunication,
  OrderCommunicationCreate,
  OrderDocStatus,
  OrderDocStatusBody,
  OrderExecutor,
  OrderExecutorBody,
} from '../../shared/schemas/orders/orderParts';
import { http } from './httpClient';

// The order card's parts (comments, checklist, executors, document statuses,
// communications, damaged items) and the expired-contacts screens, one typed function per call.

export async function fetchOrderComments(orderId: number): Promise<OrderComment[]> {
  return (await http.get<OrderComment[]>('/order_comments', { params: { orderId } })).data;
}
export async function createOrderComment(body: OrderCommentCreate): Promise<OrderComment> {
  return (await http.post<OrderComment>('/order_comments', body)).data;
}
export async function deleteOrderComment(id: number): Promise<OrderComment> {
  return (await http.delete<OrderComment>(`/order_comments/${id}`)).data;
}
export async function fetchDivisions(): Promise<Division[]> {
  return (await http.get<Division[]>('/divisions')).data;
}

export async function fetchOrderChecklist(orderId: number): Promise<OrderChecklistItem[]> {
  return (await http.get<OrderChecklistItem[]>('/order_checklist_items', { params: { orderId } })).data;
}
export async function createChecklistItem(body: ChecklistCreateInput): Promise<OrderChecklistItem> {
  return (await http.post<OrderChecklistItem>('/order_checklist_items', body)).data;
}
export async function updateChecklistItem(id: number, checked: boolean): Promise<OrderChecklistItem> {
  return (await http.put<OrderChecklistItem>(`/order_checklist_items/${id}`, { checked })).data;
}
export async function deleteChecklistItem(id: number): Promise<OrderChecklistItem> {
  return (await http.delete<OrderChecklistItem>(`/order_checklist_items/${id}`)).data;
}

/** One call per changed line, one after another: the first refusal stops the rest (the chart then reloads). */
export async function saveChecklistChanges(orderId: number, changes: ChecklistChange[]): Promise<void> {
  for (const change of changes) {
    if (change.kind === 'create')
      await createChecklistItem({ orderId, contentRefValueId: change.contentRefValueId, checked: change.checked });
    else if (change.kind === 'update') await updateChecklistItem(change.id, change.checked);
    else await deleteChecklistItem(change.id);
  }
}

/** The checklist's chart with its server calls. */
export const checklistLogic = checklistMachine.provide({
  actors: {
    loadChecklist: fromPromise(({ input }) => fetchOrderChecklist(input.orderId)),
    saveChecklist: fromPromise(({ input }) => saveChecklistChanges(input.orderId, input.changes)),
  },
});

export async function fetchOrderExecutors(orderId: number, officeId?: number): Promise<OrderExecutor[]> {
  return (await http.get<OrderExecutor[]>('/order_executors', { params: { orderId, officeId } })).data;
}
export async function assignOrderExecutor(body: OrderExecutorBody): Promise<OrderExecutor> {
  return (await http.post<OrderExecutor>('/order_executors', body)).data;
}
export async function removeOrderExecutor(body: OrderExecutorBody): Promise<OrderExecutor> {
  return (await http.delete<OrderExecutor>('/order_executors', { data: body })).data;
}

export async function fetchOrderDocStatuses(orderId: number): Promise<OrderDocStatus[]> {
  return (await http.get<OrderDocStatus[]>('/order_doc_type_statuses', { params: { orderId } })).data;
}
export async function setOrderDocStatus(body: OrderDocStatusBody): Promise<OrderDocStatus> {
  return (await http.put<OrderDocStatus>('/order_doc_type_statuses', body)).data;
}
export async function deleteOrderDocStatus(id: number): Promise<OrderDocStatus> {
  return (await http.delete<OrderDocStatus>(`/order_doc_type_statuses/${id}`)).data;
}

/** The file name of a Content-Disposition header (RFC 5987 first), or null. */
export function dispositionFileName(header: string | undefined): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (encoded) return decodeURIComponent(encoded[1]);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? null;
}

/** An error answer read as bytes is still the JSON error object: decoded, the usual handling shows its message. */
function pdfOrError(data: ArrayBuffer, _headers: unknown, status?: number): unknown {
  if (status !== undefined && status >= 200 && status < 300) return new Blob([data], { type: 'application/pdf' });
  try {
    return JSON.parse(new TextDecoder().decode(data));
  } catch {
    return null;
  }
}

/** 'Сводный документ': the PDF with the name the server gave it. */
export async function fetchSummaryDoc(orderId: number): Promise<{ blob: Blob; fileName: string }> {
  const response = await http.post<Blob>(`/order_doc_type_statuses/${orderId}/summary_doc`, undefined, {
    responseType: 'arraybuffer',
    transformResponse: pdfOrError,
  });
  const fileName =
    dispositionFileName(response.headers['content-disposition'] as string | undefined) ??
    `Сводка по документам заявки ${orderId}.pdf`;
  return { blob: response.data, fileName };
}

export async function fetchOrderCommunications(orderId: number): Promise<OrderCommunication[]> {
  return (await http.get<OrderCommunication[]>('/order_communications', { params: { orderId } })).data;
}
export async function createOrderCommunication(body: OrderCommunicationCreate): Promise<OrderCommunication> {
  return (await http.post<OrderCommunication>('/order_communications', body)).data;
}
export async function deleteOrderCommunication(id: number): Promise<OrderCommunication> {
  return (await http.delete<OrderCommunication>(`/order_communications/${id}`)).data;
}
export async function fetchExpiredCommunications(): Promise<ExpiredCommunicationGroup[]> {
  return (await http.get<ExpiredCommunicationGroup[]>('/order_communications/expired')).data;
}
/** officeId 0: orders without an office. */
export async function fetchExpiredByType(typeRefValueId: number, officeId: number): Promise<ExpiredCommunication[]> {
  return (
    await http.get<ExpiredCommunication[]>('/order_communications/expired/by_type', {
      params: { typeRefValueId, officeId },
    })
  ).data;
}

export async function fetchDamagedItems(orderId: number): Promise<DamagedItem[]> {
  return (await http.get<DamagedItem[]>(`/damaged_items/orders/${orderId}`)).data;
}
export async function createDamagedItem(orderId: number, body: DamagedItemBody): Promise<DamagedItem> {
  return (await http.post<DamagedItem>(`/damaged_items/orders/${orderId}`, body)).data;
}
export async function updateDamagedItem(id: number, body: DamagedItemBody): Promise<DamagedItem> {
  return (await http.put<DamagedItem>(`/damaged_items/${id}`, body)).data;
}
export async function deleteDamagedItem(id: number): Promise<DamagedItem> {
  return (await http.delete<DamagedItem>(`/damaged_items/${id}`)).data;
}
