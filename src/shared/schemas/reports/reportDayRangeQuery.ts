import { DateTime } from 'luxon';
import { z } from 'zod';
import { idParam } from '../fields/resourceFields';
import {
  PERIOD_LENGTH_MESSAGE,
  PERIOD_MAX_DAYS,
  PERIOD_ORDER_MESSAGE,
  type ReportRequest,
  reportRequestSchema,
} from './reportRequest';

// The few reports the seed asks with GET (the fines' availability: ?startDate=yyyy-MM-dd&endDate=yyyy-MM-dd) take
// their period as whole days, both inclusive, in the query string with the other filters; the server turns them into
// the usual request [start of the first day, start of the day after the last) in the request's zone.

export const DAY_FORMAT_MESSAGE = 'Дата в формате ГГГГ-ММ-ДД';

const dayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DAY_FORMAT_MESSAGE)
  .refine((text) => DateTime.fromISO(text).isValid, DAY_FORMAT_MESSAGE);

const optionalId = (message: string) => idParam(message).optional();
const { shape } = reportRequestSchema;

export const reportDayRangeQuerySchema = z
  .object({
    startDate: dayParam.optional(),
    endDate: dayParam.optional(),
    timezone: shape.timezone,
    partnerId: optionalId('Некорректный партнёр'),
    officeId: optionalId('Некорректный офис'),
    serviceId: optionalId('Некорректная услуга'),
    userId: optionalId('Некорректный пользователь'),
    projectId: optionalId('Некорректный проект'),
    offset: shape.offset,
    size: shape.size,
    sortField: shape.sortField,
    sortOrder: shape.sortOrder,
    search: shape.search,
  })
  .superRefine(({ startDate, endDate }, ctx) => {
    if (!startDate || !endDate) return;
    const days = DateTime.fromISO(endDate).diff(DateTime.fromISO(startDate), 'days').days;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['startDate'], message: PERIOD_ORDER_MESSAGE });
    else if (days + 1 > PERIOD_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: PERIOD_LENGTH_MESSAGE });
  });
export type ReportDayRangeQuery = z.infer<typeof reportDayRangeQuerySchema>;

/** The query as the usual report request: the days become [start of the first, start of the day after the last). */
export function requestOfDayRange({ startDate, endDate, ...rest }: ReportDayRangeQuery): ReportRequest {
  const startOf = (day: string | undefined, plusDays = 0) =>
    day === undefined
      ? undefined
      : Math.floor(DateTime.fromISO(day, { zone: rest.timezone }).plus({ days: plusDays }).toSeconds());
  return { ...rest, dateFrom: startOf(startDate), dateTo: startOf(endDate, 1) };
}
