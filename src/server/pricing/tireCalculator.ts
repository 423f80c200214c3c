import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { SERVICE_IDS } from '../../shared/constants';
import { ERROR_CODES } from '../../shared/errorCodes';
import { kopecks, promoDiscountKopecks } from '../../shared/invoiceMoney';
import type {
  CalculationOffer,
  CalculationResult,
  TireFittingCalculation,
  TireStorageCalculation,
} from '../../shared/schemas/pricing/calculator';
import { isInScope, ownedByScope } from '../auth/tenantScope';
import type { DbOrTx } from '../db/db';
import { offices, partners, refValues } from '../db/schema';
import { AppError, notFound } from '../errors';
import {
  positions,
  priceListItems,
  priceListRegions,
  priceLists,
  serviceBundleItems,
  serviceBundleLinks,
  serviceBundles,
} from './pricingSchema';
import {
  type PromoRow,
  promoByCode,
  promoPartnerRefusal,
  promoScope,
  promoServiceRefusal,
  promoStateRefusal,
  promoTerms,
} from './promoRules';

// The tyre-service calculators. One complex bundle is chosen for the operation and the car (its links: every book
// the bundle names must hold the car's value), then priced by each price list of the region or the station that
// has all of the bundle's positions: a line is price x (bundle quantity x wheels [x months]), in whole kopecks; a
// promo code takes its discount off each offer's sum. Nothing the rules cannot price becomes 0: it is refused.

const MAX_OFFERS = 20;

const unpriceable = (message: string, field?: string) =>
  new AppError(422, ERROR_CODES.validation, message, field ? { [field]: message } : undefined);

interface Car {
  serviceId: number;
  tireOperationRefValueId: number;
  /** The car's reference values: its wheel diameter and, for fitting, its type. */
  values: number[];
}

async function chooseBundle(db: DbOrTx, car: Car) {
  const [operation] = await db
    .select({ name: refValues.name })
    .from(refValues)
    .where(eq(refValues.id, car.tireOperationRefValueId));
  const bundles = await db
    .select({ id: serviceBundles.id, name: serviceBundles.name })
    .from(serviceBundles)
    .where(
      and(
        eq(serviceBundles.serviceId, car.serviceId),
        eq(serviceBundles.tireOperationRefValueId, car.tireOperationRefValueId),
      ),
    )
    .orderBy(asc(serviceBundles.id));
  const links = bundles.length
    ? await db
        .select({
          bundleId: serviceBundleLinks.bundleId,
          refValueId: serviceBundleLinks.refValueId,
          refId: refValues.refId,
        })
        .from(serviceBundleLinks)
        .innerJoin(refValues, eq(refValues.id, serviceBundleLinks.refValueId))
        .where(
          inArray(
            serviceBundleLinks.bundleId,
            bundles.map((b) => b.id),
          ),
        )
    : [];
  const carBooks = await db
    .select({ id: refValues.id, refId: refValues.refId })
    .from(refValues)
    .where(inArray(refValues.id, car.values));
  const matching = bundles
    .map((bundle) => {
      const own = links.filter((l) => l.bundleId === bundle.id);
      const books = [...new Set(own.map((l) => l.refId))];
      const fits = books.every((book) =>
        carBooks.some((v) => v.refId === book && own.some((l) => l.refValueId === v.id)),
      );
      return { ...bundle, fits, specificity: books.length };
    })
    .filter((b) => b.fits)
    .sort((a, b) => b.specificity - a.specificity || a.id - b.id);
  if (!matching.length)
    throw unpriceable(
      `Нет комплекса услуг «${operation?.name ?? 'операция'}» для этих параметров автомобиля`,
      'tireOperationRefValueId',
    );
  const items = await db
    .select({
      positionId: serviceBundleItems.positionId,
      quantity: serviceBundleItems.quantity,
      name: positions.name,
      unit: positions.unit,
    })
    .from(serviceBundleItems)
    .innerJoin(positions, eq(positions.id, serviceBundleItems.positionId))
    .where(eq(serviceBundleItems.bundleId, matching[0].id))
    .orderBy(asc(serviceBundleItems.id));
  if (!items.length) throw unpriceable(`В комплексе «${matching[0].name}» нет позиций`);
  return { ...matching[0], items };
}

interface Place {
  regionFiasId?: string;
  partnerOfficeId?: number;
}

const listColumns = {
  id: priceLists.id,
  name: priceLists.name,
  partnerId: priceLists.partnerId,
  partnerName: partners.name,
  partnerOfficeId: priceLists.partnerOfficeId,
};

/**
 * The station's own lists, else its partner's; or every partner's lists of the region. A partner's staff asking the
 * staff calculator see only their partner's (the tenant rule); the site's calculator runs outside any scope.
 */
