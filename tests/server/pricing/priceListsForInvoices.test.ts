import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { priceListItems, priceLists } from '../../../src/server/pricing/pricingSchema';
import type { PriceList, PriceListItem } from '../../../src/shared/schemas/invoice';
import { openTestApp } from '../buildTestApp';
import { createInvoiceWorld, invoiceCalls, invoiceUser } from '../invoices/invoiceFixtures';

// GET /v1/price_lists/for_invoices, /stationary/for_invoices and /items: what the invoice editor offers.

const t = openTestApp();
const { call, ok, refused } = invoiceCalls(() => t.app);
let admin: { id: number; token: string };

beforeAll(async () => {
  admin = await invoiceUser(t.app, t.db, ['available']);
});

describe('price lists for the invoice editor', () => {
  it('lists a partner’s lists for the service (not stationary), an office’s lists, and a list’s items by name', async () => {
    const w = await createInvoiceWorld(t.db);
    const [office] = await t.db
      .insert(priceLists)
      .values({ name: `Офис ${w.tag}`, partnerId: w.partnerId, serviceId: 69, partnerOfficeId: w.officeId })
      .returning();
    const [old] = await t.db
      .insert(priceLists)
      .values({ name: `Архив ${w.tag}`, partnerId: w.partnerId, serviceId: 69, deletedDate: new Date() })
      .returning();
    await t.db.insert(priceLists).values({ name: `Хранение ${w.tag}`, partnerId: w.partnerId, serviceId: 68 });
    const get = <T>(url: string, token = admin.token) => ok<T>(call(token, 'GET', url));

    expect(
      (await get<PriceList[]>(`/v1/price_lists/for_invoices?partnerId=${w.partnerId}&serviceId=69`)).map((l) => l.id),
    ).toEqual([w.priceListId]);
    const withDeleted = await get<PriceList[]>(
      `/v1/price_lists/for_invoices?partnerId=${w.partnerId}&serviceId=69&showDeleted=true`,
    );
    expect(withDeleted.map((l) => l.name)).toEqual([`Архив ${w.tag}`, `Прайс ${w.tag}`]);
    expect(withDeleted[0]).toMatchObject({
      id: old.id,
      partnerName: `Партнёр счетов ${w.tag}`,
      partnerOfficeId: null,
      deletedDate: expect.any(Number),
    });
    expect(
      await get<PriceList[]>(`/v1/price_lists/stationary/for_invoices?partnerOfficeId=${w.officeId}&serviceId=69`),
    ).toEqual([
      {
        id: office.id,
        name: `Офис ${w.tag}`,
        partnerId: w.partnerId,
        partnerName: `Партнёр счетов ${w.tag}`,
        serviceId: 69,
        partnerOfficeId: w.officeId,
        deletedDate: null,
      },
    ]);

    await t.db.update(priceListItems).set({ deletedDate: new Date() }).where(eq(priceListItems.id, w.items.storage));
    const items = await get<PriceListItem[]>(`/v1/price_lists/items?priceListId=${w.priceListId}`);
    expect(items.map((i) => i.name)).toEqual([
      `Балансировка колеса ${w.tag}`,
      `Вентиль ${w.tag}`,
      `Снятие/установка колеса ${w.tag}`,
    ]);
    expect(items[0]).toMatchObject({
      id: w.items.balancing,
      priceListId: w.priceListId,
      unit: 'колесо',
      amount: 300.1,
      deletedDate: null,
    });
    expect(
      await get<PriceListItem[]>(`/v1/price_lists/items?priceListId=${w.priceListId}&showDeleted=true`),
    ).toHaveLength(4);
  });

  it('shows a partner’s staff only their partner’s lists; 404 for an unknown list; 403 without the key', async () => {
    const w = await createInvoiceWorld(t.db);
    const other = await createInvoiceWorld(t.db);
    const staff = await invoiceUser(t.app, t.db, ['available'], w.partnerId);
    expect(
      await ok(call(staff.token, 'GET', `/v1/price_lists/for_invoices?partnerId=${other.partnerId}&serviceId=69`)),
    ).toEqual([]);
    await refused(
      call(staff.token, 'GET', `/v1/price_lists/items?priceListId=${other.priceListId}`),
      404,
      'ENTITY_NOT_FOUND',
    );
    expect(
      (await refused(call(admin.token, 'GET', '/v1/price_lists/items?priceListId=999999999'), 404, 'ENTITY_NOT_FOUND'))
        .message,
    ).toBe('Прайс-лист не найден');
    const nobody = (await invoiceUser(t.app, t.db, [])).token;
    await refused(
      call(nobody, 'GET', `/v1/price_lists/for_invoices?partnerId=${w.partnerId}&serviceId=69`),
      403,
      'ACCESS_DENIED',
    );
    await refused(
      call(nobody, 'GET', `/v1/price_lists/stationary/for_invoices?partnerOfficeId=${w.officeId}&serviceId=69`),
      403,
      'ACCESS_DENIED',
    );
    await refused(call(nobody, 'GET', `/v1/price_lists/items?priceListId=${w.priceListId}`), 403, 'ACCESS_DENIED');
  });
});
