import { DateTime } from 'luxon';
import { DEFAULT_TIMEZONE } from './dateTimeText';

// The date-and-time text lives apart, without luxon: the shell and the dashboard draw times before any form loads.
export { DEFAULT_TIMEZONE, daysAgoUnix, formatDateTime, nowUnix } from './dateTimeText';

/** A calendar date reads DD.MM.YYYY; the server and the schemas speak ISO yyyy-MM-dd. */
const RU_DATE = 'dd.MM.yyyy';
const ISO_DATE = 'yyyy-MM-dd';

/** 'DD.MM.YYYY' -> 'yyyy-MM-dd', or null for incomplete or impossible input (31.02.2024). */
export function parseRuDate(text: string | null | undefined): string | null {
  if (!text || !/^\d{2}\.\d{2}\.\d{4}$/.test(text.trim())) return null;
  const date = DateTime.fromFormat(text.trim(), RU_DATE, { zone: 'utc' });
  return date.isValid ? date.toFormat(ISO_DATE) : null;
}

/** 'yyyy-MM-dd' (or a longer ISO string that starts with one) -> 'DD.MM.YYYY'; '' when it is not a date. */
export function toRuDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = DateTime.fromISO(iso.slice(0, 10), { zone: 'utc' });
  return date.isValid ? date.toFormat(RU_DATE) : '';
}

/** Unix seconds -> the calendar date 'DD.MM.YYYY' in the zone (Moscow unless told). */
export function unixToRuDate(unixSeconds: number | null | undefined, zone = DEFAULT_TIMEZONE): string {
  if (unixSeconds === null || unixSeconds === undefined || !Number.isFinite(unixSeconds)) return '';
  return DateTime.fromSeconds(unixSeconds, { zone }).toFormat(RU_DATE);
}

/** 'DD.MM.YYYY' -> unix seconds of that day's midnight in the zone (Moscow unless told), or null. */
export function ruDateToUnix(text: string | null | undefined, zone = DEFAULT_TIMEZONE): number | null {
  const iso = parseRuDate(text);
  if (!iso) return null;
  return Math.floor(DateTime.fromISO(iso, { zone }).startOf('day').toSeconds());
}

/** Money and discount percents are rounded to 2 decimals, half away from zero: 1.005 -> 1.01. */
export function round2(value: number): number {
  if (!Number.isFinite(value)) return value;
  const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
  return cents === 0 ? 0 : (Math.sign(value) * cents) / 100;
}

/** An amount in ru-RU with the currency sign: formatMoney(1234.5) -> '1 234,50 ₽' (the spaces are non-breaking). */
export function formatMoney(amount: number | null | undefined, currency = 'RUB'): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  return new Intl.NumberFormat('ru-RU', { style: 'currency', currency }).format(round2(amount));
}

/** The time pickers' step, in minutes. */
export const TIME_STEP_MINUTES = 30;

/** The day's times 'HH:mm' from 00:00 in steps: 48 of them for the default 30 minutes. */
export function timeSlots(stepMinutes = TIME_STEP_MINUTES): string[] {
  if (!Number.isInteger(stepMinutes) || stepMinutes <= 0)
    throw new RangeError(`time step must be a positive whole number of minutes, got ${stepMinutes}`);
  const slots: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += stepMinutes) {
    slots.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return slots;
}
