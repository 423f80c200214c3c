import { fromPromise } from 'xstate';
import { documentSigningMachine } from '../../../machines/orders/documentSigningMachine';
import type {
  DocPlaceholder,
  DocTemplate,
  OrderDocument,
  SendSignLinksInput,
  SignedDoc,
  SignLink,
  VerifySmsCodeInput,
} from '../../shared/schemas/orders/orderDocuments';
import { http } from './httpClient';
import { fetchFileBlob } from './orderFilesApi';

// The order's documents: one typed function per call of the order's printing and signing, and the
// signing chart wired to them. Three of the calls live under /v2.

const V2 = { baseURL: '/v2' };

export async function fetchDocPlaceholders(): Promise<DocPlaceholder[]> {
  return (await http.get<DocPlaceholder[]>('/partner_doc_templates/placeholders')).data;
}
export async function fetchDocTemplates(orderId: number): Promise<DocTemplate[]> {
  return (await http.get<DocTemplate[]>('/partner_doc_templates', { params: { orderId } })).data;
}
export async function generateOrderDocs(orderId: number, templateIds: number[]): Promise<OrderDocument[]> {
  return (await http.post<OrderDocument[]>(`/orders/${orderId}/docs`, { templateIds }, V2)).data;
}
export async function fetchOrderDocs(orderId: number): Promise<OrderDocument[]> {
  return (await http.get<OrderDocument[]>(`/orders/${orderId}/docs`)).data;
}
/** The PDF with the token (a plain link cannot send it); the view opens an object URL of it. */
export async function fetchOrderDocFile(docId: number): Promise<Blob> {
  return fetchFileBlob(`/orders/docs/${docId}/file`);
}
export async function sendSignLinks(orderId: number, body: SendSignLinksInput): Promise<SignLink> {
  return (await http.post<SignLink>(`/orders/${orderId}/docs/generate_and_send_links`, body, V2)).data;
}
export async function verifySignCode(orderId: number, body: VerifySmsCodeInput): Promise<SignedDoc[]> {
  return (await http.post<SignedDoc[]>(`/orders/${orderId}/docs/sms_code/verify`, body, V2)).data;
}
export async function fetchSignedDocs(orderId: number): Promise<SignedDoc[]> {
  return (await http.get<SignedDoc[]>(`/orders/${orderId}/signed_doc_urls`)).data;
}

/** The signing chart with its server calls. */
export const documentSigningLogic = documentSigningMachine.provide({
  actors: {
    generateDocs: fromPromise(({ input }) => generateOrderDocs(input.orderId, input.templateIds)),
    sendLinks: fromPromise(({ input }) =>
      sendSignLinks(input.orderId, { documentIds: input.documentIds, phone: input.phone }),
    ),
    verifyCode: fromPromise(({ input }) =>
      verifySignCode(input.orderId, { linkId: input.linkId, smsCode: input.smsCode }),
    ),
  },
});
