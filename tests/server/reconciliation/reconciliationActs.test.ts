import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../../src/server/db/schema';
import { orderInvoiceHistory, orderInvoicePayments, orderInvoices } from '../../../src/server/invoices/invoicesSchema';
import { reconciliationActs } from '../../../src/server/reconciliation/reconciliationSchema';
import type { PermissionFlag } from '../../../src/shared/permissions';
import {
  ACT_NOT_FOUND,
  type ActComment,
  type ActInvoice,
  type AvailableInvoice,
  REJECT_COMMENT_MESSAGE,
  type ReconciliationAct,
} from '../../../src/shared/schemas/reconciliation';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { grantKeys, newOrder, uniqueTag } from '../evacuation/evacuationFixtures';

// The reconciliation act's calls on partners, orders and invoices of the file's own (direct inserts, so the suite
// does not depend on the invoice routes): each call's success and messages, 403, 404, 409 for a stale action, the
// partner scope and two creates racing for one invoice.

const KEY = 'reconciliation';
const DRAFT_ACTIONS = ['act.update', 'act.notifyRecalculation', 'act.ratify', 'act.reject', 'act.hardDelete'];
type Failure = { errorCode: string; message: string; details?: Record<string, string> };

describe('reconciliation acts', () => {
  const t = openTestApp();
  let admin = '';
  let operator = '';
  let partnerA = 0;
  let partnerB = 0;
  let staffA = { id: 0, token: '' };
  beforeAll(async () => {
    [admin, operator] = await Promise.all([
      login(t.app, 'admin@demo.ru', 'Admin12345'),
      login(t.app, 'operator@demo.ru', 'Operator12345'),
    ]);
    const tag = uniqueTag();
    [{ id: partnerA }, { id: partnerB }] = await t.db
      .insert(partners)
      .values([{ name: `Сверка А ${tag}` }, { name: `Сверка Б ${tag}` }])
      .returning({ id: partners.id });
    staffA = await userWith(['available', 'permissionInsert', 'permissionUpdate'], partnerA);
  });

  async function userWith(flags: PermissionFlag[], partnerId: number | null = null, keys = [KEY]) {
    const user = await createTestUser(t.db, { partnerId, lastName: 'Сверкин', firstName: `Тест${uniqueTag()}` });
    await grantKeys(t.db, user.id, keys, flags);
    return { id: user.id, token: await login(t.app, user.email, user.password!) };
  }

  /** An invoice of its own order, paid unless told, with a total and a fee rate. */
  async function invoice(partnerId: number, totalAmount = 1000, feeRate: number | null = 10, state = 'paid') {
    const order = await newOrder(t.db, uniqueTag(), { partnerId });
    const [row] = await t.db
      .insert(orderInvoices)
      .values({ orderId: order.id, number: `${order.number}/1`, state, partnerId, totalAmount, feeRate })
      .returning();
    return row;
  }

  const call = (token: string | null, method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/v1/reconciliation_acts${url}`,
      headers: token ? { authorization: token } : {},
      ...(payload ? { payload } : {}),
    });
  async function ok<T = ReconciliationAct>(
    token: string,
    method: InjectOptions['method'],
    url: string,
    payload?: object,
  ): Promise<T> {
    const response = await call(token, method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }
  async function fails(
    token: string | null,
    method: InjectOptions['method'],
    url: string,
    payload: object | undefined,
    status: number,
    errorCode: string,
    message?: string,
  ) {
    const response = await call(token, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json() as Failure;
    expect(body.errorCode).toBe(errorCode);
    if (message !== undefined) expect(body.message).toBe(message);
    return body;
  }
  const refused = (token: string, url: string, payload: object, message: string) =>
    fails(token, url === '' ? 'POST' : 'PUT', url, payload, 400, 'VALIDATION_ERROR', message).then((b) =>
      expect(b.details).toEqual({ invoiceIds: message }),
    );
  const create = async (invoiceIds: number[], token = admin, comment?: string) =>
    ok(token, 'POST', '', { invoiceIds, ...(comment ? { comment } : {}) });
  const stale = (action: string, state: string) => `Действие «${action}» недоступно: акт в состоянии «${state}»`;

  it('describes every call in the OpenAPI document, the DELETE with its JSON body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { requestBody?: unknown }>>;
    const base = '/v1/reconciliation_acts';
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        base,
        `${base}/find`,
        `${base}/first_unpaid`,
        `${base}/available_invoices`,
        `${base}/{id}`,
        `${base}/{id}/invoices`,
        `${base}/{id}/comments`,
      ]),
    );
    expect(
      Object.keys(paths).filter((p) =>
        /^\/v1\/reconciliation_acts\/\{id\}\/(ratify|reject|verify|finalize|hard|notify\/recalculation)$/.test(p),
      ),
    ).toHaveLength(6);
    expect(paths[`${base}/{id}`].delete.requestBody).toBeDefined();
  });

  describe('POST /v1/reconciliation_acts', () => {
    it('makes a draft of one partner’s paid and closed invoices with totals, fee and payout', async () => {
      const a = await invoice(partnerA, 1000, 10);
      const b = await invoice(partnerA, 333.33, 7.5, 'closed');
      const c = await invoice(partnerA, 0.1, null);
      const act = await create([c.id, a.id, b.id, a.id], admin, '  Сверка за май  ');
      expect(act).toMatchObject({
        partnerId: partnerA,
        state: 'draft',
        stateName: 'Сформирован',
        comment: 'Сверка за май',
        invoiceIds: [a.id, b.id, c.id],
        totalAmount: 1333.43,
        feeAmount: 125,
        payoutAmount: 1208.43,
        allowedActions: DRAFT_ACTIONS,
      });
      expect(act.partnerName).toMatch(/^Сверка А/);
      expect(act.createdByUserFio).toBe('Администраторов Александр Иванович');
      expect(act.content.map((i) => [i.invoiceNumber, i.totalAmount, i.feeAmount])).toEqual([
        [a.number, 1000, 100],
        [b.number, 333.33, 25],
        [c.number, 0.1, 0],
      ]);
      expect(act.comments).toEqual([
        expect.objectContaining({
          action: 'act.create',
          actionName: 'Создан',
          comment: 'Сверка за май',
          userFio: 'Администраторов Александр Иванович',
        }),
      ]);
    });

    it('refuses unknown, mixed, unpaid and taken invoices with their messages', async () => {
      const own = await invoice(partnerA);
      const other = await invoice(partnerB);
      const sent = await invoice(partnerA, 500, 10, 'sent');
      await refused(admin, '', { invoiceIds: [own.id, 2_000_000_000] }, 'Счёт 2000000000 не найден');
      await refused(admin, '', { invoiceIds: [own.id, other.id] }, 'Счета разных партнёров');
      await refused(admin, '', { invoiceIds: [own.id, sent.id] }, `Счёт ${sent.number} ещё не оплачен`);
      const act = await create([own.id]);
      await fails(
        admin,
        'POST',
        '',
        { invoiceIds: [own.id] },
        409,
        'INELIGIBLE_STATE',
        `Счёт ${own.number} уже включён в акт № ${act.id}`,
      );
      const empty = await fails(admin, 'POST', '', { invoiceIds: [] }, 400, 'VALIDATION_ERROR');
      expect(empty.details?.invoiceIds).toBe('Выберите хотя бы один счёт');
    });

    it('needs the key with permissionInsert', async () => {
      const own = await invoice(partnerA);
      await fails(
        (await userWith(['available'], null, ['orders.view'])).token,
        'POST',
        '',
        { invoiceIds: [own.id] },
        403,
        'ACCESS_DENIED',
      );
      await fails((await userWith(['available'])).token, 'POST', '', { invoiceIds: [own.id] }, 403, 'ACCESS_DENIED');
      await fails(null, 'POST', '', { invoiceIds: [own.id] }, 401, 'UNAUTHORIZED');
    });

    it('lets a partner’s staff make an act of their partner’s invoices only', async () => {
      const own = await invoice(partnerA);
      const other = await invoice(partnerB);
      await refused(staffA.token, '', { invoiceIds: [other.id] }, `Счёт ${other.id} не найден`);
      expect((await create([own.id], staffA.token)).partnerId).toBe(partnerA);
    });

    it('two creates racing for one invoice: one act, one 409', async () => {
      const shared = await invoice(partnerA);
      const [first, second] = await Promise.all([
        call(admin, 'POST', '', { invoiceIds: [shared.id] }),
        call(operator, 'POST', '', { invoiceIds: [shared.id] }),
      ]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
      const winner = (first.statusCode === 200 ? first : second).json() as ReconciliationAct;
      expect(((first.statusCode === 409 ? first : second).json() as Failure).message).toBe(
        `Счёт ${shared.number} уже включён в акт № ${winner.id}`,
      );
    });
  });

  describe('reads', () => {
    it('GET /{id}, /{id}/invoices and /{id}/comments; 404 for an unknown act or another partner’s', async () => {
      const paid = await invoice(partnerA, 2500.5, 12);
      await t.db
        .insert(orderInvoicePayments)
        .values({ invoiceId: paid.id, operation: 'income', target: 'client', method: 'cash', amount: 2500.5 });
      await t.db.insert(orderInvoiceHistory).values({
        invoiceId: paid.id,
        action: 'invoice.payInCash',
        fromState: 'accepted',
        toState: 'paid',
        createdAt: new Date(1_700_000_000_000),
      });
      const act = await create([paid.id]);
      await ok(staffA.token, 'PUT', `/${act.id}/reject`, { comment: 'Не та сумма' });
      expect(await ok(admin, 'GET', `/${act.id}`)).toMatchObject({
        id: act.id,
        state: 'rejected',
        comment: 'Не та сумма',
        allowedActions: ['act.update', 'act.notifyRecalculation', 'act.hardDelete'],
      });
      const [line] = await ok<ActInvoice[]>(admin, 'GET', `/${act.id}/invoices`);
      expect(line).toMatchObject({
        invoiceId: paid.id,
        orderNumber: expect.any(String),
        totalAmount: 2500.5,
        paidAmount: 2500.5,
        feeAmount: 300.06,
        paidDate: 1_700_000_000,
      });
      expect(line.clientFio).not.toBeNull();
      const comments = await ok<ActComment[]>(staffA.token, 'GET', `/${act.id}/comments`);
      expect(comments.map((c) => [c.action, c.actionName, c.comment])).toEqual([
        ['act.reject', 'Отклонить', 'Не та сумма'],
        ['act.create', 'Создан', null],
      ]);
      const staffB = await userWith(['available'], partnerB);
      for (const url of [`/${act.id}`, `/${act.id}/invoices`, `/${act.id}/comments`])
        await fails(staffB.token, 'GET', url, undefined, 404, 'ENTITY_NOT_FOUND', ACT_NOT_FOUND);
      await fails(admin, 'GET', '/2000000000', undefined, 404, 'ENTITY_NOT_FOUND', ACT_NOT_FOUND);
      await fails(admin, 'GET', '/abc', undefined, 400, 'VALIDATION_ERROR');
      await fails(
        (await userWith(['available'], null, ['orders.view'])).token,
        'GET',
        `/${act.id}`,
        undefined,
        403,
        'ACCESS_DENIED',
      );
    });

    it('POST /find: newest first, by partner, state and creation dates; a partner’s staff see only theirs', async () => {
      const [{ id: partnerC }] = await t.db
        .insert(partners)
        // No digits in the name: the search by an act's number below must not match the partner's name too.
        .values({ name: `Сверка В ${uniqueTag().replace(/\d/g, (d) => 'ghijklmnop'[Number(d)])}` })
        .returning({ id: partners.id });
      const old = await create([(await invoice(partnerC)).id]);
      const mid = await create([(await invoice(partnerC)).id]);
      const fresh = await create([(await invoice(partnerC)).id]);
      await t.db
        .update(reconciliationActs)
        .set({ createdAt: new Date(1_600_000_000_000) })
        .where(eq(reconciliationActs.id, old.id));
      await t.db
        .update(reconciliationActs)
        .set({ createdAt: new Date(1_650_000_000_000) })
        .where(eq(reconciliationActs.id, mid.id));
      await ok(admin, 'PUT', `/${mid.id}/ratify`);
      const find = (body: object, token = admin) =>
        ok<{ items: ReconciliationAct[]; total: number }>(token, 'POST', '/find', { partnerId: partnerC, ...body });
      const all = await find({});
      expect([all.total, all.items.map((i) => i.id)]).toEqual([3, [fresh.id, mid.id, old.id]]);
      expect(all.items[1]).toMatchObject({
        state: 'ratified',
        invoiceIds: mid.invoiceIds,
        allowedActions: ['act.reject', 'act.verify'],
      });
      expect((await find({ size: 1, offset: 1 })).items.map((i) => i.id)).toEqual([mid.id]);
      expect((await find({ state: 'ratified' })).items.map((i) => i.id)).toEqual([mid.id]);
      expect((await find({ dateFrom: 1_600_000_000, dateTo: 1_650_000_000 })).items.map((i) => i.id)).toEqual([
        mid.id,
        old.id,
      ]);
      expect((await find({ dateFrom: 1_600_000_001 })).items.map((i) => i.id)).toEqual([fresh.id, mid.id]);
      // Quick search: the act's number or the partner's name.
      expect((await find({ search: String(mid.id) })).items.map((i) => i.id)).toEqual([mid.id]);
      const tag = (await t.db.select({ name: partners.name }).from(partners).where(eq(partners.id, partnerC)))[0].name
        .split(' ')
        .pop()!;
      expect((await find({ partnerId: undefined, search: tag })).total).toBe(3);
      expect((await find({ search: 'нет такого партнёра' })).total).toBe(0);
      expect((await find({}, staffA.token)).total).toBe(0);
      const theirs = await ok<{ items: ReconciliationAct[] }>(staffA.token, 'POST', '/find', { size: 500 });
      expect(theirs.items.length).toBeGreaterThan(0);
      expect(theirs.items.every((i) => i.partnerId === partnerA)).toBe(true);
      await fails(admin, 'POST', '/find', { state: 'lost' }, 400, 'VALIDATION_ERROR');
    });

    it('GET /available_invoices: paid or closed invoices in no act, newest first; a partner’s staff get theirs', async () => {
      const [{ id: partnerD }] = await t.db
        .insert(partners)
        .values({ name: `Сверка Г ${uniqueTag()}` })
        .returning({ id: partners.id });
      const first = await invoice(partnerD, 100, 5);
      const closed = await invoice(partnerD, 200, null, 'closed');
      await invoice(partnerD, 300, 5, 'sent');
      const taken = await invoice(partnerD);
      await create([taken.id]);
      const list = await ok<AvailableInvoice[]>(admin, 'GET', `/available_invoices?partnerId=${partnerD}`);
      expect(list.map((i) => [i.invoiceId, i.feeAmount])).toEqual([
        [closed.id, 0],
        [first.id, 5],
      ]);
      expect(list[0]).toMatchObject({
        partnerId: partnerD,
        invoiceNumber: closed.number,
        totalAmount: 200,
        paidDate: null,
      });
      const free = await invoice(partnerA);
      const staffList = await ok<AvailableInvoice[]>(staffA.token, 'GET', `/available_invoices?partnerId=${partnerD}`);
      expect(staffList.map((i) => i.invoiceId)).toContain(free.id);
      expect(staffList.every((i) => i.partnerId === partnerA)).toBe(true);
    });

    it('GET /first_unpaid: the oldest act of the user’s partner not yet finalized, or null', async () => {
      const [{ id: partnerE }] = await t.db
        .insert(partners)
        .values({ name: `Сверка Д ${uniqueTag()}` })
        .returning({ id: partners.id });
      const staffE = await userWith(['available', 'permissionUpdate'], partnerE);
      expect(await ok<null>(admin, 'GET', `/first_unpaid?userId=${staffE.id}`)).toBeNull();
      const older = await create([(await invoice(partnerE)).id]);
      const newer = await create([(await invoice(partnerE)).id]);
      expect((await ok(staffE.token, 'GET', `/first_unpaid?userId=${staffE.id}`)).id).toBe(older.id);
      await ok(staffE.token, 'PUT', `/${older.id}/ratify`);
      await ok(admin, 'PUT', `/${older.id}/verify`);
      await ok(admin, 'PUT', `/${older.id}/finalize`);
      expect((await ok(admin, 'GET', `/first_unpaid?userId=${staffE.id}`)).id).toBe(newer.id);
      expect(await ok<null>(staffA.token, 'GET', `/first_unpaid?userId=${staffE.id}`)).toBeNull();
      await fails(
        admin,
        'GET',
        '/first_unpaid?userId=2000000000',
        undefined,
        404,
        'ENTITY_NOT_FOUND',
        'Пользователь не найден',
      );
    });
  });

  describe('changing the invoices', () => {
    it('PUT adds and DELETE removes invoices, recomputing the totals; both record the invoices', async () => {
      const a = await invoice(partnerA, 100, 10);
      const b = await invoice(partnerA, 250, 20);
      const act = await create([a.id]);
      const added = await ok(admin, 'PUT', `/${act.id}`, { invoiceIds: [b.id] });
      expect(added).toMatchObject({
        invoiceIds: [a.id, b.id],
        totalAmount: 350,
        feeAmount: 60,
        payoutAmount: 290,
        state: 'draft',
      });
      expect(added.comments[0]).toMatchObject({
        action: 'act.update',
        actionName: 'Изменить счета',
        comment: `Добавлены счета: ${b.number}`,
      });
      const removed = await call(admin, 'DELETE', `/${act.id}`, { invoiceIds: [a.id] });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toMatchObject({
        invoiceIds: [b.id],
        totalAmount: 250,
        feeAmount: 50,
        comments: [
          expect.objectContaining({ comment: `Исключены счета: ${a.number}` }),
          expect.anything(),
          expect.anything(),
        ],
      });
      await fails(
        admin,
        'DELETE',
        `/${act.id}`,
        { invoiceIds: [a.id] },
        400,
        'VALIDATION_ERROR',
        `Счёт ${a.id} не входит в акт № ${act.id}`,
      );
    });

    it('adds only the act partner’s paid invoices in no act', async () => {
      const act = await create([(await invoice(partnerA)).id]);
      const other = await invoice(partnerB);
      const sent = await invoice(partnerA, 10, 10, 'sent');
      const elsewhere = await invoice(partnerA);
      const holder = await create([elsewhere.id]);
      await refused(admin, `/${act.id}`, { invoiceIds: [other.id] }, 'Счета разных партнёров');
      await refused(admin, `/${act.id}`, { invoiceIds: [sent.id] }, `Счёт ${sent.number} ещё не оплачен`);
      await fails(
        admin,
        'PUT',
        `/${act.id}`,
        { invoiceIds: [elsewhere.id] },
        409,
        'INELIGIBLE_STATE',
        `Счёт ${elsewhere.number} уже включён в акт № ${holder.id}`,
      );
      await fails(admin, 'PUT', '/2000000000', { invoiceIds: [sent.id] }, 404, 'ENTITY_NOT_FOUND', ACT_NOT_FOUND);
      await fails(
        (await userWith(['available'])).token,
        'PUT',
        `/${act.id}`,
        { invoiceIds: [sent.id] },
        403,
        'ACCESS_DENIED',
      );
    });

    it('a ratified act takes no changes (409) and an empty draft cannot be ratified', async () => {
      const a = await invoice(partnerA);
      const act = await create([a.id]);
      await ok(admin, 'PUT', `/${act.id}/ratify`);
      await fails(
        admin,
        'PUT',
        `/${act.id}`,
        { invoiceIds: [(await invoice(partnerA)).id] },
        409,
        'INELIGIBLE_STATE',
        stale('Изменить счета', 'Согласован партнёром'),
      );
      const empty = await create([(await invoice(partnerA)).id]);
      const emptied = (
        await call(admin, 'DELETE', `/${empty.id}`, { invoiceIds: empty.invoiceIds })
      ).json() as ReconciliationAct;
      expect(emptied).toMatchObject({
        invoiceIds: [],
        totalAmount: 0,
        allowedActions: ['act.update', 'act.notifyRecalculation', 'act.reject', 'act.hardDelete'],
      });
      await fails(
        admin,
        'PUT',
        `/${empty.id}/ratify`,
        undefined,
        409,
        'INELIGIBLE_STATE',
        stale('Согласовать', 'Сформирован'),
      );
    });

    it('POST /notify/recalculation takes the invoices as they are now, and a rejected act returns to a draft', async () => {
      const a = await invoice(partnerA, 100, 10);
      const act = await create([a.id]);
      await ok(admin, 'PUT', `/${act.id}/reject`, { comment: 'Сумма изменилась' });
      await t.db.update(orderInvoices).set({ totalAmount: 120, feeRate: 5 }).where(eq(orderInvoices.id, a.id));
      const recalculated = await ok(operator, 'POST', `/${act.id}/notify/recalculation`, { comment: 'Пересчитано' });
      expect(recalculated).toMatchObject({ state: 'draft', totalAmount: 120, feeAmount: 6, payoutAmount: 114 });
      expect(recalculated.comments[0]).toMatchObject({
        action: 'act.notifyRecalculation',
        actionName: 'Уведомить о перерасчёте',
        comment: 'Пересчитано',
      });
      await ok(admin, 'PUT', `/${act.id}/ratify`);
      await fails(
        admin,
        'POST',
        `/${act.id}/notify/recalculation`,
        {},
        409,
        'INELIGIBLE_STATE',
        stale('Уведомить о перерасчёте', 'Согласован партнёром'),
      );
    });
  });

  describe('the chart’s transitions', () => {
    it('ratify, verify, finalize: finalizing closes the paid invoices through the invoice chart', async () => {
      const paid = await invoice(partnerA);
      const closed = await invoice(partnerA, 50, 10, 'closed');
      const act = await create([paid.id, closed.id]);
      expect((await ok(staffA.token, 'PUT', `/${act.id}/ratify`)).allowedActions).toEqual(['act.reject']);
      await fails(staffA.token, 'PUT', `/${act.id}/verify`, undefined, 403, 'ACCESS_DENIED');
      expect((await ok(admin, 'PUT', `/${act.id}/verify`)).allowedActions).toEqual(['act.reject', 'act.finalize']);
      await fails(staffA.token, 'PUT', `/${act.id}/finalize`, undefined, 403, 'ACCESS_DENIED');
      const done = await ok(admin, 'PUT', `/${act.id}/finalize`);
      expect(done).toMatchObject({ state: 'finalized', stateName: 'Завершён', allowedActions: [] });
      expect(done.comments.map((c) => c.action)).toEqual(['act.finalize', 'act.verify', 'act.ratify', 'act.create']);
      const states = await t.db
        .select({ id: orderInvoices.id, state: orderInvoices.state })
        .from(orderInvoices)
        .where(eq(orderInvoices.orderId, paid.orderId));
      expect(states).toEqual([{ id: paid.id, state: 'closed' }]);
      const [history] = await t.db
        .select()
        .from(orderInvoiceHistory)
        .where(eq(orderInvoiceHistory.invoiceId, paid.id))
        .orderBy(desc(orderInvoiceHistory.id));
      expect(history).toMatchObject({
        action: 'invoice.close',
        fromState: 'paid',
        toState: 'closed',
        comment: `Акт сверки № ${act.id}`,
      });
      expect(await t.db.select().from(orderInvoiceHistory).where(eq(orderInvoiceHistory.invoiceId, closed.id))).toEqual(
        [],
      );
      await fails(
        admin,
        'PUT',
        `/${act.id}/finalize`,
        undefined,
        409,
        'INELIGIBLE_STATE',
        stale('Завершить', 'Завершён'),
      );
    });

    it('finalize stops at an invoice no longer paid and changes nothing', async () => {
      const a = await invoice(partnerA);
      const b = await invoice(partnerA);
      const act = await create([a.id, b.id]);
      await ok(admin, 'PUT', `/${act.id}/ratify`);
      await ok(admin, 'PUT', `/${act.id}/verify`);
      await t.db.update(orderInvoices).set({ state: 'accepted' }).where(eq(orderInvoices.id, b.id));
      await fails(
        admin,
        'PUT',
        `/${act.id}/finalize`,
        undefined,
        409,
        'INELIGIBLE_STATE',
        `Счёт ${b.number} ещё не оплачен`,
      );
      expect((await ok(admin, 'GET', `/${act.id}`)).state).toBe('verified');
      expect(
        (await t.db.select({ state: orderInvoices.state }).from(orderInvoices).where(eq(orderInvoices.id, a.id)))[0]
          .state,
      ).toBe('paid');
    });

    it('reject needs a comment; a finalized or deleted act is not rejected; 403 without permissionUpdate', async () => {
      const act = await create([(await invoice(partnerA)).id]);
      for (const body of [{}, { comment: '   ' }]) {
        const failure = await fails(admin, 'PUT', `/${act.id}/reject`, body, 400, 'VALIDATION_ERROR');
        expect(failure.details?.comment).toBe(REJECT_COMMENT_MESSAGE);
      }
      await fails(
        (await userWith(['available'])).token,
        'PUT',
        `/${act.id}/reject`,
        { comment: 'Нет' },
        403,
        'ACCESS_DENIED',
      );
      const rejected = await ok(staffA.token, 'PUT', `/${act.id}/reject`, { comment: 'Нет акта выполненных работ' });
      expect(rejected).toMatchObject({
        state: 'rejected',
        stateName: 'Отклонён',
        comment: 'Нет акта выполненных работ',
      });
      await fails(
        admin,
        'PUT',
        `/${act.id}/reject`,
        { comment: 'Ещё раз' },
        409,
        'INELIGIBLE_STATE',
        stale('Отклонить', 'Отклонён'),
      );
      await fails(admin, 'PUT', '/2000000000/reject', { comment: 'Нет' }, 404, 'ENTITY_NOT_FOUND', ACT_NOT_FOUND);
    });

    it('DELETE /hard: the act is gone, its invoices free; operators (no permissionDelete) get 403', async () => {
      const a = await invoice(partnerA);
      const act = await create([a.id]);
      await fails(operator, 'DELETE', `/${act.id}/hard`, undefined, 403, 'ACCESS_DENIED');
      const gone = await ok(admin, 'DELETE', `/${act.id}/hard`);
      expect(gone).toMatchObject({
        id: act.id,
        state: 'deleted',
        stateName: 'Удалён',
        content: [],
        invoiceIds: [],
        allowedActions: [],
        totalAmount: act.totalAmount,
      });
      await fails(admin, 'GET', `/${act.id}`, undefined, 404, 'ENTITY_NOT_FOUND', ACT_NOT_FOUND);
      await fails(admin, 'DELETE', `/${act.id}/hard`, undefined, 404, 'ENTITY_NOT_FOUND', ACT_NOT_FOUND);
      expect((await create([a.id])).invoiceIds).toEqual([a.id]);
      const ratified = await create([(await invoice(partnerA)).id]);
      await ok(admin, 'PUT', `/${ratified.id}/ratify`);
      await fails(
        admin,
        'DELETE',
        `/${ratified.id}/hard`,
        undefined,
        409,
        'INELIGIBLE_STATE',
        stale('Удалить', 'Согласован партнёром'),
      );
      const rows = await t.db
        .select()
        .from(reconciliationActs)
        .where(and(eq(reconciliationActs.id, ratified.id), eq(reconciliationActs.state, 'ratified')));
      expect(rows).toHaveLength(1);
    });
  });
});
