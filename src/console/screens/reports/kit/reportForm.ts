import { DateTime } from 'luxon';
import type { ReportFormValues } from '../../../../../machines/reports/reportMachine';
import { DEFAULT_TIMEZONE } from '../../../../shared/format';
import {
  PERIOD_LENGTH_MESSAGE,
  PERIOD_MAX_DAYS,
  PERIOD_ORDER_MESSAGE,
} from '../../../../shared/schemas/reports/reportRequest';
import type { ReportBody } from '../../../api/reports/reportsApi';

// The report form's values are text (dates 'yyyy-MM-dd', ids as digits), kept as the user left them; the request is
// built from them in the user's zone: the period runs from the start of the first day to the start of the day after
// the last, so the last day counts whole.

export type ReportFilterField = 'period' | 'partner' | 'office' | 'service' | 'user';

export const DATE_REQUIRED = 'Укажите дату';

const ISO = 'yyyy-MM-dd';

/** The current month up to today. */
export function defaultForm(now = DateTime.now().setZone(DEFAULT_TIMEZONE)): ReportFormValues {
  return { dateFrom: now.startOf('month').toFormat(ISO), dateTo: now.toFormat(ISO) };
}

export interface PeriodPreset {
  label: string;
  range: (today: DateTime) => [DateTime, DateTime];
}

export const PERIOD_PRESETS: PeriodPreset[] = [
  { label: 'Сегодня', range: (d) => [d, d] },
  { label: '7 дней', range: (d) => [d.minus({ days: 6 }), d] },
  { label: 'Этот месяц', range: (d) => [d.startOf('month'), d] },
  {
    label: 'Прошлый месяц',
    range: (d) => [d.minus({ months: 1 }).startOf('month'), d.minus({ months: 1 }).endOf('month')],
  },
  { label: 'Год', range: (d) => [d.minus({ years: 1 }).plus({ days: 1 }), d] },
];

export const presetValues = (preset: PeriodPreset, now = DateTime.now().setZone(DEFAULT_TIMEZONE)) => {
  const [from, to] = preset.range(now.startOf('day'));
  return { dateFrom: from.toFormat(ISO), dateTo: to.toFormat(ISO) };
};

/** The form's errors by field: the same rules and words as the server's. */
export function formErrors(values: ReportFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.dateFrom) errors.dateFrom = DATE_REQUIRED;
  if (!values.dateTo) errors.dateTo = DATE_REQUIRED;
  if (values.dateFrom && values.dateTo) {
    const from = DateTime.fromISO(values.dateFrom);
    const to = DateTime.fromISO(values.dateTo);
    if (from > to) errors.dateFrom = PERIOD_ORDER_MESSAGE;
    else if (to.diff(from, 'days').days + 1 > PERIOD_MAX_DAYS) errors.dateTo = PERIOD_LENGTH_MESSAGE;
  }
  return errors;
}

const idOf = (text: string | undefined) => (text && /^\d+$/.test(text) ? Number(text) : undefined);

/** The request body of the form's values. */
export function requestOf(values: ReportFormValues, zone = DEFAULT_TIMEZONE): ReportBody {
  const start = (iso: string) => Math.floor(DateTime.fromISO(iso, { zone }).startOf('day').toSeconds());
  return {
    dateFrom: values.dateFrom ? start(values.dateFrom) : undefined,
    dateTo: values.dateTo
      ? Math.floor(DateTime.fromISO(values.dateTo, { zone }).plus({ days: 1 }).startOf('day').toSeconds())
      : undefined,
    timezone: zone,
    partnerId: idOf(values.partnerId),
    officeId: idOf(values.officeId),
    serviceId: idOf(values.serviceId),
    userId: idOf(values.userId),
  };
}
