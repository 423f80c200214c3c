import type {
  Invoice,
  InvoiceDocument,
  InvoiceEdit,
  InvoiceHistoryEntry,
  InvoicePosition,
  InvoicePositionInput,
  PartnerLegal,
  PriceList,
  PriceListItem,
} from '../../shared/schemas/invoice';
import { http } from './httpClient';

// The invoice calls (and the price-list reads the invoice editor needs), one typed function per call.
// Every action answers the invoice as it is afterwards; a stale action answers 409 INELIGIBLE_STATE.

const url = (id: number, action = '') => `/order_invoices/${id}${action}`;
const data = <T>(p: Promise<{ data: T }>) => p.then((r) => r.data);

export const fetchOrderInvoices = (orderId: number, showDeleted = false) =>
  data(http.get<Invoice[]>('/order_invoices', { params: { orderId, showDeleted } }));
export const fetchInvoice = (id: number) => data(http.get<Invoice>(url(id)));
/** POST /order_invoices/{orderId}: a new draft for the order. */
export const createInvoice = (orderId: number, body: InvoiceEdit) => data(http.post<Invoice>(url(orderId), body));
/** POST /order_invoices/{orderId}/automated: a draft filled from the order's price list. */
export const createAutomatedInvoice = (orderId: number) => data(http.post<Invoice>(url(orderId, '/automated')));
export const updateInvoice = (id: number, body: InvoiceEdit) => data(http.put<Invoice>(url(id), body));
export const autofillInvoice = (id: number) => data(http.post<Invoice>(url(id, '/autofill')));
/** GET /order_invoices/{id}/history: the invoice's actions, oldest first. */
export const fetchInvoiceHistory = (id: number) => data(http.get<InvoiceHistoryEntry[]>(url(id, '/history')));
export const fetchInvoicePositions = (id: number) => data(http.get<InvoicePosition[]>(url(id, '/positions')));
export const saveInvoicePositions = (id: number, invoicePositions: InvoicePositionInput[]) =>
  data(http.put<Invoice>(url(id, '/positions'), { invoicePositions }));
export const crucialEditInvoice = (id: number, body: { partnerLegalId: number | null; comment: string }) =>
  data(http.put<Invoice>(url(id, '/crucial'), body));
export const setInvoiceFeeRate = (id: number, feeRate: number | null) =>
  data(http.put<Invoice>(url(id, '/fee_rate'), { feeRate }));

export const sendInvoice = (id: number, push: boolean) =>
  data(http.post<Invoice>(url(id, '/send'), null, { params: { push } }));
export const sendInvoiceSms = (id: number, bonusToSpend: number) =>
  data(http.post<Invoice>(url(id, '/send/sms'), null, { params: { bonusToSpend } }));
export const acceptInvoice = (id: number) => data(http.post<Invoice>(url(id, '/accept')));
export const cardPaymentLink = (id: number, phone?: string) =>
  data(
    http.post<{ paymentLink: string; invoice: Invoice }>(url(id, '/payments/card'), null, {
      params: phone ? { phone } : {},
    }),
  );
export const sbpPaymentLink = (id: number) =>
  data(http.post<{ paymentLink: string; invoice: Invoice }>(url(id, '/payments/sbp_api')));
export const payInCash = (id: number, body: { viaTerminal: boolean; bonusToSpend: number; smsCode?: string }) =>
  data(http.post<Invoice>(url(id, '/pay/in_cash'), body));
export const payToAccount = (id: number) => data(http.post<Invoice>(url(id, '/pay/to_account')));
export const affirmPaidToAccount = (id: number) => data(http.post<Invoice>(url(id, '/affirm_paid_to_account')));
export const revokeInvoice = (id: number) => data(http.post<Invoice>(url(id, '/revoke')));
export const retractInvoicePayment = (id: number) => data(http.post<Invoice>(url(id, '/retract')));
export const reformInvoice = (id: number) => data(http.post<Invoice>(url(id, '/reform')));
export const closeInvoice = (id: number) => data(http.post<Invoice>(url(id, '/close')));
export const activateInvoice = (id: number) => data(http.post<Invoice>(url(id, '/activate')));
export const deactivateInvoice = (id: number) => data(http.post<Invoice>(url(id, '/deactivate')));

export const fetchPartnerLegals = (params: { serviceId?: number; userId?: number }) =>
  data(http.get<PartnerLegal[]>('/order_invoices/partner_legal', { params }));

export const fetchInvoiceDocuments = (orderInvoiceId: number, showDeleted = false) =>
  data(http.get<InvoiceDocument[]>('/order_invoice_documents', { params: { orderInvoiceId, showDeleted } }));
/** POST /order_invoice_documents as form data: a file or an external link, with a comment. */
export function uploadInvoiceDocument(input: {
  orderInvoiceId: number;
  file?: File;
  externalUrl?: string;
  comment?: string;
}) {
  const form = new FormData();
  form.append('orderInvoiceId', String(input.orderInvoiceId));
  if (input.comment) form.append('comment', input.comment);
  if (input.externalUrl) form.append('externalUrl', input.externalUrl);
  // The server's multipart reading keeps the bytes, not the name: the name travels as its own field.
  if (input.file) form.append('fileName', input.file.name);
  if (input.file) form.append('file', input.file);
  return data(http.post<InvoiceDocument>('/order_invoice_documents', form));
}
export const updateInvoiceDocument = (id: number, body: { comment?: string; externalUrl?: string | null }) =>
  data(http.put<InvoiceDocument>(`/order_invoice_documents/${id}`, body));
export const deleteInvoiceDocument = (id: number) =>
  data(http.delete<InvoiceDocument>(`/order_invoice_documents/${id}`));

export const fetchPriceListsForInvoices = (partnerId: number, serviceId: number) =>
  data(http.get<PriceList[]>('/price_lists/for_invoices', { params: { partnerId, serviceId, showDeleted: false } }));
export const fetchStationaryPriceListsForInvoices = (partnerOfficeId: number, serviceId: number) =>
  data(
    http.get<PriceList[]>('/price_lists/stationary/for_invoices', {
      params: { partnerOfficeId, serviceId, showDeleted: false },
    }),
  );
export const fetchPriceListItems = (priceListId: number) =>
  data(http.get<PriceListItem[]>('/price_lists/items', { params: { priceListId, showDeleted: false } }));
