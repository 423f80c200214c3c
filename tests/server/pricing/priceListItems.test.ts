import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { priceListItems } from '../../../src/server/pricing/pricingSchema';
import type { PriceListItem } from '../../../src/shared/schemas/invoice';
import { openTestApp } from '../buildTestApp';
import { createInvoiceWorld, invoiceCalls } from '../invoices/invoiceFixtures';
import { createPositions, priceListUser } from './priceListFixtures';

// The item writes: POST and PUT /price_lists/items?priceListId (bulk, all or none), PUT and DELETE
// /price_lists/items/{id}, POST /price_lists/items/{id} restores, and by position: POST and PUT
// /price_lists/positions/{positionId}/items, DELETE /price_lists/items?positionId&priceListId.

const t = openTestApp();
const { call, ok, refused } = invoiceCalls(() => t.app);
let admin: { id: number; token: string };

beforeAll(async () => {
  admin = await priceListUser(t.app, t.db);
});

const items = (priceListId: number, showDeleted = false) =>
  ok<PriceListItem[]>(
    call(admin.token, 'GET', `/v1/price_lists/items?priceListId=${priceListId}&showDeleted=${showDeleted}`),
  );

describe('price-list items', () => {
  it('adds positions in bulk, changes amounts in bulk and one by one, by id and by position', async () => {
    const w = await createInvoiceWorld(t.db);
    const [a, b, c] = await createPositions(t.db, 3);
    const added = await ok<PriceListItem[]>(
      call(admin.token, 'POST', `/v1/price_lists/items?priceListId=${w.priceListId}`, [
        { positionId: a.id, amount: 1234.56 },
        { positionId: b.id, amount: 0.1 },
      ]),
    );
    expect(added.map((i) => [i.positionId, i.amount, i.name])).toEqual([
      [a.id, 1234.56, a.name],
      [b.id, 0.1, b.name],
    ]);
    expect(await items(w.priceListId)).toHaveLength(6);

    const bulk = await ok<PriceListItem[]>(
      call(admin.token, 'PUT', `/v1/price_lists/items?priceListId=${w.priceListId}`, [
        { id: added[0].id, amount: 999.99 },
        { id: added[1].id, amount: 0.2 },
      ]),
    );
    expect(bulk.map((i) => i.amount)).toEqual([999.99, 0.2]);
    expect(
      (await ok<PriceListItem>(call(admin.token, 'PUT', `/v1/price_lists/items/${added[0].id}`, { amount: 10 })))
        .amount,
    ).toBe(10);

    const single = await ok<PriceListItem>(
      call(admin.token, 'POST', `/v1/price_lists/positions/${c.id}/items?priceListId=${w.priceListId}`, {
        amount: 55.5,
      }),
    );
    expect(single).toMatchObject({ positionId: c.id, amount: 55.5, deletedDate: null });
    const byPosition = await ok<PriceListItem>(
      call(admin.token, 'PUT', `/v1/price_lists/positions/${c.id}/items`, { priceListId: w.priceListId, amount: 77 }),
    );
    expect(byPosition).toMatchObject({ id: single.id, amount: 77 });
    const [stored] = await t.db.select().from(priceListItems).where(eq(priceListItems.id, single.id));
    expect(stored.amount).toBe(77);
  });

  it('refuses bulk add as a whole: a position already in the list, repeated or unknown; nothing is written', async () => {
    const w = await createInvoiceWorld(t.db);
    const [a, b] = await createPositions(t.db, 2);
    const [existing] = await items(w.priceListId);
    const taken = await refused(
      call(admin.token, 'POST', `/v1/price_lists/items?priceListId=${w.priceListId}`, [
        { positionId: a.id, amount: 1 },
        { positionId: existing.positionId, amount: 2 },
      ]),
      409,
      'BINDING_ALREADY_EXISTS',
    );
    expect(taken).toMatchObject({
      message: 'Позиция уже есть в прайс-листе',
      details: { '1.positionId': 'Позиция уже есть в прайс-листе' },
    });
    const repeated = await refused(
      call(admin.token, 'POST', `/v1/price_lists/items?priceListId=${w.priceListId}`, [
        { positionId: b.id, amount: 1 },
        { positionId: b.id, amount: 2 },
      ]),
      400,
      'VALIDATION_ERROR',
    );
    expect(repeated.details).toEqual({ '1.positionId': 'Позиция указана дважды' });
    const unknown = await refused(
      call(admin.token, 'POST', `/v1/price_lists/items?priceListId=${w.priceListId}`, [
        { positionId: a.id, amount: 1 },
        { positionId: 999999999, amount: 2 },
      ]),
      400,
      'VALIDATION_ERROR',
    );
    expect(unknown.details).toEqual({ '1.positionId': 'Позиция номенклатуры не найдена' });
    expect((await items(w.priceListId, true)).map((i) => i.positionId)).not.toContain(a.id);
    const single = await refused(
      call(admin.token, 'POST', `/v1/price_lists/positions/${existing.positionId}/items?priceListId=${w.priceListId}`, {
        amount: 5,
      }),
      409,
      'BINDING_ALREADY_EXISTS',
    );
    expect(single.message).toBe('Позиция уже есть в прайс-листе');
  });

  it('checks money: not negative, at most two decimals, present; and a non-empty batch', async () => {
    const w = await createInvoiceWorld(t.db);
    const [a] = await createPositions(t.db, 1);
    const url = `/v1/price_lists/items?priceListId=${w.priceListId}`;
    const cases: [unknown, string][] = [
      [1234.567, 'Сумма — не больше двух знаков после запятой'],
      [-1, 'Сумма не может быть отрицательной'],
      ['12', 'Укажите сумму'],
    ];
    for (const [amount, message] of cases) {
      const r = await refused(call(admin.token, 'POST', url, [{ positionId: a.id, amount }]), 400, 'VALIDATION_ERROR');
      expect(r.details).toEqual({ '0.amount': message });
    }
    const [existing] = await items(w.priceListId);
    const put = await refused(
      call(admin.token, 'PUT', `/v1/price_lists/items/${existing.id}`, { amount: 0.001 }),
      400,
      'VALIDATION_ERROR',
    );
    expect(put.details).toEqual({ amount: 'Сумма — не больше двух знаков после запятой' });
    const empty = await refused(call(admin.token, 'POST', url, []), 400, 'VALIDATION_ERROR');
    expect(Object.values(empty.details ?? {})).toEqual(['Добавьте хотя бы одну позицию']);
    // 0.1 + 0.2 style amounts pass and are stored exactly.
    expect(
      (await ok<PriceListItem[]>(call(admin.token, 'POST', url, [{ positionId: a.id, amount: 0.3 }])))[0].amount,
    ).toBe(0.3);
  });

  it('deletes softly by id and by position, shows deleted on request, restores unless the position is back', async () => {
    const w = await createInvoiceWorld(t.db);
    const [first, second] = await items(w.priceListId);
    const deleted = await ok<PriceListItem>(
      call(admin.token, 'DELETE', `/v1/price_lists/items?positionId=${first.positionId}&priceListId=${w.priceListId}`),
    );
    expect(deleted).toMatchObject({ id: first.id, deletedDate: expect.any(Number) });
    await refused(
      call(admin.token, 'DELETE', `/v1/price_lists/items?positionId=${first.positionId}&priceListId=${w.priceListId}`),
      404,
      'ENTITY_NOT_FOUND',
    );
    await ok(call(admin.token, 'DELETE', `/v1/price_lists/items/${second.id}`));
    expect((await items(w.priceListId)).map((i) => i.id)).not.toContain(first.id);
    const all = await items(w.priceListId, true);
    expect(all.find((i) => i.id === first.id)?.deletedDate).toEqual(expect.any(Number));

    const restored = await ok<PriceListItem>(call(admin.token, 'POST', `/v1/price_lists/items/${first.id}`));
    expect(restored).toMatchObject({ id: first.id, deletedDate: null, amount: first.amount });

    // The second position comes back as a new item: the old deleted one may no longer be restored.
    await ok(
      call(admin.token, 'POST', `/v1/price_lists/positions/${second.positionId}/items?priceListId=${w.priceListId}`, {
        amount: 1,
      }),
    );
    const refusedRestore = await refused(
      call(admin.token, 'POST', `/v1/price_lists/items/${second.id}`),
      409,
      'BINDING_ALREADY_EXISTS',
    );
    expect(refusedRestore.message).toBe('Позиция уже есть в прайс-листе');
  });

  it('hides another partner’s items from a partner’s staff (404) and needs the key with each flag (403)', async () => {
    const w = await createInvoiceWorld(t.db);
    const other = await createInvoiceWorld(t.db);
    const [a] = await createPositions(t.db, 1);
    const staff = await priceListUser(t.app, t.db, undefined, w.partnerId);
    await ok(
      call(staff.token, 'POST', `/v1/price_lists/items?priceListId=${w.priceListId}`, [
        { positionId: a.id, amount: 1 },
      ]),
    );
    const theirs = other.items.wheel;
    const list = 'Прайс-лист не найден';
    const item = 'Позиция прайс-листа не найдена';
    const cases = [
      [call(staff.token, 'GET', `/v1/price_lists/items?priceListId=${other.priceListId}`), list],
      [
        call(staff.token, 'POST', `/v1/price_lists/items?priceListId=${other.priceListId}`, [
          { positionId: a.id, amount: 1 },
        ]),
        list,
      ],
      [
        call(staff.token, 'PUT', `/v1/price_lists/items?priceListId=${other.priceListId}`, [{ id: theirs, amount: 1 }]),
        list,
      ],
      [call(staff.token, 'PUT', `/v1/price_lists/items/${theirs}`, { amount: 1 }), item],
      [call(staff.token, 'DELETE', `/v1/price_lists/items/${theirs}`), item],
      [call(staff.token, 'POST', `/v1/price_lists/items/${theirs}`), item],
      [
        call(staff.token, 'POST', `/v1/price_lists/positions/${a.id}/items?priceListId=${other.priceListId}`, {
          amount: 1,
        }),
        list,
      ],
      [
        call(staff.token, 'PUT', `/v1/price_lists/positions/${a.id}/items`, {
          priceListId: other.priceListId,
          amount: 1,
        }),
        list,
      ],
      [call(staff.token, 'DELETE', `/v1/price_lists/items?positionId=${a.id}&priceListId=${other.priceListId}`), list],
    ] as const;
    for (const [response, message] of cases)
      expect((await refused(response, 404, 'ENTITY_NOT_FOUND')).message).toBe(message);
    // Bulk update naming an item of another list (even one's own partner's) is refused as a whole.
    const wrong = await refused(
      call(admin.token, 'PUT', `/v1/price_lists/items?priceListId=${w.priceListId}`, [
        { id: w.items.wheel, amount: 1 },
        { id: theirs, amount: 1 },
      ]),
      404,
      'ENTITY_NOT_FOUND',
    );
    expect(wrong.details).toEqual({ '1.id': item });

    const nobody = await priceListUser(t.app, t.db, []);
    await refused(
      call(nobody.token, 'GET', `/v1/price_lists/items?priceListId=${w.priceListId}`),
      403,
      'ACCESS_DENIED',
    );
    const reader = await priceListUser(t.app, t.db, ['available']);
    await ok(call(reader.token, 'GET', `/v1/price_lists/items?priceListId=${w.priceListId}`));
    await ok(call(reader.token, 'GET', '/v1/price_lists/positions'));
    for (const [method, url, body] of [
      ['POST', `/v1/price_lists/items?priceListId=${w.priceListId}`, [{ positionId: a.id, amount: 1 }]],
      ['PUT', `/v1/price_lists/items?priceListId=${w.priceListId}`, [{ id: w.items.wheel, amount: 1 }]],
      ['PUT', `/v1/price_lists/items/${w.items.wheel}`, { amount: 1 }],
      ['DELETE', `/v1/price_lists/items/${w.items.wheel}`],
      ['POST', `/v1/price_lists/items/${w.items.wheel}`],
      ['DELETE', `/v1/price_lists/items?positionId=${a.id}&priceListId=${w.priceListId}`],
    ] as const)
      await refused(call(reader.token, method, url, body), 403, 'ACCESS_DENIED');
  });
});
