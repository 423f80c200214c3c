import { z } from 'zod';
import { DEFAULT_TIMEZONE } from '../../format';
import { findRequestSchema } from '../fields/paging';
import { idField, unixSecondsSchema } from '../fields/resourceFields';

// What every report takes and answers. A report is asked for a period [dateFrom, dateTo) in unix seconds (the console
// sends the start of the first day and the start of the day after the last one, in the user's time zone) and the
// filters it needs; it answers a page of its rows, the count of all rows, the totals over all of them and, when it has
// a chart, the chart's points.

export const PERIOD_ORDER_MESSAGE = 'Дата начала периода позже даты окончания';
export const PERIOD_LENGTH_MESSAGE = 'Период отчёта не больше 366 дней';
export const PERIOD_MAX_DAYS = 366;

function isKnownZone(zone: string): boolean {
  try {
    Intl.DateTimeFormat('ru', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const optionalId = (message: string) => idField(message).nullish();

export const reportFiltersSchema = z.object({
  dateFrom: unixSecondsSchema.optional(),
  dateTo: unixSecondsSchema.optional(),
  /** The zone days are counted in (the per-day rows and charts): Moscow unless told. */
  timezone: z.string().max(64).refine(isKnownZone, 'Неизвестный часовой пояс').default(DEFAULT_TIMEZONE),
  partnerId: optionalId('Некорректный партнёр'),
  officeId: optionalId('Некорректный офис'),
  serviceId: optionalId('Некорректная услуга'),
  userId: optionalId('Некорректный пользователь'),
  projectId: optionalId('Некорректный проект'),
  /** A day of the period for the reports that open one day's rows (…/date): its start in unix seconds. */
  date: unixSecondsSchema.optional(),
});
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

/** Checks of the period, shared by the request schemas. */
export function checkPeriod(value: { dateFrom?: number; dateTo?: number }, ctx: z.RefinementCtx) {
  const { dateFrom, dateTo } = value;
  if (dateFrom === undefined || dateTo === undefined) return;
  if (dateFrom > dateTo) ctx.addIssue({ code: 'custom', path: ['dateFrom'], message: PERIOD_ORDER_MESSAGE });
  else if (dateTo - dateFrom > PERIOD_MAX_DAYS * 86_400 + 3_600) {
    ctx.addIssue({ code: 'custom', path: ['dateTo'], message: PERIOD_LENGTH_MESSAGE });
  }
}

export const reportRequestSchema = findRequestSchema
  .extend({
    ...reportFiltersSchema.shape,
    size: findRequestSchema.shape.size.removeDefault().default(100),
    /** The quick search: rows any of whose fields holds the text. */
    search: z.string().trim().max(200, 'Не больше 200 символов').optional(),
  })
  .superRefine(checkPeriod);
export type ReportRequest = z.infer<typeof reportRequestSchema>;

export type ReportValue = string | number | boolean | null;
export type ReportRow = Record<string, ReportValue>;

export const reportPageSchema = z.object({
  items: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  total: z.number(),
  /** Sums (and averages) over every row of the request, not only the page: the totals row. */
  totals: z.record(z.string(), z.number().nullable()),
  /** The chart's points, one per day or per group, when the report draws one. */
  series: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
});
export type ReportPage = z.infer<typeof reportPageSchema>;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The export of a report: the request's filters and sort, and the columns the user sees, in their order. */
export const reportExportSchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'Формат выгрузки: csv или xlsx' }),
  request: reportRequestSchema,
  columns: z
    .array(z.object({ id: z.string().min(1).max(64), header: z.string().max(200) }))
    .min(1, 'Выберите хотя бы одну колонку')
    .max(60),
});
export type ReportExport = z.infer<typeof reportExportSchema>;
