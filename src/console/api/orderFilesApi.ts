import { fromPromise } from 'xstate';
import { resumableUploadMachine } from '../../../machines/kit/resumableUploadMachine';
import { photoUploadQueueMachine } from '../../../machines/orders/photoUploadQueueMachine';
import type {
  OrderFile,
  PhotoSource,
  PhotoUpdate,
  ResumableChunkResult,
  ResumableStarted,
  ResumableStatus,
} from '../../shared/schemas/orders/orderFiles';
import { http } from './httpClient';

// One typed function per call of the order's photos, videos and temporary files, and the upload charts wired to
// them.

/**
 * Binary answers come as bytes; an error answer (JSON) is decoded here, so the server's message reaches ApiError
 * instead of a bare 'Ошибка 404'.
 */
export const binaryResponse = {
  responseType: 'arraybuffer' as const,
  transformResponse: (data: unknown, headers: { getContentType?: () => unknown } & Record<string, unknown>) => {
    const type = String(headers.getContentType?.() ?? headers['content-type'] ?? '');
    return data instanceof ArrayBuffer && type.includes('application/json')
      ? JSON.parse(new TextDecoder().decode(data))
      : data;
  },
};

/** A file's bytes with the token (an <img src> cannot send it): the view makes an object URL of the blob. */
export async function fetchFileBlob(url: string): Promise<Blob> {
  const response = await http.get<ArrayBuffer>(url.replace(/^\/v1/, ''), binaryResponse);
  return new Blob([response.data], { type: String(response.headers['content-type'] ?? '') });
}

export async function fetchPhotos(
  orderId: number,
  query: { showDeleted?: boolean; source?: PhotoSource } = {},
): Promise<OrderFile[]> {
  return (await http.get<OrderFile[]>(`/orders/${orderId}/photos`, { params: query })).data;
}
export async function fetchClientPhotos(orderId: number): Promise<OrderFile[]> {
  return (await http.get<OrderFile[]>(`/orders/${orderId}/client_photos`)).data;
}

/** The file as multipart form data; its name goes as a field too (the server does not read the part's name). */
function fileForm(file: Blob & { name?: string }, fields: Record<string, string | undefined>) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...fields, fileName: file.name })) if (value) form.append(key, value);
  form.append('file', file);
  return form;
}

export async function uploadPhoto(
  orderId: number,
  file: Blob & { name?: string },
  fields: { source?: PhotoSource; comment?: string },
  onProgress?: (loaded: number) => void,
): Promise<OrderFile> {
  const config = { onUploadProgress: (e: { loaded: number }) => onProgress?.(e.loaded) };
  return (await http.post<OrderFile>(`/orders/${orderId}/photos`, fileForm(file, fields), config)).data;
}
export async function updatePhoto(photoId: number, body: PhotoUpdate): Promise<OrderFile> {
  return (await http.put<OrderFile>(`/orders/photos/${photoId}`, body)).data;
}
export async function deletePhoto(photoId: number): Promise<OrderFile> {
  return (await http.delete<OrderFile>(`/orders/photos/${photoId}`)).data;
}
export async function restorePhoto(photoId: number): Promise<OrderFile> {
  return (await http.put<OrderFile>(`/orders/photos/${photoId}/restore`)).data;
}

// --- The chunked video upload.

export async function startResumableUpload(
  orderId: number,
  file: { name: string; type: string; size: number },
): Promise<ResumableStarted> {
  return (
    await http.post<ResumableStarted>(`/orders/${orderId}/resumable`, {
      fileName: file.name,
      mimeType: file.type,
      totalSize: file.size,
    })
  ).data;
}
export async function fetchResumableStatus(orderId: number, uploadId: string): Promise<ResumableStatus> {
  return (await http.get<ResumableStatus>(`/orders/${orderId}/resumable`, { params: { uploadId } })).data;
}
export async function sendResumableChunk(
  orderId: number,
  uploadId: string,
  offset: number,
  chunk: Blob,
  signal?: AbortSignal,
): Promise<ResumableChunkResult> {
  const config = { params: { uploadId, offset }, headers: { 'Content-Type': 'application/octet-stream' }, signal };
  return (await http.put<ResumableChunkResult>(`/orders/${orderId}/resumable`, chunk, config)).data;
}
export async function cancelResumableUpload(orderId: number, uploadId: string): Promise<ResumableStatus> {
  return (await http.delete<ResumableStatus>(`/orders/${orderId}/resumable`, { params: { uploadId } })).data;
}

// --- Temporary files.

export async function fetchTemporaryFiles(orderId: number): Promise<OrderFile[]> {
  return (await http.get<OrderFile[]>(`/orders/${orderId}/temporaryFiles`)).data;
}
export async function uploadTemporaryFile(orderId: number, file: Blob & { name?: string }): Promise<OrderFile> {
  return (await http.post<OrderFile>(`/orders/${orderId}/temporaryFiles`, fileForm(file, {}))).data;
}
export async function deleteTemporaryFile(fileId: number): Promise<void> {
  await http.delete(`/orders/temporaryFiles/${fileId}`);
}
/** 'Заявка_<number>.zip' of the order's temporary files. */
export async function downloadTemporaryZip(orderId: number): Promise<Blob> {
  const response = await http.get<ArrayBuffer>(`/orders/${orderId}/temporaryFiles/createZip`, binaryResponse);
  return new Blob([response.data], { type: 'application/zip' });
}

// --- The charts with their calls. The charts hold the chosen File as UploadFile; its bytes are read here.

export const resumableUploadLogic = resumableUploadMachine.provide({
  actors: {
    startUpload: fromPromise(({ input }) => startResumableUpload(input.orderId, input.file)),
    fetchStatus: fromPromise(({ input }) => fetchResumableStatus(input.orderId, input.uploadId)),
    sendChunk: fromPromise(({ input, signal }) => {
      const file = input.file as unknown as Blob;
      return sendResumableChunk(
        input.orderId,
        input.uploadId,
        input.offset,
        file.slice(input.offset, input.offset + input.chunkSize),
        signal,
      );
    }),
    cancelUpload: fromPromise(({ input }) => cancelResumableUpload(input.orderId, input.uploadId)),
  },
});

export const photoUploadQueueLogic = photoUploadQueueMachine.provide({
  actors: {
    uploadPhoto: fromPromise(({ input }) =>
      uploadPhoto(
        input.orderId,
        input.file as unknown as Blob & { name: string },
        { source: input.source },
        input.onProgress,
      ),
    ),
  },
});
