import { asc, eq } from 'drizzle-orm';
import { SERVICE_IDS } from '../../shared/constants';
import type { Tx } from '../db/db';
import type { DemoContext } from '../db/demoContext';
import { offices } from '../db/schema';
import { positions, priceListItems, priceLists } from '../pricing/pricingSchema';
import { partnerLegals } from './invoicesSchema';

// What the demo invoices are made from: the nomenclature, the partners' legal entities (with INN, with or without
// VAT) and price lists per partner and service, one of them an office's own (stationary) list of the tyre partner
// and one deleted, so the editor's show-deleted switch has something to show.

type PartnerKey = keyof DemoContext['partnerIds'];

/** [name, unit, deleted]. */
const POSITIONS: [string, string, boolean?][] = [
  ['Эвакуация легкового автомобиля', 'услуга'],
  ['Подача эвакуатора', 'услуга'],
  ['Километр за МКАД', 'км'],
  ['Погрузка автомобиля с заблокированными колёсами', 'услуга'],
  ['Ожидание эвакуатора', 'час'],
  ['Снятие/установка колеса', 'колесо'],
  ['Балансировка колеса', 'колесо'],
  ['Шиномонтаж R15', 'колесо'],
  ['Ремонт прокола', 'шт.'],
  ['Вентиль резиновый', 'шт.'],
  ['Хранение шин, сезон', 'комплект'],
  ['Мойка колеса', 'колесо'],
  ['Пакеты для шин', 'комплект'],
  ['Диагностика подвески', 'услуга'],
  ['Замена масла в двигателе', 'услуга'],
  ['Замена тормозных колодок', 'ось'],
  ['Компьютерная диагностика', 'услуга'],
  ['Шиномонтаж R13', 'колесо', true],
  ['Запуск двигателя от внешнего источника', 'услуга'],
  ['Замена колеса на месте', 'услуга'],
  ['Подвоз топлива', 'услуга'],
  ['Вскрытие автомобиля', 'услуга'],
  // What the complex bundles (pricing/nomenclatureDemo.ts) are made of: every one is priced in the tyre lists below.
  ['Демонтаж/монтаж шины R13–R16', 'колесо'],
  ['Демонтаж/монтаж шины R17–R20', 'колесо'],
  ['Грузики балансировочные', 'колесо'],
  ['Хранение шины, месяц', 'шт.'],
  ['Хранение колеса в сборе, месяц', 'шт.'],
];

const LEGALS: {
  partner: PartnerKey;
  name: string;
  inn: string;
  kpp: string | null;
  nds: number | null;
  deleted?: boolean;
}[] = [
  { partner: 'platform', name: 'ООО «Автосервис Демо»', inn: '7701234567', kpp: '770101001', nds: 20 },
  { partner: 'tires', name: 'ООО «Колесо»', inn: '7729345678', kpp: '772901001', nds: 20 },
  { partner: 'tires', name: 'ИП Колесников Андрей Викторович', inn: '502912345678', kpp: null, nds: null },
  { partner: 'tires', name: 'ООО «Колесо-Север»', inn: '7715987654', kpp: '771501001', nds: 20, deleted: true },
  { partner: 'tow', name: 'ИП Громов Виктор Алексеевич (эвакуатор)', inn: '662312345678', kpp: null, nds: null },
  { partner: 'tow', name: 'ООО «Эвакуатор-Сервис»', inn: '6671234567', kpp: '667101001', nds: 20 },
];

interface ListSpec {
  partner: PartnerKey;
  serviceId: number;
  name: string;
  /** The tyre partner's first office (Ленинский проспект) has its own list. */
  stationary?: boolean;
  deleted?: boolean;
  items: [position: string, price: number][];
}

