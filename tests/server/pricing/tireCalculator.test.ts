import { randomUUID } from 'node:crypto';
import { notInArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offices, partners, projects, refValues } from '../../../src/server/db/schema';
import { geoRegions } from '../../../src/server/evacuation/evacuationSchema';
import { OPEN_CALCULATOR_LIMIT } from '../../../src/server/pricing/calculatorRoutes';
import {
  partnerPromos,
  positions,
  priceListItems,
  priceListRegions,
  priceLists,
  promos,
  serviceBundleItems,
  serviceBundleLinks,
  serviceBundles,
  servicePromos,
} from '../../../src/server/pricing/pricingSchema';
import { REF_IDS, REF_VALUE_IDS } from '../../../src/shared/referenceIds';
import type { CalculationResult } from '../../../src/shared/schemas/pricing/calculator';
import { openTestApp, uniqueIp } from '../buildTestApp';
import { invoiceUser } from '../invoices/invoiceFixtures';

// The tyre-service calculators against sums computed by hand: odd kopecks, a percent promo that rounds, a roubles
// promo larger than the sum, the most specific bundle, the region's lists against a station's own, and the refusals.

const t = openTestApp();
const R16 = 9184;
const R20 = 9188;
let staff: string;
let noKey: string;
let world: Awaited<ReturnType<typeof makeWorld>>;
let projectId: number;

/** A tyre operation of the test's own, so the demo's bundles never compete with these. */
async function makeWorld() {
  const tag = randomUUID().slice(0, 8);
  const [fitting, storage] = await t.db
    .insert(refValues)
    .values([
      { refId: REF_IDS.tireOperation, name: `Шиномонтаж ${tag}` },
      { refId: REF_IDS.tireOperation, name: `Хранение ${tag}` },
    ])
    .returning();
  // Regions the demo's tyre lists do not price in (Moscow and its region), so only this test's lists answer there.
  const [region, otherRegion] = await t.db
    .select()
    .from(geoRegions)
    .where(
      notInArray(geoRegions.fiasId, ['0c5b2444-70a0-4932-980c-b4dc0d3f02b5', '29251dcf-00a1-4e34-98d4-5c47484a36d4']),
    )
    .limit(2);
  const [wheel, weight, valve, keep] = await t.db
    .insert(positions)
    .values([
      { name: `Снятие и установка ${tag}`, unit: 'колесо' },
      { name: `Грузик ${tag}`, unit: 'шт.' },
      { name: `Вентиль ${tag}`, unit: 'шт.' },
      { name: `Хранение колеса, месяц ${tag}`, unit: 'колесо' },
    ])
    .returning();
  const [a, b, c] = await t.db
    .insert(partners)
    .values([{ name: `Альфа ${tag}` }, { name: `Бета ${tag}` }, { name: `Гамма ${tag}` }])
    .returning();
  const [station] = await t.db
    .insert(offices)
    .values({ partnerId: a.id, name: `Станция ${tag}` })
    .returning();
  const [listA, listB, listC, listStation, listStorage] = await t.db
    .insert(priceLists)
    .values([
      { name: `А ${tag}`, partnerId: a.id, serviceId: 69 },
      { name: `Б ${tag}`, partnerId: b.id, serviceId: 69 },
      { name: `В без вентиля ${tag}`, partnerId: c.id, serviceId: 69 },
      { name: `Станция ${tag}`, partnerId: a.id, serviceId: 69, partnerOfficeId: station.id },
      { name: `Хранение ${tag}`, partnerId: a.id, serviceId: 68 },
    ])
    .returning();
  await t.db.insert(priceListRegions).values([
    { priceListId: listA.id, regionFiasId: region.fiasId },
    { priceListId: listB.id, regionFiasId: region.fiasId },
    { priceListId: listC.id, regionFiasId: region.fiasId },
    { priceListId: listStorage.id, regionFiasId: region.fiasId },
  ]);
  const item = (priceListId: number, positionId: number, amount: number) => ({ priceListId, positionId, amount });
  await t.db
    .insert(priceListItems)
    .values([
      item(listA.id, wheel.id, 412.5),
      item(listA.id, weight.id, 0.35),
      item(listA.id, valve.id, 99.99),
      item(listB.id, wheel.id, 400.01),
      item(listB.id, weight.id, 0.33),
      item(listB.id, valve.id, 100),
      item(listC.id, wheel.id, 1),
      item(listC.id, weight.id, 1),
      item(listStation.id, wheel.id, 300),
      item(listStation.id, weight.id, 0.01),
      item(listStation.id, valve.id, 50.05),
      item(listStorage.id, keep.id, 83.33),
    ]);
  const bundle = async (
    name: string,
    operation: number,
    serviceId: number,
    items: [number, number][],
    links: number[],
  ) => {
    const [row] = await t.db
      .insert(serviceBundles)
      .values({ name: `${name} ${tag}`, serviceId, tireOperationRefValueId: operation })
      .returning();
    await t.db
      .insert(serviceBundleItems)
      .values(items.map(([positionId, quantity]) => ({ bundleId: row.id, positionId, quantity })));
    if (links.length)
      await t.db.insert(serviceBundleLinks).values(links.map((refValueId) => ({ bundleId: row.id, refValueId })));
    return row.id;
  };
  const fittingItems: [number, number][] = [
    [wheel.id, 1],
    [weight.id, 3],
    [valve.id, 1],
  ];
  const passengerR16 = await bundle('Легковой R13–R16', fitting.id, 69, fittingItems, [
    9181,
    9182,
    9183,
    R16,
    REF_VALUE_IDS.carPassenger,
  ]);
  const anyR16 = await bundle('Любой R16', fitting.id, 69, [[wheel.id, 2]], [R16]);
  const storageBundle = await bundle('Хранение', storage.id, 68, [[keep.id, 1]], []);
  return {
    tag,
    fitting: fitting.id,
    storage: storage.id,
    region,
    otherRegion,
    station,
    a,
    b,
    listA,
    listB,
    listStation,
    passengerR16,
    anyR16,
    storageBundle,
  };
}

