import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../../src/server/db/schema';
import { createInvoice, editInvoice } from '../../../src/server/invoices/invoicesRepository';
import { promoUses } from '../../../src/server/invoices/invoicesSchema';
import { clientPromos, priceListItems, promos, servicePromos } from '../../../src/server/pricing/pricingSchema';
import type { Invoice, InvoiceHistoryEntry } from '../../../src/shared/schemas/invoice';
import { openTestApp } from '../buildTestApp';
import { anotherOrder, basket, createInvoiceWorld, invoiceCalls, invoiceUser } from './invoiceFixtures';

// A client's promo on an invoice: counted once per invoice, taken off and given back, refused with the reason when
// it is over, used up or not the client's; exact under concurrent uses. And an invoice keeps the prices it was made
// with when the price list changes later.

const t = openTestApp();
const { call, ok, refused } = invoiceCalls(() => t.app);
let admin: { id: number; token: string };
let projectId: number;
const system = { userId: null, scope: null };

beforeAll(async () => {
  admin = await invoiceUser(t.app, t.db, ['available', 'permissionInsert', 'permissionUpdate']);
  // A project of the test's own: the demo project's promos stay as the demo made them for other suites.
  [{ id: projectId }] = await t.db
    .insert(projects)
    .values({ name: `Проект промо ${Math.random()}` })
    .returning();
});

async function grant(clientId: number, promo: Partial<typeof promos.$inferInsert>) {
  const [p] = await t.db
    .insert(promos)
    .values({ name: `Промо ${Math.random()}`, projectId, ...promo })
    .returning();
  const [cp] = await t.db
    .insert(clientPromos)
    .values({ clientId, promoId: p.id, sourceProjectId: projectId })
    .returning();
  return { promoId: p.id, clientPromoId: cp.id };
}

const counts = async (g: { promoId: number; clientPromoId: number }) => {
  const [p] = await t.db.select().from(promos).where(eq(promos.id, g.promoId));
  const [cp] = await t.db.select().from(clientPromos).where(eq(clientPromos.id, g.clientPromoId));
  return [p.usedCount, cp.usedCount];
};

