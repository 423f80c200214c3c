import type { TableSettings } from '../../../../machines/kit/dataTableTypes';
import { DEFAULT_NOTIFICATION_PERIOD, NOTIFICATION_PERIODS } from '../../../shared/constants';

// The notification history panel's settings: the period and which columns show. They are kept
// like a data table's (tableSettingsStore: local storage per header and key, plus the user's server copy), as a
// TableSettings whose columns say what is hidden and whose one filter is the period in days.

export const NOTIFICATION_HISTORY_HEADER = 'Последние уведомления';
export const NOTIFICATION_HISTORY_KEY = 'dashboard.notifications';

export type NotificationPeriod = (typeof NOTIFICATION_PERIODS)[number];

/** The columns of a notification history row, in the panel's order. */
export const NOTIFICATION_COLUMNS = [
  { id: 'sendingTime', header: 'Отправлено' },
  { id: 'target', header: 'Кому' },
  { id: 'body', header: 'Текст' },
  { id: 'source', header: 'Источник' },
  { id: 'sent', header: 'Доставлено' },
  { id: 'failed', header: 'Ошибок' },
] as const;
export type NotificationColumnId = (typeof NOTIFICATION_COLUMNS)[number]['id'];

export interface NotificationHistorySettings {
  days: NotificationPeriod;
  hidden: NotificationColumnId[];
}

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationHistorySettings = {
  days: DEFAULT_NOTIFICATION_PERIOD as NotificationPeriod,
  hidden: [],
};

const isPeriod = (n: number): n is NotificationPeriod => (NOTIFICATION_PERIODS as readonly number[]).includes(n);
const isColumn = (id: string): id is NotificationColumnId => NOTIFICATION_COLUMNS.some((c) => c.id === id);

/** Saved settings read leniently: an unknown period or column (another version) falls back to the default. */
export function fromTableSettings(saved: TableSettings | null | undefined): NotificationHistorySettings {
  const days = Number(saved?.filters?.days);
  const hidden = (saved?.columns?.hidden ?? []).filter(isColumn);
  // Hiding every column would leave an empty table: show them all instead.
  return {
    days: isPeriod(days) ? days : DEFAULT_NOTIFICATION_SETTINGS.days,
    hidden: hidden.length < NOTIFICATION_COLUMNS.length ? hidden : [],
  };
}

export function toTableSettings(s: NotificationHistorySettings): TableSettings {
  return {
    columns: { order: NOTIFICATION_COLUMNS.map((c) => c.id), widths: {}, hidden: [...s.hidden] },
    filters: { days: String(s.days) },
  };
}

const plural = new Intl.PluralRules('ru');
/** '3 дня', '10 дней', '21 день'. */
export function daysLabel(n: number): string {
  const word =
    { one: 'день', few: 'дня', many: 'дней', other: 'дня' }[plural.select(n) as 'one' | 'few' | 'many' | 'other'] ??
    'дней';
  return `${n} ${word}`;
}