async function chooseLists(db: DbOrTx, serviceId: number, place: Place) {
  const alive = and(
    eq(priceLists.serviceId, serviceId),
    isNull(priceLists.deletedDate),
    isNull(partners.deletedDate),
    ownedByScope(priceLists.partnerId),
  );
  const inRegion = (regionFiasId: string) =>
    db
      .select(listColumns)
      .from(priceLists)
      .innerJoin(partners, eq(partners.id, priceLists.partnerId))
      .innerJoin(priceListRegions, eq(priceListRegions.priceListId, priceLists.id))
      .where(and(alive, isNull(priceLists.partnerOfficeId), eq(priceListRegions.regionFiasId, regionFiasId)))
      .orderBy(asc(priceLists.id));
  if (place.partnerOfficeId === undefined) {
    const lists = await inRegion(place.regionFiasId ?? '');
    if (!lists.length) throw unpriceable('В регионе нет прайс-листов на эту услугу', 'regionFiasId');
    return lists;
  }
  const [office] = await db
    .select({ partnerId: offices.partnerId })
    .from(offices)
    .where(and(eq(offices.id, place.partnerOfficeId), isNull(offices.deletedDate)));
  if (!office || !isInScope(office.partnerId)) throw notFound('Станция не найдена');
  const own = await db
    .select(listColumns)
    .from(priceLists)
    .innerJoin(partners, eq(partners.id, priceLists.partnerId))
    .where(and(alive, eq(priceLists.partnerOfficeId, place.partnerOfficeId)))
    .orderBy(asc(priceLists.id));
  if (own.length) return own;
  const partnerLists = await db
    .select(listColumns)
    .from(priceLists)
    .innerJoin(partners, eq(partners.id, priceLists.partnerId))
    .where(and(alive, eq(priceLists.partnerId, office.partnerId), isNull(priceLists.partnerOfficeId)))
    .orderBy(asc(priceLists.id));
  if (!partnerLists.length) throw unpriceable('У станции нет прайс-листа на эту услугу', 'partnerOfficeId');
  return partnerLists;
}

async function choosePromo(db: DbOrTx, code: string | undefined, serviceId: number) {
  if (!code) return null;
  const promo = await promoByCode(db, code);
  if (!promo) throw unpriceable('Промокод не найден', 'promoCode');
  const scope = await promoScope(db, promo.id);
  const why = promoStateRefusal(promo) ?? promoServiceRefusal(promo, scope, serviceId);
  if (why) throw unpriceable(why, 'promoCode');
  return { promo, scope };
}

const rubles = (k: number) => k / 100;

async function calculate(
  db: DbOrTx,
  car: Car,
  place: Place,
  unitsPerItem: number,
  promoCode: string | undefined,
): Promise<CalculationResult> {
  const bundle = await chooseBundle(db, car);
  const lists = await chooseLists(db, car.serviceId, place);
  const promo = await choosePromo(db, promoCode, car.serviceId);
  const prices = await db
    .select({
      priceListId: priceListItems.priceListId,
      positionId: priceListItems.positionId,
      amount: priceListItems.amount,
    })
    .from(priceListItems)
    .innerJoin(positions, eq(positions.id, priceListItems.positionId))
    .where(
      and(
        inArray(
          priceListItems.priceListId,
          lists.map((l) => l.id),
        ),
        inArray(
          priceListItems.positionId,
          bundle.items.map((i) => i.positionId),
        ),
        isNull(priceListItems.deletedDate),
        isNull(positions.deletedDate),
      ),
    );
  const priceOf = new Map(prices.map((p) => [`${p.priceListId}:${p.positionId}`, kopecks(p.amount)]));
  let missing: string | null = null;
  const offers: CalculationOffer[] = [];
  for (const list of lists) {
    const lines = bundle.items.map((item) => {
      const priceK = priceOf.get(`${list.id}:${item.positionId}`);
      const quantity = item.quantity * unitsPerItem;
      return { item, priceK, quantity };
    });
    const gap = lines.find((l) => l.priceK === undefined);
    if (gap) {
      missing ??= gap.item.name;
      continue;
    }
    const amountK = lines.reduce((sum, l) => sum + (l.priceK as number) * l.quantity, 0);
    const applies = promo && !promoPartnerRefusal(promo.promo, promo.scope, list.partnerId);
    const discountK = applies ? promoDiscountKopecks(amountK, promoTerms(promo.promo)) : 0;
    offers.push({
      priceListId: list.id,
      priceListName: list.name,
      partnerId: list.partnerId,
      partnerName: list.partnerName,
      partnerOfficeId: list.partnerOfficeId,
      lines: lines.map((l) => ({
        positionId: l.item.positionId,
        name: l.item.name,
        unit: l.item.unit,
        price: rubles(l.priceK as number),
        quantity: l.quantity,
        amount: rubles((l.priceK as number) * l.quantity),
      })),
      amount: rubles(amountK),
      promoDiscount: rubles(discountK),
      total: rubles(amountK - discountK),
    });
  }
  if (!offers.length)
    throw unpriceable(`Прайс-листы не содержат всех позиций комплекса «${bundle.name}»: нет цены на «${missing}»`);
  offers.sort((a, b) => a.total - b.total || a.priceListId - b.priceListId);
  return {
    serviceId: car.serviceId,
    bundleId: bundle.id,
    bundleName: bundle.name,
    promo: promo ? promoSummary(promo.promo) : null,
    offers: offers.slice(0, MAX_OFFERS),
  };
}

const promoSummary = (promo: PromoRow) => ({
  code: promo.code ?? '',
  name: promo.name,
  discount: promo.discountRub,
  discountPercent: promo.discountPercent,
});

/** POST .../station_tire_fitting: the operation for every wheel. */
export function calculateTireFitting(db: DbOrTx, body: TireFittingCalculation) {
  return calculate(
    db,
    {
      serviceId: SERVICE_IDS.tireFitting,
      tireOperationRefValueId: body.tireOperationRefValueId,
      values: [body.wheelDiameterRefValueId, body.carTypeRefValueId],
    },
    body,
    body.wheelCount,
    body.promoCode,
  );
}

/** POST .../station_tire_storage: every wheel for every month. */
export function calculateTireStorage(db: DbOrTx, body: TireStorageCalculation) {
  return calculate(
    db,
    {
      serviceId: SERVICE_IDS.tireStorage,
      tireOperationRefValueId: body.tireOperationRefValueId,
      values: [body.wheelDiameterRefValueId],
    },
    body,
    body.wheelCount * body.months,
    body.promoCode,
  );
}
