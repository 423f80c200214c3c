import { fromPromise } from 'xstate';
import { qrCodeBatchesPageMachine } from '../../../../machines/qrcodes/qrCodeBatchesPageMachine';
import type {
  QrCodeBatch,
  QrCodeBatchCreate,
  QrCodeBatchDetail,
  QrCodeBatchesFind,
  QrCodeBatchesPage,
} from '../../../shared/schemas/qrcodes';
import { http } from '../httpClient';
import { binaryResponse } from '../orderFilesApi';
import { dispositionFileName } from '../orderPartsApi';

// The /qrcodes screen (qrcodes/qrcodesRoutes.ts on the server).

export async function findQrCodeBatches(body: Partial<QrCodeBatchesFind>): Promise<QrCodeBatchesPage> {
  return (await http.post<QrCodeBatchesPage>('/qrcodes/find', body)).data;
}
export async function createQrCodeBatch(body: QrCodeBatchCreate): Promise<QrCodeBatchDetail> {
  return (await http.post<QrCodeBatchDetail>('/qrcodes', body)).data;
}
export async function fetchQrCodeBatch(id: number): Promise<QrCodeBatchDetail> {
  return (await http.get<QrCodeBatchDetail>(`/qrcodes/${id}`)).data;
}
export async function deleteQrCodeBatch(id: number): Promise<QrCodeBatch> {
  return (await http.delete<QrCodeBatch>(`/qrcodes/${id}`)).data;
}

/** The batch's label sheet (PDF) with the token, under the name the server gave it. */
export async function fetchQrCodeLabels(id: number, unusedOnly = false): Promise<{ blob: Blob; fileName: string }> {
  const response = await http.get<ArrayBuffer>(`/qrcodes/${id}/pdf`, {
    ...binaryResponse,
    params: unusedOnly ? { unusedOnly } : undefined,
  });
  const fileName =
    dispositionFileName(response.headers['content-disposition'] as string | undefined) ?? `QR-коды_партия_${id}.pdf`;
  return { blob: new Blob([response.data], { type: 'application/pdf' }), fileName };
}

/** The page's chart with the calls wired in; the view adds the download and the toasts. */
export const qrCodeBatchesPageLogic = qrCodeBatchesPageMachine.provide({
  actors: {
    deleteBatch: fromPromise(({ input }) => deleteQrCodeBatch(input.id)),
    printBatch: fromPromise(({ input }) => fetchQrCodeLabels(input.id)),
  },
});
