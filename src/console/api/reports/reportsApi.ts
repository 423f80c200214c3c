import type { ExportFormat, ReportPage, ReportRequest } from '../../../shared/schemas/reports/reportRequest';
import { ApiError } from '../ApiError';
import { NETWORK_ERROR_MESSAGE } from '../http';
import { http } from '../httpClient';
import { httpHooks } from '../httpHooks';

// The report calls: every report is a POST of its filters to its path (a page of rows, the count, the totals and the
// chart's points), and `…/export` streams the same rows as a CSV or Excel file.

export type ReportBody = Partial<ReportRequest> & { search?: string };

export const fetchReport = (path: string, body: ReportBody, params?: Record<string, string | number>) =>
  http.post<ReportPage>(path, body, { params }).then((r) => r.data);

export interface ExportColumn {
  id: string;
  header: string;
}

/** How far a download got: rows for CSV (counted as they arrive), bytes for Excel (a zip cannot be counted). */
export interface ExportProgress {
  rows: number;
  bytes: number;
  total: number;
}

/**
 * Downloads the export, reporting progress as it streams in; resolves with the file. Read with fetch, not axios: the
 * body is read chunk by chunk, so a CSV's rows are counted while they arrive.
 */
export async function downloadReport(
  path: string,
  body: { format: ExportFormat; request: ReportBody; columns: ExportColumn[] },
  onProgress: (p: ExportProgress) => void,
  signal: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  const token = httpHooks().getToken();
  let response: Response;
  try {
    response = await fetch(`/v1${path.replace(/\/$/, '')}/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
      signal,
    });
  } catch (e) {
    if (signal.aborted) throw e;
    throw new ApiError({ message: NETWORK_ERROR_MESSAGE, status: 0 }, true);
  }
  if (!response.ok) {
    throw await errorOf(response);
  }
  const total = Number(response.headers.get('x-total-rows') ?? 0);
  const chunks: Uint8Array[] = [];
  const progress = { rows: 0, bytes: 0, total };
  const reader = response.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    progress.bytes += value.length;
    if (body.format === 'csv') progress.rows += countLines(value);
    onProgress({ ...progress, rows: Math.max(0, Math.min(progress.rows - 1, total)) });
  }
  const fileName = fileNameOf(response.headers.get('content-disposition')) ?? `report.${body.format}`;
  return { blob: new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? '' }), fileName };
}

const countLines = (bytes: Uint8Array) => bytes.reduce((n, b) => (b === 10 ? n + 1 : n), 0);

const fileNameOf = (disposition: string | null) => {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/)?.[1];
  return encoded ? decodeURIComponent(encoded) : null;
};

/** The error body of a refused export, as every other call's error reads. */
async function errorOf(response: Response): Promise<ApiError> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { message?: string; errorCode?: string; details?: Record<string, string> };
    if (body.message) return new ApiError({ ...body, message: body.message, status: response.status });
  } catch {
    // Not JSON: the text itself, or the status.
  }
  return new ApiError({ message: text.trim() || `Ошибка ${response.status}`, status: response.status });
}