const { evacuation, techHelp, tireFitting, tireStorage, carService } = SERVICE_IDS;
const FITTING: [string, number][] = [
  ['Снятие/установка колеса', 250],
  ['Балансировка колеса', 300],
  ['Шиномонтаж R15', 350],
  ['Ремонт прокола', 500],
  ['Вентиль резиновый', 80],
  ['Демонтаж/монтаж шины R13–R16', 412.5],
  ['Демонтаж/монтаж шины R17–R20', 587.5],
  ['Грузики балансировочные', 120],
];
const LISTS: ListSpec[] = [
  {
    partner: 'tow',
    serviceId: evacuation,
    name: 'Эвакуатор-Сервис: эвакуация легковых',
    items: [
      ['Эвакуация легкового автомобиля', 3500],
      ['Подача эвакуатора', 1000],
      ['Километр за МКАД', 60],
      ['Погрузка автомобиля с заблокированными колёсами', 1500],
      ['Ожидание эвакуатора', 800],
    ],
  },
  {
    partner: 'tow',
    serviceId: techHelp,
    name: 'Эвакуатор-Сервис: техническая помощь на дороге',
    items: [
      ['Запуск двигателя от внешнего источника', 1200],
      ['Замена колеса на месте', 1500],
      ['Подвоз топлива', 900],
      ['Вскрытие автомобиля', 2500],
    ],
  },
  { partner: 'tires', serviceId: tireFitting, name: 'Колесо: шиномонтаж легковых', items: FITTING },
  {
    partner: 'tires',
    serviceId: tireFitting,
    name: 'Колесо на Ленинском: шиномонтаж',
    stationary: true,
    items: FITTING.map(([n, p]) => [n, Math.round(p * 1.1)]),
  },
  {
    partner: 'tires',
    serviceId: tireFitting,
    name: 'Колесо: шиномонтаж (прайс 2024)',
    deleted: true,
    items: FITTING.map(([n, p]) => [n, p - 50]),
  },
  {
    partner: 'tires',
    serviceId: tireStorage,
    name: 'Колесо: сезонное хранение',
    items: [
      ['Хранение шин, сезон', 4000],
      ['Мойка колеса', 150],
      ['Пакеты для шин', 200],
      ['Снятие/установка колеса', 250],
      ['Хранение шины, месяц', 412.5],
      ['Хранение колеса в сборе, месяц', 562.5],
    ],
  },
  {
    partner: 'platform',
    serviceId: carService,
    name: 'Автосервис Демо: ТО и ремонт',
    items: [
      ['Диагностика подвески', 1500],
      ['Замена масла в двигателе', 1200],
      ['Замена тормозных колодок', 1800],
      ['Компьютерная диагностика', 1000],
    ],
  },
];

export interface DemoItem {
  id: number;
  name: string;
  unit: string;
  amount: number;
}
export interface DemoPriceList {
  id: number;
  partnerId: number;
  serviceId: number;
  partnerOfficeId: number | null;
  items: DemoItem[];
}
export interface DemoLegal {
  id: number;
  partnerId: number;
  name: string;
  nds: number | null;
}

export async function seedInvoiceCatalog(
  tx: Tx,
  ctx: DemoContext,
): Promise<{ lists: DemoPriceList[]; legals: DemoLegal[] }> {
  const DAY = 86_400_000;
  const madePositions = await tx
    .insert(positions)
    .values(
      POSITIONS.map(([name, unit, deleted]) => ({
        name,
        unit,
        deletedDate: deleted ? new Date(ctx.now - 90 * DAY) : null,
      })),
    )
    .returning();
  const positionOf = new Map(madePositions.map((p) => [p.name, p]));
  const legals = await tx
    .insert(partnerLegals)
    .values(
      LEGALS.map((l) => ({
        partnerId: ctx.partnerIds[l.partner],
        name: l.name,
        inn: l.inn,
        kpp: l.kpp,
        nds: l.nds,
        deletedDate: l.deleted ? new Date(ctx.now - 30 * DAY) : null,
      })),
    )
    .returning();
  const [tyreOffice] = await tx
    .select({ id: offices.id })
    .from(offices)
    .where(eq(offices.partnerId, ctx.partnerIds.tires))
    .orderBy(asc(offices.id))
    .limit(1);

  const lists: DemoPriceList[] = [];
  for (const spec of LISTS) {
    const [list] = await tx
      .insert(priceLists)
      .values({
        name: spec.name,
        partnerId: ctx.partnerIds[spec.partner],
        serviceId: spec.serviceId,
        partnerOfficeId: spec.stationary ? tyreOffice.id : null,
        deletedDate: spec.deleted ? new Date(ctx.now - 60 * DAY) : null,
      })
      .returning();
    const items = await tx
      .insert(priceListItems)
      .values(
        spec.items.map(([name, amount]) => ({ priceListId: list.id, positionId: positionOf.get(name)!.id, amount })),
      )
      .returning();
    if (!spec.deleted) {
      lists.push({
        id: list.id,
        partnerId: list.partnerId,
        serviceId: list.serviceId,
        partnerOfficeId: list.partnerOfficeId,
        items: items.map((item, i) => ({
          id: item.id,
          name: spec.items[i][0],
          unit: positionOf.get(spec.items[i][0])!.unit,
          amount: item.amount,
        })),
      });
    }
  }
  return {
    lists,
    legals: legals
      .filter((l) => l.deletedDate === null)
      .map((l) => ({ id: l.id, partnerId: l.partnerId, name: l.name, nds: l.nds })),
  };
}