describe('a promo on an invoice', () => {
  it('takes its percent off after the other discounts, counts one use, keeps it on edits, gives it back when taken off', async () => {
    const w = await createInvoiceWorld(t.db);
    const g = await grant(w.clientId, { discountPercent: 12.5, maxUses: 5 });
    await t.db.insert(servicePromos).values({ promoId: g.promoId, serviceId: 69 });
    const body = {
      priceListId: w.priceListId,
      percentageDiscount: 10,
      invoicePositions: basket(w),
      clientPromoId: g.clientPromoId,
    };
    const made = await ok(call(admin.token, 'POST', `/v1/order_invoices/${w.orderId}`, body));
    // 580 - 10 % = 522; 12.5 % of 522 = 65.25; total 456.75, everything off 123.25.
    expect(made).toMatchObject({
      clientPromoId: g.clientPromoId,
      promoId: g.promoId,
      promoDiscount: 65.25,
      invoiceDiscount: 123.25,
      totalAmount: 456.75,
    });
    expect(made.promoName).toMatch(/^Промо/);
    expect(await counts(g)).toEqual([1, 1]);

    const { clientPromoId: _kept, ...withoutPromo } = body;
    const edited = await ok(
      call(admin.token, 'PUT', `/v1/order_invoices/${made.id}`, { ...withoutPromo, percentageDiscount: 0 }),
    );
    expect(edited).toMatchObject({ clientPromoId: g.clientPromoId, promoDiscount: 72.5, totalAmount: 507.5 });
    expect(await counts(g)).toEqual([1, 1]);
    const [use] = await t.db.select().from(promoUses).where(eq(promoUses.invoiceId, made.id));
    expect(use).toMatchObject({ discount: 72.5, releasedAt: null });

    const off = await ok(call(admin.token, 'PUT', `/v1/order_invoices/${made.id}`, { ...body, clientPromoId: null }));
    expect(off).toMatchObject({ clientPromoId: null, promoDiscount: 0, totalAmount: 522 });
    expect(await counts(g)).toEqual([0, 0]);
  });

  it('refuses a promo that is over, used up, of another client or of another service, and writes nothing', async () => {
    const w = await createInvoiceWorld(t.db);
    const other = await createInvoiceWorld(t.db);
    const old = await grant(w.clientId, {
      name: 'Летняя',
      discountRub: 100,
      dateEnd: new Date('2025-08-31T12:00:00Z'),
    });
    const full = await grant(w.clientId, { name: 'Первая сотня', discountRub: 100, maxUses: 1, usedCount: 1 });
    const foreign = await grant(other.clientId, { discountRub: 100 });
    const storage = await grant(w.clientId, { name: 'Хранение', discountRub: 100 });
    await t.db.insert(servicePromos).values({ promoId: storage.promoId, serviceId: 68 });
    const attempt = (clientPromoId: number) =>
      refused(
        call(admin.token, 'POST', `/v1/order_invoices/${w.orderId}`, {
          priceListId: w.priceListId,
          invoicePositions: basket(w),
          clientPromoId,
        }),
        400,
        'VALIDATION_ERROR',
      );
    expect((await attempt(old.clientPromoId)).details).toEqual({
      clientPromoId: 'Срок промоакции «Летняя» истёк 31.08.2025',
    });
    expect((await attempt(full.clientPromoId)).message).toBe(
      'Промоакция «Первая сотня» исчерпана: использована 1 из 1 раз',
    );
    expect((await attempt(foreign.clientPromoId)).message).toBe('Промоакция клиента не найдена');
    expect((await attempt(storage.clientPromoId)).message).toBe('Промоакция «Хранение» не действует для этой услуги');
    const list = await ok<Invoice[]>(call(admin.token, 'GET', `/v1/order_invoices?orderId=${w.orderId}`));
    expect(list).toEqual([]);
    expect(await counts(full)).toEqual([1, 0]);
  });

  it('counts exactly the uses left when 50 invoices take a promo with 10 uses left at once', async () => {
    const w = await createInvoiceWorld(t.db);
    const g = await grant(w.clientId, { discountRub: 10, maxUses: 15, usedCount: 5 });
    const orders = await Promise.all(Array.from({ length: 50 }, () => anotherOrder(t.db, w)));
    const results = await Promise.allSettled(
      orders.map((o) =>
        createInvoice(
          t.db,
          o.id,
          {
            priceListId: w.priceListId,
            percentageDiscount: 0,
            invoicePositions: basket(w),
            clientPromoId: g.clientPromoId,
          },
          system,
        ),
      ),
    );
    const done = results.filter((r) => r.status === 'fulfilled');
    expect(done).toHaveLength(10);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as Error).message).toMatch(/исчерпана: использована 15 из 15 раз$/);
    expect(await counts(g)).toEqual([15, 10]);
    expect(await t.db.select().from(promoUses).where(eq(promoUses.promoId, g.promoId))).toHaveLength(10);
  });
});

describe('prices an invoice keeps', () => {
  it('keeps the stored price of a line when the list changes, shows both in its history, and prices new invoices anew', async () => {
    const w = await createInvoiceWorld(t.db);
    const first = await createInvoice(
      t.db,
      w.orderId,
      { priceListId: w.priceListId, percentageDiscount: 0, invoicePositions: basket(w) },
      system,
    );
    await t.db.update(priceListItems).set({ amount: 275.55 }).where(eq(priceListItems.id, w.items.wheel));
    const edited = await editInvoice(
      t.db,
      first.id,
      {
        priceListId: w.priceListId,
        percentageDiscount: 0,
        invoicePositions: [...basket(w), { priceListItemId: w.items.balancing, quantity: 1, discount: 0 }],
      },
      system,
    );
    expect(edited.invoicePositions.map((p) => p.currentPrice)).toEqual([250, 80, 300.1]);
    const history = await ok<InvoiceHistoryEntry[]>(call(admin.token, 'GET', `/v1/order_invoices/${first.id}/history`));
    expect(history.map((h) => [h.actionName, h.toStateName])).toEqual([
      ['Создан', 'Черновик'],
      ['Изменить', 'Черновик'],
    ]);
    expect(history.at(-1)?.comment).toContain(
      `«Снятие/установка колеса ${w.tag}»: в счёте 250,00 ₽, в прайс-листе теперь 275,55 ₽`,
    );
    const stranger = await invoiceUser(t.app, t.db, ['available'], (await createInvoiceWorld(t.db)).partnerId);
    await refused(call(stranger.token, 'GET', `/v1/order_invoices/${first.id}/history`), 404, 'ENTITY_NOT_FOUND');
    const order = await anotherOrder(t.db, w);
    const next = await createInvoice(
      t.db,
      order.id,
      { priceListId: w.priceListId, percentageDiscount: 0, invoicePositions: basket(w) },
      system,
    );
    expect(next.invoicePositions.map((p) => p.currentPrice)).toEqual([275.55, 80]);
  });
});
