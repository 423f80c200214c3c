import { SERVICE_IDS } from '../../shared/constants';

// The scheduler demo's plan: the posts of the demo offices with their weekly hours, and what the week's appointments
// are made of (titles per service, durations, gaps between them, details).

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const ISO = 'yyyy-MM-dd';
export const hm = (h: number, m = 0) => h * 60 + m;

/** A weekly slot: day of the week (1 Monday .. 7 Sunday), begin and end minute of the day. */
export type Slot = [number, number, number];
export const WEEKDAYS = [1, 2, 3, 4, 5];
export const SATURDAY: Slot = [6, hm(10), hm(16)];
/** Mon-Fri 09:00-18:00, Sat 10:00-16:00, Sunday off. */
export const FULL: Slot[] = [...WEEKDAYS.map((d): Slot => [d, hm(9), hm(18)]), SATURDAY];
/** The same with a 13:00-14:00 lunch break on weekdays. */
export const LUNCH: Slot[] = [
  ...WEEKDAYS.flatMap((d): Slot[] => [
    [d, hm(9), hm(13)],
    [d, hm(14), hm(18)],
  ]),
  SATURDAY,
];
/** Weekdays only. */
export const WEEKDAYS_ONLY: Slot[] = WEEKDAYS.map((d): Slot => [d, hm(9), hm(18)]);

export interface DemoPost {
  name: string;
  services: number[];
  hours: Slot[];
  deleted?: true;
}

export const CAR = SERVICE_IDS.carService;
export const FITTING = SERVICE_IDS.tireFitting;
export const STORAGE = SERVICE_IDS.tireStorage;

export const PLATFORM_POSTS: DemoPost[][] = [
  [
    { name: 'Пост 1 — подъёмник', services: [CAR], hours: LUNCH },
    { name: 'Пост 2 — шиномонтаж', services: [CAR], hours: FULL },
    { name: 'Пост 3 — развал-схождение', services: [CAR], hours: WEEKDAYS_ONLY },
    { name: 'Пост 4 — диагностика', services: [CAR], hours: LUNCH },
  ],
  [
    { name: 'Пост 1 — подъёмник', services: [CAR], hours: FULL },
    { name: 'Пост 2 — шиномонтаж', services: [CAR], hours: LUNCH },
    { name: 'Пост 3 — развал-схождение', services: [CAR], hours: FULL },
    { name: 'Пост 4 — мойка', services: [CAR], hours: FULL, deleted: true },
  ],
];
export const TYRE_POSTS: DemoPost[][] = [
  [
    { name: 'Пост 1 — шиномонтаж', services: [FITTING], hours: FULL },
    { name: 'Пост 2 — шиномонтаж и балансировка', services: [FITTING, STORAGE], hours: LUNCH },
    { name: 'Пост 3 — приём шин на хранение', services: [STORAGE], hours: WEEKDAYS_ONLY },
    { name: 'Пост 4 — грузовой шиномонтаж', services: [FITTING], hours: FULL },
  ],
  [
    { name: 'Пост 1 — шиномонтаж', services: [FITTING, STORAGE], hours: FULL },
    { name: 'Пост 2 — балансировка', services: [FITTING], hours: LUNCH },
    { name: 'Пост 3 — хранение шин', services: [STORAGE], hours: FULL },
  ],
];

export const TITLES: Record<number, string[]> = {
  [CAR]: [
    'ТО-2',
    'Замена масла',
    'Замена тормозных колодок',
    'Компьютерная диагностика',
    'Развал-схождение',
    'Замена ремня ГРМ',
    'Диагностика подвески',
  ],
  [FITTING]: [
    'Сезонный шиномонтаж R16',
    'Сезонный шиномонтаж R17',
    'Балансировка колёс R15',
    'Ремонт прокола',
    'Шиномонтаж R18, низкий профиль',
  ],
  [STORAGE]: ['Перевозка шин на хранение', 'Приём шин на хранение R16', 'Выдача шин с хранения'],
};
/** Lengths in minutes, on the 30-minute grid. */
export const DURATIONS: Record<number, number[]> = {
  [CAR]: [60, 30, 90, 60, 120],
  [FITTING]: [60, 30, 60, 90],
  [STORAGE]: [30, 30, 60],
};
/** Free time left before an appointment, in minutes. */
export const GAPS = [0, 30, 60, 0, 90, 30, 120];
export const DETAILS = [
  '{"comment":"Клиент просит позвонить за час"}',
  null,
  '{"comment":"Привезёт свои масло и фильтр"}',
  '{"comment":"Шумит передняя подвеска справа","source":"phone"}',
  null,
  '{"comment":"Оплата по безналичному расчёту, нужен счёт"}',
  '{"comment":"Комплект на дисках, 4 шт.","source":"site"}',
];
export const MAX_DELETED = 6;
export const INSERT_CHUNK = 1000;
