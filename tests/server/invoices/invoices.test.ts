import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderInvoiceHistory, partnerLegalUsers } from '../../../src/server/invoices/invoicesSchema';
import { orders } from '../../../src/server/orders/ordersSchema';
import { positions, priceListItems, priceLists } from '../../../src/server/pricing/pricingSchema';
import { REF_VALUE_IDS } from '../../../src/shared/referenceIds';
import type { Invoice } from '../../../src/shared/schemas/invoice';
import { createTestUser, openTestApp } from '../buildTestApp';
import { holdOrder } from '../orders/orderPartsFixtures';
import {
  anotherOrder,
  basket,
  createDraftInvoice,
  createInvoiceWorld,
  type InvoiceWorld,
  invoiceCalls,
  invoiceUser,
  setInvoiceState,
} from './invoiceFixtures';

const WORK = ['available', 'permissionInsert', 'permissionUpdate'] as const;

describe('invoices: create, edit, positions, autofill, lists (/v1/order_invoices)', () => {
  const t = openTestApp();
  const { call, ok, refused } = invoiceCalls(() => t.app);
  let admin: { id: number; token: string };

  beforeAll(async () => {
    admin = await invoiceUser(t.app, t.db, [...WORK, 'permissionDelete']);
  });

  const create = (w: InvoiceWorld, body: object, token = admin.token, orderId = w.orderId) =>
    call(token, 'POST', `/v1/order_invoices/${orderId}`, body);
  const draftBody = (w: InvoiceWorld, fields: object = {}) => ({
    priceListId: w.priceListId,
    invoicePositions: basket(w),
    ...fields,
  });
  const history = (invoiceId: number) =>
    t.db
      .select()
      .from(orderInvoiceHistory)
      .where(eq(orderInvoiceHistory.invoiceId, invoiceId))
      .orderBy(desc(orderInvoiceHistory.id));

  describe('POST /v1/order_invoices/{orderId}', () => {
    it('makes a draft numbered after the order, priced from the list, issued by the partner’s first entity', async () => {
      const w = await createInvoiceWorld(t.db);
      const invoice = await ok(create(w, draftBody(w, { comment: 'Сезонная замена' })));
      expect(invoice).toMatchObject({
        number: `${w.orderNumber}/1`,
        state: 'draft',
        stateName: 'Черновик',
        orderId: w.orderId,
        partnerId: w.partnerId,
        partnerLegalId: w.legals.vat,
        priceListId: w.priceListId,
        nds: 20,
        feeRate: 12,
        invoiceAmount: 580,
        invoiceDiscount: 0,
        totalAmount: 580,
        ndsAmount: 96.67,
        comment: 'Сезонная замена',
      });
      expect(invoice.invoicePositions).toEqual([
        expect.objectContaining({
          priceListItemId: w.items.wheel,
          name: `Снятие/установка колеса ${w.tag}`,
          unit: 'колесо',
          quantity: 2,
          currentPrice: 250,
          amount: 500,
          discountedAmount: 500,
        }),
        expect.objectContaining({
          priceListItemId: w.items.valve,
          name: `Вентиль ${w.tag}`,
          unit: 'шт.',
          quantity: 1,
          currentPrice: 80,
          amount: 80,
        }),
      ]);
      expect(invoice.allowedActions).toEqual([
        'invoice.edit',
        'invoice.autofill',
        'invoice.feeRate',
        'invoice.send',
        'invoice.sendSms',
        'invoice.deactivate',
      ]);
      expect(await history(invoice.id)).toEqual([
        expect.objectContaining({
          action: 'invoice.create',
          fromState: null,
          toState: 'draft',
          userId: admin.id,
          comment: 'Позиций: 2, к оплате 580,00 ₽',
        }),
      ]);
      expect((await ok(create(w, draftBody(w)))).number).toBe(`${w.orderNumber}/2`);
    });

    it('computes discounts with the shared money rules and takes the user’s own entity (no VAT)', async () => {
      const w = await createInvoiceWorld(t.db);
      const user = await invoiceUser(t.app, t.db, [...WORK]);
      await t.db.insert(partnerLegalUsers).values({ partnerLegalId: w.legals.noVat, userId: user.id });
      const lines = [
        { priceListItemId: w.items.balancing, quantity: 3, discount: 0.3 },
        { priceListItemId: w.items.storage, quantity: 1, discount: 4000 },
      ];
      const invoice = await ok(
        create(w, { priceListId: w.priceListId, percentageDiscount: 10, invoicePositions: lines }, user.token),
      );
      // 3 x 300.10 = 900.30 - 0.30 = 900; storage fully discounted; 10 % off 900 -> 810.
      expect(invoice).toMatchObject({
        partnerLegalId: w.legals.noVat,
        nds: null,
        ndsAmount: 0,
        invoiceAmount: 4900.3,
        invoiceDiscount: 4090.3,
        totalAmount: 810,
        percentageDiscount: 10,
      });
      expect(invoice.invoicePositions.map((p) => p.discountedAmount)).toEqual([900, 0]);
      expect(invoice.createdByUserFio).toBe('Тестов Тест');
    });

    it('answers each validation message in details, all problems at once', async () => {
      const w = await createInvoiceWorld(t.db);
      const other = await createInvoiceWorld(t.db);
      const [storageList] = await t.db
        .insert(priceLists)
        .values({ name: `Хранение ${w.tag}`, partnerId: w.partnerId, serviceId: 68 })
        .returning();
      const [deleted] = await t.db
        .insert(priceLists)
        .values({ name: `Старый ${w.tag}`, partnerId: w.partnerId, serviceId: 69, deletedDate: new Date() })
        .returning();

      expect(
        (await refused(create(w, draftBody(w, { priceListId: 999_999_999 })), 400, 'VALIDATION_ERROR')).details,
      ).toEqual({ priceListId: 'Прайс-лист не найден' });
      expect(
        (await refused(create(w, draftBody(w, { priceListId: deleted.id })), 400, 'VALIDATION_ERROR')).details,
      ).toEqual({ priceListId: 'Прайс-лист не найден' });
      const wrongService = await refused(
        create(w, { priceListId: storageList.id, invoicePositions: [] }),
        400,
        'VALIDATION_ERROR',
      );
      expect(wrongService).toMatchObject({
        message: 'Прайс-лист не для услуги заявки',
        details: { priceListId: 'Прайс-лист не для услуги заявки' },
      });

      const lines = [
        { priceListItemId: w.items.wheel, quantity: 2, discount: 500.01 },
        { priceListItemId: other.items.wheel, quantity: 1, discount: 0 },
        { priceListItemId: w.items.wheel, quantity: 1, discount: 0 },
        { priceListItemId: w.items.valve, quantity: 1, discount: 80 },
      ];
      const all = await refused(
        create(w, { priceListId: w.priceListId, partnerLegalId: other.legals.vat, invoicePositions: lines }),
        400,
        'VALIDATION_ERROR',
      );
      expect(all.details).toEqual({
        'invoicePositions.0.discount': 'Скидка больше суммы позиции',
        'invoicePositions.1.priceListItemId': 'Позиция не из выбранного прайс-листа',
        'invoicePositions.2.priceListItemId': 'Позиция уже есть в счёте',
        partnerLegalId: 'Юридическое лицо другого партнёра',
      });
      expect(all.message).toBe('Скидка больше суммы позиции');
      expect(
        (await refused(create(w, draftBody(w, { partnerLegalId: 999_999_999 })), 400, 'VALIDATION_ERROR')).details,
      ).toEqual({ partnerLegalId: 'Юридическое лицо не найдено' });
      // The body's own rules (zod, shared with the form).
      const shape = await refused(
        create(w, { priceListId: 0, invoicePositions: [{ priceListItemId: w.items.wheel, quantity: 0 }] }),
        400,
        'VALIDATION_ERROR',
      );
      expect(shape.details).toMatchObject({
        priceListId: 'Выберите прайс-лист',
        'invoicePositions.0.quantity': 'Количество не меньше 1',
      });
      // A deleted item is not in the list any more.
      await t.db.update(priceListItems).set({ deletedDate: new Date() }).where(eq(priceListItems.id, w.items.valve));
      expect((await refused(create(w, draftBody(w)), 400, 'VALIDATION_ERROR')).details).toEqual({
        'invoicePositions.1.priceListItemId': 'Позиция не из выбранного прайс-листа',
      });
    });

    it('answers 403 without the insert flag, 404 for an unknown order, 409 for an order held by another or archived', async () => {
      const w = await createInvoiceWorld(t.db);
      const reader = await invoiceUser(t.app, t.db, ['available']);
      await refused(create(w, draftBody(w), reader.token), 403, 'ACCESS_DENIED');
      expect((await refused(create(w, draftBody(w), admin.token, 999_999_999), 404, 'ENTITY_NOT_FOUND')).message).toBe(
        'Заявка не найдена',
      );
      const other = await createTestUser(t.db, { lastName: 'Занятов', firstName: 'Олег' });
      await holdOrder(t.db, w.orderId, other.id);
      expect((await refused(create(w, draftBody(w)), 409, 'INELIGIBLE_STATE')).message).toContain('Занятов Олег');
      const archived = await anotherOrder(t.db, w, { statusRefValueId: REF_VALUE_IDS.orderStatusArchive });
      await refused(create(w, draftBody(w), admin.token, archived.id), 409, 'INELIGIBLE_STATE');
    });

    it('numbers two drafts made at once on one order 1 and 2', async () => {
      const w = await createInvoiceWorld(t.db);
      const both = await Promise.all([create(w, draftBody(w)), create(w, draftBody(w))]);
      expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(both.map((r) => (r.json() as Invoice).number).sort()).toEqual([
        `${w.orderNumber}/1`,
        `${w.orderNumber}/2`,
      ]);
    });

    it('lets a partner’s staff invoice only from their partner’s lists', async () => {
      const w = await createInvoiceWorld(t.db);
      const other = await createInvoiceWorld(t.db);
      const staff = await invoiceUser(t.app, t.db, [...WORK], w.partnerId);
      expect((await ok(create(w, draftBody(w), staff.token))).partnerId).toBe(w.partnerId);
      expect((await refused(create(w, draftBody(other), staff.token), 400, 'VALIDATION_ERROR')).details).toEqual({
        priceListId: 'Прайс-лист не найден',
      });
    });
  });

  describe('POST /v1/order_invoices/{orderId}/automated', () => {
    const automated = (orderId: number, token = admin.token) =>
      call(token, 'POST', `/v1/order_invoices/${orderId}/automated`);

    it('fills a tyre order from the partner’s list: per-wheel items times the order’s tyre count', async () => {
      const w = await createInvoiceWorld(t.db, { tireCount: '2' });
      const invoice = await ok(automated(w.orderId));
      expect(invoice.invoicePositions.map((p) => [p.priceListItemId, p.quantity])).toEqual([
        [w.items.wheel, 2],
        [w.items.balancing, 2],
      ]);
      expect(invoice).toMatchObject({
        priceListId: w.priceListId,
        partnerLegalId: w.legals.vat,
        totalAmount: 1100.2,
        number: `${w.orderNumber}/1`,
      });
      expect((await history(invoice.id))[0]).toMatchObject({
        action: 'invoice.automatedCreate',
        fromState: null,
        toState: 'draft',
      });
    });

    it('prefers the office’s own (stationary) list and takes 4 wheels when the order does not say', async () => {
      const w = await createInvoiceWorld(t.db);
      const [position] = await t.db
        .insert(positions)
        .values({ name: `Шиномонтаж R15 ${w.tag}`, unit: 'колесо' })
        .returning();
      const [office] = await t.db
        .insert(priceLists)
        .values({ name: `Офис ${w.tag}`, partnerId: w.partnerId, serviceId: 69, partnerOfficeId: w.officeId })
        .returning();
      const [item] = await t.db
        .insert(priceListItems)
        .values({ priceListId: office.id, positionId: position.id, amount: 350 })
        .returning();
      const invoice = await ok(automated(w.orderId));
      expect(invoice.priceListId).toBe(office.id);
      expect(invoice.invoicePositions.map((p) => [p.priceListItemId, p.quantity, p.amount])).toEqual([
        [item.id, 4, 1400],
      ]);
    });

    it('takes the first item once for other services, and refuses an order whose service has no list of the partner', async () => {
      const w = await createInvoiceWorld(t.db, { serviceId: 61 });
      const invoice = await ok(automated(w.orderId));
      expect(invoice.invoicePositions.map((p) => [p.priceListItemId, p.quantity])).toEqual([[w.items.wheel, 1]]);
      expect(invoice.feeRate).toBe(10);
      const bare = await anotherOrder(t.db, w, { serviceId: 13, officeId: null });
      const none = await refused(automated(bare.id), 400, 'VALIDATION_ERROR');
      expect(none).toMatchObject({
        message: 'Для услуги заявки нет прайс-листа партнёра',
        details: { priceListId: 'Для услуги заявки нет прайс-листа партнёра' },
      });
      // Another partner's staff never reach the order, let alone its partner's list.
      const stranger = await invoiceUser(t.app, t.db, [...WORK], (await createInvoiceWorld(t.db)).partnerId);
      await refused(automated(w.orderId, stranger.token), 404, 'ENTITY_NOT_FOUND');
      await refused(automated(w.orderId, (await invoiceUser(t.app, t.db, ['available'])).token), 403, 'ACCESS_DENIED');
      await refused(automated(999_999_999), 404, 'ENTITY_NOT_FOUND');
    });
  });

  describe('editing a draft', () => {
    it('PUT /{id} replaces price list, entity, discount, comment and positions; only a draft takes it', async () => {
      const w = await createInvoiceWorld(t.db);
      const draft = await createDraftInvoice(t.db, w);
      const edited = await ok(
        call(admin.token, 'PUT', `/v1/order_invoices/${draft.id}`, {
          priceListId: w.priceListId,
          partnerLegalId: w.legals.noVat,
          percentageDiscount: 50,
          comment: 'Скидка постоянному клиенту',
          invoicePositions: [{ priceListItemId: w.items.storage, quantity: 1, discount: 1000 }],
        }),
      );
      expect(edited).toMatchObject({
        partnerLegalId: w.legals.noVat,
        nds: null,
        totalAmount: 1500,
        invoiceDiscount: 2500,
        comment: 'Скидка постоянному клиенту',
        state: 'draft',
      });
      expect((await history(draft.id))[0]).toMatchObject({
        action: 'invoice.edit',
        fromState: 'draft',
        toState: 'draft',
        comment: 'Позиций: 1, к оплате 1 500,00 ₽',
      });
      // Without an entity the stored one stays.
      const kept = await ok(
        call(admin.token, 'PUT', `/v1/order_invoices/${draft.id}`, {
          priceListId: w.priceListId,
          invoicePositions: basket(w),
        }),
      );
      expect(kept).toMatchObject({ partnerLegalId: w.legals.noVat, totalAmount: 580, percentageDiscount: 0 });

      const wrong = await refused(
        call(admin.token, 'PUT', `/v1/order_invoices/${draft.id}`, {
          priceListId: w.priceListId,
          invoicePositions: [{ priceListItemId: w.items.valve, quantity: 1, discount: 81 }],
        }),
        400,
        'VALIDATION_ERROR',
      );
      expect(wrong.details).toEqual({ 'invoicePositions.0.discount': 'Скидка больше суммы позиции' });
      await setInvoiceState(t.db, draft.id, 'sent');
      const stale = await refused(
        call(admin.token, 'PUT', `/v1/order_invoices/${draft.id}`, draftBody(w)),
        409,
        'INELIGIBLE_STATE',
      );
      expect(stale.message).toBe('Действие «Изменить» недоступно: счёт в состоянии «Отправлен клиенту»');
    });

    it('GET and PUT /{id}/positions read and replace only the positions', async () => {
      const w = await createInvoiceWorld(t.db);
      const draft = await createDraftInvoice(t.db, w);
      const read = await ok<Invoice['invoicePositions']>(
        call(admin.token, 'GET', `/v1/order_invoices/${draft.id}/positions`),
      );
      expect(read).toEqual(draft.invoicePositions);
      const saved = await ok(
        call(admin.token, 'PUT', `/v1/order_invoices/${draft.id}/positions`, {
          invoicePositions: [{ priceListItemId: w.items.balancing, quantity: 4, discount: 0.4 }],
        }),
      );
      expect(saved).toMatchObject({ totalAmount: 1200, partnerLegalId: w.legals.vat, ndsAmount: 200 });
      expect(saved.invoicePositions).toHaveLength(1);
      const twice = [
        { priceListItemId: w.items.valve, quantity: 1 },
        { priceListItemId: w.items.valve, quantity: 2 },
      ];
      expect(
        (
          await refused(
            call(admin.token, 'PUT', `/v1/order_invoices/${draft.id}/positions`, { invoicePositions: twice }),
            400,
            'VALIDATION_ERROR',
          )
        ).details,
      ).toEqual({
        'invoicePositions.1.priceListItemId': 'Позиция уже есть в счёте',
      });
      await refused(call(admin.token, 'GET', '/v1/order_invoices/999999999/positions'), 404, 'ENTITY_NOT_FOUND');
    });

    it('POST /{id}/autofill fills the positions again from the invoice’s list', async () => {
      const w = await createInvoiceWorld(t.db, { tireCount: 6 });
      const draft = await createDraftInvoice(t.db, w, [{ priceListItemId: w.items.storage, quantity: 1, discount: 0 }]);
      const filled = await ok(call(admin.token, 'POST', `/v1/order_invoices/${draft.id}/autofill`));
      expect(filled.invoicePositions.map((p) => [p.priceListItemId, p.quantity])).toEqual([
        [w.items.wheel, 6],
        [w.items.balancing, 6],
      ]);
      expect(filled.totalAmount).toBe(3300.6);
      expect((await history(draft.id))[0]).toMatchObject({
        action: 'invoice.autofill',
        fromState: 'draft',
        toState: 'draft',
      });
      await setInvoiceState(t.db, draft.id, 'accepted');
      await refused(call(admin.token, 'POST', `/v1/order_invoices/${draft.id}/autofill`), 409, 'INELIGIBLE_STATE');
    });

    it('refuses edits without the update flag (403), on an unknown invoice (404), on an order held or archived (409)', async () => {
      const w = await createInvoiceWorld(t.db);
      const draft = await createDraftInvoice(t.db, w);
      const inserter = await invoiceUser(t.app, t.db, ['available', 'permissionInsert']);
      for (const [method, path, body] of [
        ['PUT', '', draftBody(w)],
        ['PUT', '/positions', { invoicePositions: [] }],
        ['POST', '/autofill', undefined],
      ] as const) {
        await refused(
          call(inserter.token, method, `/v1/order_invoices/${draft.id}${path}`, body),
          403,
          'ACCESS_DENIED',
        );
        expect(
          (
            await refused(
              call(admin.token, method, `/v1/order_invoices/999999999${path}`, body),
              404,
              'ENTITY_NOT_FOUND',
            )
          ).message,
        ).toBe('Счёт не найден');
      }
      await holdOrder(t.db, w.orderId, (await createTestUser(t.db)).id);
      await refused(call(admin.token, 'POST', `/v1/order_invoices/${draft.id}/autofill`), 409, 'INELIGIBLE_STATE');
      await t.db
        .update(orders)
        .set({ blockedByUserId: null, statusRefValueId: REF_VALUE_IDS.orderStatusArchive })
        .where(eq(orders.id, w.orderId));
      expect(
        (
          await refused(
            call(admin.token, 'PUT', `/v1/order_invoices/${draft.id}`, draftBody(w)),
            409,
            'INELIGIBLE_STATE',
          )
        ).message,
      ).toBe('Заявка в архиве, изменения невозможны');
    });
  });

  describe('reading', () => {
    it('lists the order’s invoices, inactive ones only with showDeleted; a partner’s staff see only theirs', async () => {
      const w = await createInvoiceWorld(t.db);
      const mine = await createDraftInvoice(t.db, w);
      const gone = await createDraftInvoice(t.db, w);
      await setInvoiceState(t.db, gone.id, 'inactive');
      const other = await createInvoiceWorld(t.db);
      // Platform staff may invoice the order from any partner's list.
      const foreign = await ok(create(w, draftBody(other)));
      const list = (query: string, token = admin.token) =>
        ok<Invoice[]>(call(token, 'GET', `/v1/order_invoices?orderId=${w.orderId}${query}`));
      expect((await list('')).map((i) => i.id)).toEqual([mine.id, foreign.id]);
      expect((await list('&showDeleted=true')).map((i) => i.id)).toEqual([mine.id, gone.id, foreign.id]);
      const staff = await invoiceUser(t.app, t.db, [...WORK], w.partnerId);
      expect((await list('&showDeleted=true', staff.token)).map((i) => i.id)).toEqual([mine.id, gone.id]);
      expect((await ok(call(staff.token, 'GET', `/v1/order_invoices/${mine.id}`))).id).toBe(mine.id);
      const hidden = await refused(
        call(staff.token, 'GET', `/v1/order_invoices/${foreign.id}`),
        404,
        'ENTITY_NOT_FOUND',
      );
      expect(hidden.message).toBe('Счёт не найден');
      await refused(call(staff.token, 'GET', `/v1/order_invoices/${foreign.id}/positions`), 404, 'ENTITY_NOT_FOUND');
      await refused(
        call(staff.token, 'PUT', `/v1/order_invoices/${foreign.id}`, draftBody(other)),
        404,
        'ENTITY_NOT_FOUND',
      );
      await refused(call(admin.token, 'GET', '/v1/order_invoices?orderId=999999999'), 404, 'ENTITY_NOT_FOUND');
      await refused(
        call((await invoiceUser(t.app, t.db, [])).token, 'GET', `/v1/order_invoices?orderId=${w.orderId}`),
        403,
        'ACCESS_DENIED',
      );
      expect(
        (await refused(call(admin.token, 'GET', '/v1/order_invoices?orderId=abc'), 400, 'VALIDATION_ERROR')).details,
      ).toEqual({ orderId: 'Некорректный номер заявки' });
    });
  });
});
