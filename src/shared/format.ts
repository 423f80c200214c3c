import { DateTime } from 'luxon';

/** Seed 000 section 9: DD.MM.YYYY HH:mm in Moscow time unless told otherwise; the server speaks unix seconds. */
export const DEFAULT_TIMEZONE = 'Europe/Moscow';

export function formatDateTime(unixSeconds: number | null | undefined, zone = DEFAULT_TIMEZONE): string {
  if (unixSeconds === null || unixSeconds === undefined) return '';
  return DateTime.fromSeconds(unixSeconds, { zone }).setLocale('ru').toFormat('dd.MM.yyyy HH:mm');
}

export const nowUnix = () => Math.floor(Date.now() / 1000);
export const daysAgoUnix = (days: number, now = Date.now()) => Math.floor(now / 1000) - days * 86_400;
