import Papa from 'papaparse';
import type { TablePage, TableQuery } from '../../../../machines/kit/dataTableTypes';
import { saveBlob } from '../saveBlob';
import type { ColumnDef } from './tableTypes';

/** The server answers at most 500 rows a page (findRequestSchema). */
const EXPORT_PAGE = 500;

/** Every row of the filtered list, page by page, reporting how far it got. */
export async function collectAll<Row>(
  load: (q: TableQuery) => Promise<TablePage<Row>>,
  query: TableQuery,
  onProgress: (loaded: number, total: number) => void,
  isCancelled: () => boolean,
): Promise<Row[]> {
  const rows: Row[] = [];
  let total = Infinity;
  for (let offset = 0; offset < total && !isCancelled(); offset += EXPORT_PAGE) {
    const page = await load({ ...query, offset, size: EXPORT_PAGE });
    total = page.total;
    rows.push(...page.rows);
    onProgress(rows.length, total);
    if (page.rows.length === 0) break;
  }
  return rows;
}

/**
 * CSV that Excel opens right in a Russian locale: UTF-8 with a BOM, ';' between fields, the visible columns in
 * their order with their headers.
 */
export function toCsv<Row>(rows: Row[], columns: ColumnDef<Row>[]): string {
  const csv = Papa.unparse(
    { fields: columns.map((c) => c.header), data: rows.map((r) => columns.map((c) => c.value(r) ?? '')) },
    { delimiter: ';', newline: '\r\n' },
  );
  return `\uFEFF${csv}`;
}

export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  saveBlob(new Blob([text], { type }), fileName);
}
