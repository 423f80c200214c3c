import { downloadReport, type ReportBody } from '../../../api/reports/reportsApi';
import type { ExportFile } from '../../../components/dataTable/useCsvExport';
import { saveBlob } from '../../../components/saveBlob';

/**
 * The report's export for the data table: the server writes the visible columns of every filtered row, in the table's
 * order, as CSV or Excel; progress counts the CSV's rows as they arrive, the Excel file's kilobytes.
 */
export function reportExporter<Row>(path: string, request: () => ReportBody): ExportFile<Row> {
  return async ({ format, query, columns, onProgress, signal }) => {
    const { blob, fileName } = await downloadReport(
      path,
      {
        format,
        request: {
          ...request(),
          sortField: query.sortField || undefined,
          sortOrder: query.sortOrder,
          search: query.search || undefined,
        },
        columns: columns.map((c) => ({ id: c.id, header: c.header })),
      },
      (p) => (format === 'csv' ? onProgress(p.rows, p.total) : onProgress(Math.round(p.bytes / 1024), 0)),
      signal,
    );
    if (!signal.aborted) saveBlob(blob, fileName);
  };
}
