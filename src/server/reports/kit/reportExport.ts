import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { DateTime } from 'luxon';
import Papa from 'papaparse';
import type { ExportFormat, ReportRow, ReportValue } from '../../../shared/schemas/reports/reportRequest';

// A report's export, streamed: rows are read in batches in the report's order and written as they come, so a year of
// rows never sits in memory whole. CSV opens right in a Russian Excel (UTF-8 with a BOM, ';'); the Excel file is
// written by exceljs's streaming writer with real numbers and dates. X-Total-Rows tells the console how many rows to
// expect, for its progress bar.

/** What a field holds, for its format in the file: unix seconds become dates, money keeps two decimals. */
export type FieldKind = 'text' | 'number' | 'money' | 'date' | 'datetime' | 'day' | 'boolean';

export interface ExportColumn {
  id: string;
  header: string;
  kind: FieldKind;
}

export interface ExportJob {
  format: ExportFormat;
  columns: ExportColumn[];
  fileName: string;
  timezone: string;
  total: number;
  batch: (offset: number, size: number) => Promise<ReportRow[]>;
}

const BATCH = 5000;

const MIME: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A cell as text (CSV): dates in DD.MM.YYYY [HH:mm] of the user's zone, money with a decimal comma. */
export function cellText(value: ReportValue | undefined, kind: FieldKind, zone: string): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'datetime':
      return DateTime.fromSeconds(Number(value), { zone }).toFormat('dd.MM.yyyy HH:mm');
    case 'date':
      return DateTime.fromSeconds(Number(value), { zone }).toFormat('dd.MM.yyyy');
    case 'day':
      return DateTime.fromISO(String(value)).toFormat('dd.MM.yyyy');
    case 'money':
      return Number(value).toFixed(2).replace('.', ',');
    case 'number':
      return String(value).replace('.', ',');
    case 'boolean':
      return value ? 'Да' : 'Нет';
    default:
      return String(value);
  }
}

/** A cell as Excel wants it: numbers as numbers, dates as dates (shown in the user's zone's wall time). */
function cellValue(value: ReportValue | undefined, kind: FieldKind, zone: string): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'datetime':
    case 'date': {
      // Excel has no zones: write the wall-clock time of the user's zone as if it were UTC.
      const local = DateTime.fromSeconds(Number(value), { zone });
      return new Date(Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute));
    }
    case 'day':
      return new Date(`${String(value)}T00:00:00Z`);
    case 'money':
    case 'number':
      return Number(value);
    case 'boolean':
      return value ? 'Да' : 'Нет';
    default:
      return String(value);
  }
}

const NUM_FMT: Partial<Record<FieldKind, string>> = {
  money: '#,##0.00',
  datetime: 'dd.mm.yyyy hh:mm',
  date: 'dd.mm.yyyy',
  day: 'dd.mm.yyyy',
};

async function* batches(job: ExportJob): AsyncGenerator<ReportRow[]> {
  for (let offset = 0; offset < job.total; offset += BATCH) {
    const rows = await job.batch(offset, BATCH);
    if (rows.length === 0) return;
    yield rows;
  }
}

async function writeCsv(job: ExportJob, out: PassThrough) {
  const line = (cells: string[]) => `${Papa.unparse([cells], { delimiter: ';', newline: '\r\n' })}\r\n`;
  out.write(`\uFEFF${line(job.columns.map((c) => c.header))}`);
  for await (const rows of batches(job)) {
    const text = rows.map((row) => line(job.columns.map((c) => cellText(row[c.id], c.kind, job.timezone)))).join('');
    if (!out.write(text)) await new Promise((resolve) => out.once('drain', resolve));
  }
  out.end();
}

async function writeXlsx(job: ExportJob, out: PassThrough) {
  // Loaded with the first Excel export: requiring exceljs takes about half a second, which every start would pay.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Отчёт');
  sheet.columns = job.columns.map((c) => ({
    header: c.header,
    key: c.id,
    width: Math.max(12, Math.min(40, c.header.length + 4)),
    style: NUM_FMT[c.kind] ? { numFmt: NUM_FMT[c.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for await (const rows of batches(job)) {
    for (const row of rows) {
      sheet.addRow(job.columns.map((c) => cellValue(row[c.id], c.kind, job.timezone))).commit();
    }
  }
  sheet.commit();
  await workbook.commit();
}

/** Sends the file as it is written; a failure mid-way cuts the download (the headers are gone by then). */
export function streamReportExport(reply: FastifyReply, job: ExportJob) {
  const out = new PassThrough();
  const name = `${job.fileName}.${job.format}`;
  (job.format === 'csv' ? writeCsv(job, out) : writeXlsx(job, out)).catch((error: Error) => out.destroy(error));
  return reply
    .header('content-type', MIME[job.format])
    .header(
      'content-disposition',
      `attachment; filename="report.${job.format}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('x-total-rows', String(job.total))
    .header('access-control-expose-headers', 'x-total-rows, content-disposition')
    .send(out);
}
