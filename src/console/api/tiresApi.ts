import { fromPromise } from 'xstate';
import { tireDefectLinesMachine } from '../../../machines/orders/tireDefectLinesMachine';
import type {
  BarcodeCheck,
  TireDefectLine,
  TireDefectsCreate,
  TireDefectsUpdate,
  TireStorageOrder,
} from '../../shared/schemas/tires';
import { http } from './httpClient';
import { binaryResponse } from './orderFilesApi';

// Tyre defect lines, the barcode check, tyre storage orders and their QR labels, and the
// defect lines chart wired to them. The catalogue is in tireCatalogApi.ts.

export async function fetchTireDefects(orderId: number): Promise<TireDefectLine[]> {
  return (await http.get<TireDefectLine[]>('/tire_defects', { params: { orderId } })).data;
}
export async function createTireDefects(body: TireDefectsCreate): Promise<TireDefectLine[]> {
  return (await http.post<TireDefectLine[]>('/tire_defects', body)).data;
}
export async function updateTireDefects(body: TireDefectsUpdate): Promise<TireDefectLine[]> {
  return (await http.put<TireDefectLine[]>('/tire_defects', body)).data;
}
export async function checkBarcode(barcode: string, excludeId?: number): Promise<BarcodeCheck> {
  return (await http.get<BarcodeCheck>('/tire_defects/barcode_check', { params: { barcode, excludeId } })).data;
}

export async function fetchTireStorageByClient(clientId: number): Promise<TireStorageOrder[]> {
  return (await http.get<TireStorageOrder[]>('/tire_storage/by_client', { params: { clientId } })).data;
}
export async function fetchTireStorageByOrder(orderId: number): Promise<TireStorageOrder[]> {
  return (await http.get<TireStorageOrder[]>('/tire_storage/by_order', { params: { orderId } })).data;
}

/** The QR labels of a storage order (PDF). */
export async function downloadTireStorageQrPdf(orderId: number): Promise<Blob> {
  const response = await http.get<ArrayBuffer>(`/tire_storage/qr_code/generate_pdf/${orderId}`, binaryResponse);
  return new Blob([response.data], { type: 'application/pdf' });
}

export const tireDefectLinesLogic = tireDefectLinesMachine.provide({
  actors: {
    loadLines: fromPromise(({ input }) => fetchTireDefects(input.orderId)),
    checkBarcodes: fromPromise(({ input }) =>
      Promise.all(
        input.map(async (line) => ({ key: line.key, ...(await checkBarcode(line.barcode, line.excludeId)) })),
      ),
    ),
    createLines: fromPromise(({ input }) => createTireDefects(input)),
    updateLines: fromPromise(({ input }) =>
      updateTireDefects({ orderId: input.orderId, lines: input.lines.map((l) => ({ ...l, id: l.id! })) }),
    ),
  },
});