const post = (url: string, body: object, token?: string, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: body,
    remoteAddress: ip,
    headers: token ? { authorization: token } : {},
  });

const staffFitting = async (body: object) => {
  const r = await post('/v1/prices/calculate/station_tire_fitting', body, staff);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as CalculationResult;
};

const refusal = async (url: string, body: object, status: number) => {
  const r = await post(url, body, staff);
  expect(r.statusCode, r.body).toBe(status);
  return r.json() as { message: string; errorCode: string; details?: Record<string, string> };
};

beforeAll(async () => {
  world = await makeWorld();
  // A project of the test's own: the demo project's promos stay as the demo made them for other suites.
  [{ id: projectId }] = await t.db
    .insert(projects)
    .values({ name: `Проект промо ${Math.random()}` })
    .returning();
  staff = (await invoiceUser(t.app, t.db, ['available'], null, ['pricelists'])).token;
  noKey = (await invoiceUser(t.app, t.db, ['available'], null, [])).token;
});

describe('station tyre fitting', () => {
  it('prices the bundle by every complete list of the region, cheapest first, in exact kopecks', async () => {
    const result = await staffFitting({
      regionFiasId: world.region.fiasId,
      tireOperationRefValueId: world.fitting,
      wheelDiameterRefValueId: R16,
    });
    expect(result.bundleId).toBe(world.passengerR16);
    // Б: 4 x (400.01 + 3 x 0.33 + 100) = 2004.00; А: 4 x (412.50 + 3 x 0.35 + 99.99) = 2054.16; В lacks the valve.
    expect(result.offers.map((o) => [o.priceListId, o.amount, o.total])).toEqual([
      [world.listB.id, 2004, 2004],
      [world.listA.id, 2054.16, 2054.16],
    ]);
    expect(result.offers[1].lines).toEqual([
      expect.objectContaining({ price: 412.5, quantity: 4, amount: 1650 }),
      expect.objectContaining({ price: 0.35, quantity: 12, amount: 4.2 }),
      expect.objectContaining({ price: 99.99, quantity: 4, amount: 399.96 }),
    ]);
  });

  it('takes the most specific bundle that fits the car, and refuses a car no bundle fits', async () => {
    const suv = await staffFitting({
      regionFiasId: world.region.fiasId,
      tireOperationRefValueId: world.fitting,
      wheelDiameterRefValueId: R16,
      carTypeRefValueId: REF_VALUE_IDS.carSuv,
      wheelCount: 2,
    });
    expect(suv.bundleId).toBe(world.anyR16);
    // 2 wheels x 2 x 412.50 at А; В has the one position too: 2 x 2 x 1.00.
    expect(suv.offers.map((o) => o.total)).toEqual([4, 1600.04, 1650]);
    const none = await refusal(
      '/v1/prices/calculate/station_tire_fitting',
      { regionFiasId: world.region.fiasId, tireOperationRefValueId: world.fitting, wheelDiameterRefValueId: R20 },
      422,
    );
    expect(none.message).toBe(`Нет комплекса услуг «Шиномонтаж ${world.tag}» для этих параметров автомобиля`);
  });

  it('takes a percent promo off each offer, rounded to the kopeck, and a roubles promo never below zero', async () => {
    const percent = `P${world.tag}`;
    const roubles = `R${world.tag}`;
    const [p] = await t.db
      .insert(promos)
      .values([
        { name: `Процент ${world.tag}`, projectId, code: percent, discountPercent: 15.5 },
        { name: `Рубли ${world.tag}`, projectId, code: roubles, discountRub: 2010.5 },
      ])
      .returning();
    await t.db.insert(servicePromos).values({ promoId: p.id, serviceId: 69 });
    const body = {
      regionFiasId: world.region.fiasId,
      tireOperationRefValueId: world.fitting,
      wheelDiameterRefValueId: R16,
    };
    const withPercent = await staffFitting({ ...body, promoCode: percent.toLowerCase() });
    // 2004.00 x 15.5 % = 310.62; 2054.16 x 15.5 % = 318.3948 -> 318.39.
    expect(withPercent.offers.map((o) => [o.amount, o.promoDiscount, o.total])).toEqual([
      [2004, 310.62, 1693.38],
      [2054.16, 318.39, 1735.77],
    ]);
    expect(withPercent.promo).toMatchObject({ name: `Процент ${world.tag}`, discountPercent: 15.5 });
    const withRoubles = await staffFitting({ ...body, promoCode: roubles });
    expect(withRoubles.offers.map((o) => [o.promoDiscount, o.total])).toEqual([
      [2004, 0],
      [2010.5, 43.66],
    ]);
  });

  it('gives a partner-limited promo only at that partner, and refuses codes that are unknown, over or used up', async () => {
    const code = (s: string) => `${s}${world.tag}`;
    const yesterday = new Date(Date.now() - 3 * 86_400_000);
    const [limited] = await t.db
      .insert(promos)
      .values([
        { name: `Только Альфа ${world.tag}`, projectId, code: code('A'), discountRub: 100 },
        { name: `Прошла ${world.tag}`, projectId, code: code('OLD'), discountRub: 100, dateEnd: yesterday },
        { name: `Кончилась ${world.tag}`, projectId, code: code('MAX'), discountRub: 100, maxUses: 2, usedCount: 2 },
        { name: `Шины ${world.tag}`, projectId, code: code('ST'), discountRub: 100 },
      ])
      .returning();
    await t.db.insert(partnerPromos).values({ promoId: limited.id, partnerId: world.a.id });
    const body = {
      regionFiasId: world.region.fiasId,
      tireOperationRefValueId: world.fitting,
      wheelDiameterRefValueId: R16,
    };
    const atAlpha = await staffFitting({ ...body, promoCode: code('A') });
    // Альфа: 2054.16 - 100 = 1954.16 is now cheaper than Бета's 2004.00 without the promo.
    expect(atAlpha.offers.map((o) => [o.partnerId, o.promoDiscount, o.total])).toEqual([
      [world.a.id, 100, 1954.16],
      [world.b.id, 0, 2004],
    ]);
    const url = '/v1/prices/calculate/station_tire_fitting';
    expect((await refusal(url, { ...body, promoCode: 'НЕТТАКОГО' }, 422)).message).toBe('Промокод не найден');
    expect((await refusal(url, { ...body, promoCode: code('OLD') }, 422)).message).toMatch(
      new RegExp(`^Срок промоакции «Прошла ${world.tag}» истёк \\d\\d\\.\\d\\d\\.\\d{4}$`),
    );
    expect((await refusal(url, { ...body, promoCode: code('MAX') }, 422)).message).toBe(
      `Промоакция «Кончилась ${world.tag}» исчерпана: использована 2 из 2 раз`,
    );
  });

  it('prices a station by its own list, and refuses a region without lists or a body with neither', async () => {
    const atStation = await staffFitting({
      partnerOfficeId: world.station.id,
      tireOperationRefValueId: world.fitting,
      wheelDiameterRefValueId: R16,
      wheelCount: 3,
    });
    // 3 x (300 + 3 x 0.01 + 50.05) = 3 x 350.08 = 1050.24
    expect(atStation.offers.map((o) => [o.priceListId, o.total])).toEqual([[world.listStation.id, 1050.24]]);
    const url = '/v1/prices/calculate/station_tire_fitting';
    const empty = await refusal(
      url,
      { regionFiasId: world.otherRegion.fiasId, tireOperationRefValueId: world.fitting, wheelDiameterRefValueId: R16 },
      422,
    );
    expect(empty.message).toBe('В регионе нет прайс-листов на эту услугу');
    const neither = await refusal(url, { wheelDiameterRefValueId: R16 }, 400);
    expect(neither.details).toMatchObject({ regionFiasId: 'Укажите регион или станцию' });
    const wheels = await refusal(
      url,
      { regionFiasId: world.region.fiasId, wheelDiameterRefValueId: R16, wheelCount: 9 },
      400,
    );
    expect(wheels.details).toMatchObject({ wheelCount: 'Количество колёс — целое число от 1 до 8' });
  });
});

