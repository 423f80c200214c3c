import { and, inArray, isNull } from 'drizzle-orm';
import { SERVICE_IDS } from '../../shared/constants';
import { REF_VALUE_IDS } from '../../shared/referenceIds';
import type { DemoSeed } from '../db/demoContext';
import {
  positions,
  priceListRegions,
  priceLists,
  serviceBundleItems,
  serviceBundleLinks,
  serviceBundles,
  servicePositions,
} from './pricingSchema';

// The demo's service positions and complex bundles, made of the positions the invoice catalogue already made
// (invoices/invoicesDemoCatalog.ts, found by name): every bundle position is an item of the demo tyre price lists,
// so the calculators can price each bundle. A few bulk inserts keep the demo fast.

const { tireFitting, tireStorage } = SERVICE_IDS;
const V = REF_VALUE_IDS;
const MOUNT_SMALL = 'Демонтаж/монтаж шины R13–R16';
const MOUNT_LARGE = 'Демонтаж/монтаж шины R17–R20';
const WHEEL = 'Снятие/установка колеса';
const BALANCE = 'Балансировка колеса';
const WEIGHTS = 'Грузики балансировочные';

/** Service id → its positions in their order. */
const SERVICE_POSITIONS: [number, string[]][] = [
  [
    tireFitting,
    [WHEEL, MOUNT_SMALL, MOUNT_LARGE, BALANCE, WEIGHTS, 'Ремонт прокола', 'Вентиль резиновый', 'Шиномонтаж R15'],
  ],
  [
    tireStorage,
    ['Хранение шины, месяц', 'Хранение колеса в сборе, месяц', 'Хранение шин, сезон', 'Мойка колеса', 'Пакеты для шин'],
  ],
];

interface BundleSpec {
  name: string;
  serviceId: number;
  operation: number;
  /** One of each per wheel (or per stored tyre or wheel). */
  items: string[];
  links: number[];
}

const BUNDLES: BundleSpec[] = [
  {
    name: 'Комплексный шиномонтаж R13–R16 легковой',
    serviceId: tireFitting,
    operation: V.tireFittingComplex,
    items: [WHEEL, MOUNT_SMALL, BALANCE, WEIGHTS],
    links: [9181, 9182, 9183, 9184, V.carPassenger],
  },
  {
    name: 'Комплексный шиномонтаж R17–R20',
    serviceId: tireFitting,
    operation: V.tireFittingComplex,
    items: [WHEEL, MOUNT_LARGE, BALANCE, WEIGHTS],
    links: [9185, 9186, 9187, 9188],
  },
  {
    name: 'Сезонная замена колёс',
    serviceId: tireFitting,
    operation: V.tireSeasonalSwap,
    items: [WHEEL, BALANCE, WEIGHTS],
    links: [],
  },
  { name: 'Балансировка', serviceId: tireFitting, operation: V.tireBalancing, items: [BALANCE, WEIGHTS], links: [] },
  {
    name: 'Хранение шин',
    serviceId: tireStorage,
    operation: V.tireStorageTyres,
    items: ['Хранение шины, месяц'],
    links: [],
  },
  {
    name: 'Хранение колёс в сборе',
    serviceId: tireStorage,
    operation: V.tireStorageWheels,
    items: ['Хранение колеса в сборе, месяц'],
    links: [],
  },
];

export const seedNomenclatureDemo: DemoSeed = async (tx) => {
  const names = [...new Set([...SERVICE_POSITIONS.flatMap(([, n]) => n), ...BUNDLES.flatMap((b) => b.items)])];
  const found = await tx
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(inArray(positions.name, names));
  const idOf = (name: string) => {
    const row = found.find((p) => p.name === name);
    if (!row) throw new Error(`demo position «${name}» is missing from the invoice catalogue`);
    return row.id;
  };
  await tx
    .insert(servicePositions)
    .values(
      SERVICE_POSITIONS.flatMap(([serviceId, list]) =>
        list.map((name, i) => ({ serviceId, positionId: idOf(name), sort: (i + 1) * 10 })),
      ),
    );
  const made = await tx
    .insert(serviceBundles)
    .values(BUNDLES.map((b) => ({ name: b.name, serviceId: b.serviceId, tireOperationRefValueId: b.operation })))
    .returning({ id: serviceBundles.id });
  await tx
    .insert(serviceBundleItems)
    .values(
      BUNDLES.flatMap((b, i) => b.items.map((name) => ({ bundleId: made[i].id, positionId: idOf(name), quantity: 1 }))),
    );
  await tx
    .insert(serviceBundleLinks)
    .values(BUNDLES.flatMap((b, i) => b.links.map((refValueId) => ({ bundleId: made[i].id, refValueId }))));
};

/** The regions the demo's tyre partners price in: Moscow and the Moscow region, so the site's calculator answers there. */
const DEMO_PRICE_REGIONS = ['0c5b2444-70a0-4932-980c-b4dc0d3f02b5', '29251dcf-00a1-4e34-98d4-5c47484a36d4'];

/** Every alive tyre-fitting and storage list of a partner (not an office's own) prices in the demo regions. */
export const seedPriceListRegionsDemo: DemoSeed = async (tx) => {
  const lists = await tx
    .select({ id: priceLists.id })
    .from(priceLists)
    .where(
      and(
        inArray(priceLists.serviceId, [tireFitting, tireStorage]),
        isNull(priceLists.partnerOfficeId),
        isNull(priceLists.deletedDate),
      ),
    );
  if (lists.length)
    await tx
      .insert(priceListRegions)
      .values(lists.flatMap((l) => DEMO_PRICE_REGIONS.map((regionFiasId) => ({ priceListId: l.id, regionFiasId }))));
};
