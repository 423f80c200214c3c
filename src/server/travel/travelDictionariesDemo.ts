import type { DbOrTx } from '../db/db';
import { addDays } from './travelDays';
import { moscowToday } from './travelPolicyLifecycle';
import {
  travelCountries,
  travelCurrencies,
  travelCurrencyRates,
  travelInsurers,
  travelPaymentCashes,
  travelPaymentTypes,
  travelRisks,
} from './travelSchema';

// The travel dictionaries as a real back office holds them: ISO 3166-1 alpha-2 countries with their Russian names
// (the Schengen states at 1.00, the costly destinations up to 1.80), ISO 4217 currencies with a rate for each of the
// last 60 days, three insurers, the five usual risks, the payment types and the cash desks.

type Country = [code: string, name: string, coefficient: number, schengen?: true];
const COUNTRIES: Country[] = [
  ['AT', 'Австрия', 1, true],
  ['BE', 'Бельгия', 1, true],
  ['BG', 'Болгария', 1, true],
  ['HU', 'Венгрия', 1, true],
  ['DE', 'Германия', 1, true],
  ['GR', 'Греция', 1, true],
  ['DK', 'Дания', 1, true],
  ['ES', 'Испания', 1, true],
  ['IT', 'Италия', 1, true],
  ['LV', 'Латвия', 1, true],
  ['LT', 'Литва', 1, true],
  ['NL', 'Нидерланды', 1, true],
  ['NO', 'Норвегия', 1, true],
  ['PL', 'Польша', 1, true],
  ['PT', 'Португалия', 1, true],
  ['RO', 'Румыния', 1, true],
  ['FI', 'Финляндия', 1, true],
  ['FR', 'Франция', 1, true],
  ['HR', 'Хорватия', 1, true],
  ['CZ', 'Чехия', 1, true],
  ['CH', 'Швейцария', 1, true],
  ['SE', 'Швеция', 1, true],
  ['EE', 'Эстония', 1, true],
  ['AM', 'Армения', 1],
  ['AZ', 'Азербайджан', 1],
  ['BY', 'Беларусь', 1],
  ['GE', 'Грузия', 1],
  ['KZ', 'Казахстан', 1],
  ['UZ', 'Узбекистан', 1],
  ['RS', 'Сербия', 1],
  ['ME', 'Черногория', 1],
  ['CY', 'Кипр', 1],
  ['TR', 'Турция', 1],
  ['EG', 'Египет', 1],
  ['AE', 'Объединённые Арабские Эмираты', 1.1],
  ['VN', 'Вьетнам', 1.1],
  ['IN', 'Индия', 1.1],
  ['LK', 'Шри-Ланка', 1.1],
  ['TH', 'Таиланд', 1.2],
  ['CN', 'Китай', 1.2],
  ['ID', 'Индонезия', 1.2],
  ['CU', 'Куба', 1.2],
  ['GB', 'Великобритания', 1.2],
  ['MV', 'Мальдивы', 1.3],
  ['IL', 'Израиль', 1.3],
  ['MX', 'Мексика', 1.4],
  ['BR', 'Бразилия', 1.4],
  ['KR', 'Республика Корея', 1.5],
  ['JP', 'Япония', 1.7],
  ['US', 'США', 1.8],
  ['CA', 'Канада', 1.8],
];

/** Roubles per unit around which the demo's daily rates move. */
const CURRENCIES = [
  { code: 'EUR', numericCode: '978', name: 'Евро', base: 98.4512 },
  { code: 'USD', numericCode: '840', name: 'Доллар США', base: 91.2736 },
  { code: 'CNY', numericCode: '156', name: 'Китайский юань', base: 12.6418 },
];
const RATE_DAYS = 60;

export async function seedTravelDictionaries(db: DbOrTx, now = new Date()): Promise<void> {
  const today = moscowToday(now);
  await db
    .insert(travelCountries)
    .values(
      COUNTRIES.map(([code, name, c, schengen]) => ({ code, name, territoryCoefficient: c, schengen: !!schengen })),
    )
    .onConflictDoNothing();
  await db
    .insert(travelCurrencies)
    .values(CURRENCIES.map(({ code, numericCode, name }) => ({ code, numericCode, name })))
    .onConflictDoNothing();
  // Every day of the last 60 ending today, moving by up to ±1.5% in a fixed pattern (ten-thousandths, as stored).
  await db
    .insert(travelCurrencyRates)
    .values(
      CURRENCIES.flatMap(({ code, base }, c) =>
        Array.from({ length: RATE_DAYS }, (_, i) => {
          const swing = (((i * 37 + c * 11) % 31) - 15) / 1000;
          return {
            currencyCode: code,
            rateDate: addDays(today, i - RATE_DAYS + 1),
            rate: Math.round(base * (1 + swing) * 10_000) / 10_000,
          };
        }),
      ),
    )
    .onConflictDoNothing();
  await db.insert(travelInsurers).values([
    { name: 'СПАО «Ингосстрах»', inn: '7705042179', license: 'СИ № 0928 от 23.09.2015' },
    { name: 'АО «АльфаСтрахование»', inn: '7713056834', license: 'СИ № 2239 от 13.11.2017' },
    { name: 'САО «РЕСО-Гарантия»', inn: '7710045520', license: 'СИ № 1209 от 13.07.2015' },
  ]);
  await db
    .insert(travelRisks)
    .values([
      { code: 'MED', name: 'Медицинские расходы', tariffPer1000: 0.021, minSum: 30000, maxSum: 100000, required: true },
      { code: 'ACC', name: 'Несчастный случай', tariffPer1000: 0.0175, minSum: 1000, maxSum: 20000, sort: 1 },
      { code: 'BAG', name: 'Багаж', tariffPer1000: 0.0625, minSum: 500, maxSum: 3000, sort: 2 },
      { code: 'CNC', name: 'Отмена поездки', tariffPer1000: 0.115, minSum: 500, maxSum: 5000, sort: 3 },
      {
        code: 'LIA',
        name: 'Гражданская ответственность',
        tariffPer1000: 0.0085,
        minSum: 10000,
        maxSum: 50000,
        sort: 4,
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(travelPaymentTypes)
    .values([
      { code: 'card', name: 'Банковская карта' },
      { code: 'cash', name: 'Наличные', requiresCash: true },
      { code: 'bank', name: 'Банковский перевод', requiresInvoice: true },
      { code: 'acquiring', name: 'Интернет-эквайринг' },
    ])
    .onConflictDoNothing();
  await db.insert(travelPaymentCashes).values([
    { name: 'Касса центрального офиса', address: 'Москва, ул. Тверская, д. 12' },
    { name: 'Касса офиса на Невском', address: 'Санкт-Петербург, Невский пр., д. 28' },
    { name: 'Касса «Колесо» на Ленинском', address: 'Москва, Ленинский пр., д. 95' },
  ]);
}