describe('station tyre storage', () => {
  it('prices every wheel for every month', async () => {
    const r = await post(
      '/v1/prices/calculate/station_tire_storage',
      {
        regionFiasId: world.region.fiasId,
        tireOperationRefValueId: world.storage,
        wheelDiameterRefValueId: R16,
        months: 7,
      },
      staff,
    );
    expect(r.statusCode, r.body).toBe(200);
    // 4 wheels x 7 months x 83.33 = 2333.24
    expect((r.json() as CalculationResult).offers.map((o) => [o.lines[0].quantity, o.total])).toEqual([[28, 2333.24]]);
  });
});

describe('who may ask', () => {
  it('answers the site without a token, staff only with the price lists key', async () => {
    const body = {
      regionFiasId: world.region.fiasId,
      tireOperationRefValueId: world.fitting,
      wheelDiameterRefValueId: R16,
    };
    const open = await post('/v1/open/calculate/station_tire_fitting', body, undefined, uniqueIp());
    expect(open.statusCode, open.body).toBe(200);
    expect((open.json() as CalculationResult).offers[0].total).toBe(2004);
    expect((await post('/v1/prices/calculate/station_tire_fitting', body)).statusCode).toBe(401);
    expect((await post('/v1/prices/calculate/station_tire_fitting', body, noKey)).statusCode).toBe(403);
  });

  it('limits each address of the open calculator, in Russian', async () => {
    const ip = uniqueIp();
    const body = {
      regionFiasId: world.region.fiasId,
      tireOperationRefValueId: world.storage,
      wheelDiameterRefValueId: R16,
    };
    for (let i = 0; i < OPEN_CALCULATOR_LIMIT.max; i++) {
      const r = await post('/v1/open/calculate/station_tire_storage', body, undefined, ip);
      expect(r.statusCode, r.body).toBe(200);
    }
    const over = await post('/v1/open/calculate/station_tire_storage', body, undefined, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', message: 'Слишком много запросов' });
    expect(over.headers['retry-after']).toBeDefined();
    expect((await post('/v1/open/calculate/station_tire_storage', body, undefined, uniqueIp())).statusCode).toBe(200);
  });
});
