// Unix seconds as the console's date-and-time text, with Intl alone: this is on the way of every signed-in page's
// first paint (the shell, the dashboard), which should not wait for luxon. format.ts re-exports it.

/** Dates and times read DD.MM.YYYY HH:mm in Moscow time unless told otherwise; the server speaks unix seconds. */
export const DEFAULT_TIMEZONE = 'Europe/Moscow';

const INVALID = 'Invalid DateTime';

/**
 * Intl's formatter of a zone's date and time, made once per zone; null for a zone Intl does not know. Luxon's
 * toFormat built its date parts anew on every call: a dashboard's tables format hundreds of times while drawing.
 */
const zoneFormats = new Map<string, Intl.DateTimeFormat | null>();
function zoneFormat(zone: string): Intl.DateTimeFormat | null {
  let format = zoneFormats.get(zone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      format = null;
    }
    zoneFormats.set(zone, format);
  }
  return format;
}

/**
 * Makes the zone's formatter ahead of the first table: the first Intl formatter of a page loads the browser's
 * time-zone and locale data, about 20 ms of a phone's main thread, which is better spent while the page waits on
 * the network than in the middle of drawing the dashboard (the entry, main.ts, asks for it on a signed-in page).
 */
export function prepareDateTimeFormat(zone = DEFAULT_TIMEZONE): void {
  zoneFormat(zone)?.format(0);
}

export function formatDateTime(unixSeconds: number | null | undefined, zone = DEFAULT_TIMEZONE): string {
  if (unixSeconds === null || unixSeconds === undefined) return '';
  const format = Number.isFinite(unixSeconds) ? zoneFormat(zone) : null;
  // What Intl refuses (an unknown zone, a non-finite time) reads as luxon's text for an invalid time, as it always has.
  if (!format) return INVALID;
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of format.formatToParts(unixSeconds * 1000)) part[type] = value;
  return `${part.day}.${part.month}.${part.year?.padStart(4, '0')} ${part.hour}:${part.minute}`;
}

export const nowUnix = () => Math.floor(Date.now() / 1000);
export const daysAgoUnix = (days: number, now = Date.now()) => Math.floor(now / 1000) - days * 86_400;
