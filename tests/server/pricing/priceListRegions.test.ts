import { beforeAll, describe, expect, it } from 'vitest';
import type { PriceListRegion, PriceListRow } from '../../../src/shared/schemas/pricing/priceLists';
import { openTestApp } from '../buildTestApp';
import { createInvoiceWorld, invoiceCalls } from '../invoices/invoiceFixtures';
import { MOSCOW, MOSCOW_REGION, priceListUser } from './priceListFixtures';

// GET /price_lists/regions?priceListId, POST /price_lists/regions, DELETE /price_lists/regions/{id}.

const t = openTestApp();
const { call, ok, refused } = invoiceCalls(() => t.app);
let admin: { id: number; token: string };

beforeAll(async () => {
  admin = await priceListUser(t.app, t.db);
});

describe('price-list regions', () => {
  it('adds regions (a repeat is 409), lists them, shows them on the list row and removes one', async () => {
    const w = await createInvoiceWorld(t.db);
    const moscow = await ok<PriceListRegion>(
      call(admin.token, 'POST', '/v1/price_lists/regions', { priceListId: w.priceListId, regionFiasId: MOSCOW }),
    );
    expect(moscow).toMatchObject({ priceListId: w.priceListId, regionFiasId: MOSCOW, regionName: 'г. Москва' });
    await ok(
      call(admin.token, 'POST', '/v1/price_lists/regions', { priceListId: w.priceListId, regionFiasId: MOSCOW_REGION }),
    );
    const repeat = await refused(
      call(admin.token, 'POST', '/v1/price_lists/regions', { priceListId: w.priceListId, regionFiasId: MOSCOW }),
      409,
      'BINDING_ALREADY_EXISTS',
    );
    expect(repeat.message).toBe('Регион уже добавлен в прайс-лист');
    const regions = await ok<PriceListRegion[]>(
      call(admin.token, 'GET', `/v1/price_lists/regions?priceListId=${w.priceListId}`),
    );
    expect(regions.map((r) => r.regionName).sort()).toEqual(['Московская обл.', 'г. Москва'].sort());
    const row = await ok<PriceListRow>(call(admin.token, 'GET', `/v1/price_lists/${w.priceListId}`));
    expect(row.regions).toHaveLength(2);
    expect(row.regions).toEqual(
      expect.arrayContaining([
        { id: moscow.id, regionFiasId: MOSCOW, regionName: 'г. Москва' },
        expect.objectContaining({ regionName: 'Московская обл.' }),
      ]),
    );
    await ok(call(admin.token, 'DELETE', `/v1/price_lists/regions/${moscow.id}`));
    expect(
      (
        await ok<PriceListRegion[]>(call(admin.token, 'GET', `/v1/price_lists/regions?priceListId=${w.priceListId}`))
      ).map((r) => r.regionFiasId),
    ).toEqual([MOSCOW_REGION]);
    await refused(call(admin.token, 'DELETE', `/v1/price_lists/regions/${moscow.id}`), 404, 'ENTITY_NOT_FOUND');
  });

  it('refuses bad input: no region, an unknown region, an unknown list', async () => {
    const w = await createInvoiceWorld(t.db);
    const empty = await refused(
      call(admin.token, 'POST', '/v1/price_lists/regions', { priceListId: w.priceListId, regionFiasId: ' ' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(empty.details).toEqual({ regionFiasId: 'Укажите регион' });
    const unknown = await refused(
      call(admin.token, 'POST', '/v1/price_lists/regions', { priceListId: w.priceListId, regionFiasId: 'нет-такого' }),
      404,
      'ENTITY_NOT_FOUND',
    );
    expect(unknown.message).toBe('Регион не найден');
    await refused(call(admin.token, 'GET', '/v1/price_lists/regions?priceListId=x'), 400, 'VALIDATION_ERROR');
    const noList = await refused(
      call(admin.token, 'POST', '/v1/price_lists/regions', { priceListId: 999999999, regionFiasId: MOSCOW }),
      404,
      'ENTITY_NOT_FOUND',
    );
    expect(noList.message).toBe('Прайс-лист не найден');
  });

  it('hides another partner’s list and regions from a partner’s staff (404) and needs the key (403)', async () => {
    const w = await createInvoiceWorld(t.db);
    const other = await createInvoiceWorld(t.db);
    const region = await ok<PriceListRegion>(
      call(admin.token, 'POST', '/v1/price_lists/regions', { priceListId: other.priceListId, regionFiasId: MOSCOW }),
    );
    const staff = await priceListUser(t.app, t.db, undefined, w.partnerId);
    await ok(
      call(staff.token, 'POST', '/v1/price_lists/regions', { priceListId: w.priceListId, regionFiasId: MOSCOW }),
    );
    const hidden = [
      call(staff.token, 'GET', `/v1/price_lists/regions?priceListId=${other.priceListId}`),
      call(staff.token, 'POST', '/v1/price_lists/regions', {
        priceListId: other.priceListId,
        regionFiasId: MOSCOW_REGION,
      }),
    ];
    for (const response of hidden)
      expect((await refused(response, 404, 'ENTITY_NOT_FOUND')).message).toBe('Прайс-лист не найден');
    expect(
      (await refused(call(staff.token, 'DELETE', `/v1/price_lists/regions/${region.id}`), 404, 'ENTITY_NOT_FOUND'))
        .message,
    ).toBe('Регион прайс-листа не найден');

    const nobody = await priceListUser(t.app, t.db, []);
    await refused(
      call(nobody.token, 'GET', `/v1/price_lists/regions?priceListId=${w.priceListId}`),
      403,
      'ACCESS_DENIED',
    );
    const reader = await priceListUser(t.app, t.db, ['available']);
    await refused(
      call(reader.token, 'POST', '/v1/price_lists/regions', {
        priceListId: w.priceListId,
        regionFiasId: MOSCOW_REGION,
      }),
      403,
      'ACCESS_DENIED',
    );
    await refused(call(reader.token, 'DELETE', `/v1/price_lists/regions/${region.id}`), 403, 'ACCESS_DENIED');
  });
});
