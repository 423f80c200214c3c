import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import { drawFreeCodes } from '../../../src/server/qrcodes/qrCodeBatchCreation';
import { qrCodes } from '../../../src/server/qrcodes/qrcodesSchema';
import { tireDefects } from '../../../src/server/tires/tiresSchema';
import type { QrCodeBatch, QrCodeBatchDetail, QrCodeBatchesPage } from '../../../src/shared/schemas/qrcodes';
import { openTestApp } from '../buildTestApp';
import { createInvoiceWorld, type InvoiceWorld, invoiceCalls, invoiceUser } from '../invoices/invoiceFixtures';
import { ALL_FLAGS } from '../pricing/priceListFixtures';

// POST /qrcodes/find, POST /qrcodes, GET /qrcodes/{id}, GET /qrcodes/{id}/pdf, DELETE /qrcodes/{id}. Codes are nine
// digits, never starting with 0, unique across labels and tyres. Tenant rule: a partner's staff see and make only
// their partner's batches; another partner's batch answers 404.

const t = openTestApp();
const { call, ok, refused } = invoiceCalls(() => t.app);
const qrUser = (partnerId: number | null = null) => invoiceUser(t.app, t.db, ALL_FLAGS, partnerId, ['qrcodes']);
let admin: { id: number; token: string };

beforeAll(async () => {
  admin = await qrUser();
});

const create = (token: string, body: Record<string, unknown>) =>
  ok<QrCodeBatchDetail>(call(token, 'POST', '/v1/qrcodes', body));
const findOf = (token: string, body: Record<string, unknown> = {}) =>
  ok<QrCodeBatchesPage>(call(token, 'POST', '/v1/qrcodes/find', { offset: 0, size: 50, ...body }));
/** A stored tyre of the world's order carrying the code as its barcode. */
const stick = (w: InvoiceWorld, code: string) =>
  t.db.insert(tireDefects).values({ orderId: w.orderId, barcode: code, defectTypeIds: [9031] });
const pageCount = (pdf: Buffer) => Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1] ?? 0);

describe('qr code batches', () => {
  it('makes a batch of unique 9-digit codes, lists it newest first with names and counts, audited', async () => {
    const w = await createInvoiceWorld(t.db);
    const first = await create(admin.token, { partnerId: w.partnerId, count: 5 });
    const second = await create(admin.token, {
      partnerId: w.partnerId,
      officeId: w.officeId,
      count: 40,
      comment: `  Рулон ${w.tag} `,
    });
    expect(second).toMatchObject({
      partnerId: w.partnerId,
      partnerName: `Партнёр счетов ${w.tag}`,
      officeId: w.officeId,
      officeName: `Офис ${w.tag}`,
      comment: `Рулон ${w.tag}`,
      count: 40,
      usedCount: 0,
      createdByUserId: admin.id,
      createdByName: 'Тестов Тест',
      createdAt: expect.any(Number),
    });
    expect(Math.abs(second.createdAt - Date.now() / 1000)).toBeLessThan(60);
    expect(second.codes).toHaveLength(40);
    for (const c of [...first.codes, ...second.codes]) {
      expect(c.code).toMatch(/^[1-9]\d{8}$/);
      expect(c).toMatchObject({ used: false, orderId: null });
    }
    expect(new Set([...first.codes, ...second.codes].map((c) => c.code)).size).toBe(45);

    const page = await findOf(admin.token, { partnerId: w.partnerId });
    expect(page.total).toBe(2);
    expect(page.items.map((b) => [b.id, b.count, b.usedCount])).toEqual([
      [second.id, 40, 0],
      [first.id, 5, 0],
    ]);
    const { codes: _codes, ...header } = second;
    expect(page.items[0]).toEqual(header);
    const oldestFirst = await findOf(admin.token, { partnerId: w.partnerId, sortField: 'id', sortOrder: 'asc' });
    expect(oldestFirst.items.map((b) => b.id)).toEqual([first.id, second.id]);
    const byOffice = await findOf(admin.token, { officeId: w.officeId });
    expect(byOffice.items.map((b) => b.id)).toEqual([second.id]);
    const paged = await findOf(admin.token, { partnerId: w.partnerId, offset: 1, size: 1 });
    expect(paged).toMatchObject({ total: 2, items: [{ id: first.id }] });

    expect(await ok<QrCodeBatchDetail>(call(admin.token, 'GET', `/v1/qrcodes/${second.id}`))).toEqual(second);
    const journal = await t.db
      .select({ action: auditJournal.action, actor: auditJournal.actorUserId, partner: auditJournal.partnerId })
      .from(auditJournal)
      .where(and(eq(auditJournal.entity, 'qr_code_batch'), eq(auditJournal.entityId, second.id)))
      .orderBy(asc(auditJournal.id));
    expect(journal).toEqual([{ action: 'create', actor: admin.id, partner: w.partnerId }]);
  });

  it('marks a code used once a stored tyre carries it, with the order, and counts it', async () => {
    const w = await createInvoiceWorld(t.db);
    const batch = await create(admin.token, { partnerId: w.partnerId, count: 3 });
    await stick(w, batch.codes[1].code);
    const read = await ok<QrCodeBatchDetail>(call(admin.token, 'GET', `/v1/qrcodes/${batch.id}`));
    expect(read.usedCount).toBe(1);
    expect(read.codes.map((c) => [c.code, c.used, c.orderId])).toEqual([
      [batch.codes[0].code, false, null],
      [batch.codes[1].code, true, w.orderId],
      [batch.codes[2].code, false, null],
    ]);
    const page = await findOf(admin.token, { partnerId: w.partnerId });
    expect(page.items.map((b) => b.usedCount)).toEqual([1]);
  });

  it('never draws a code twice, nor one already on a label or a tyre', async () => {
    const w = await createInvoiceWorld(t.db);
    const batch = await create(admin.token, { partnerId: w.partnerId, count: 1 });
    const onLabel = batch.codes[0].code;
    const onTyre = `7${String(Date.now()).slice(-8)}`;
    await stick(w, onTyre);
    // Fresh codes of the test's own: 8 random digits after a 1, far from the few thousand codes the suites make.
    const [a, b, c] = [0, 1, 2].map(() => `1${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`);
    // Round one draws a label's code, a tyre's barcode and a; round two a again (already chosen), then b and c.
    const script = [onLabel, onTyre, a, a, b, c];
    let i = 0;
    const drawn = await drawFreeCodes(t.db, 3, () => script[i++]);
    expect(drawn.sort()).toEqual([a, b, c].sort());
    expect(i).toBe(6);
    expect(drawn).not.toContain(onLabel);
    expect(drawn).not.toContain(onTyre);
  });

  it('refuses bad input in Russian: the count out of 1..1000, no partner, another partner’s office', async () => {
    const w = await createInvoiceWorld(t.db);
    const other = await createInvoiceWorld(t.db);
    const details = async (body: Record<string, unknown>) =>
      (await refused(call(admin.token, 'POST', '/v1/qrcodes', body), 400, 'VALIDATION_ERROR')).details;
    expect(await details({ partnerId: w.partnerId, count: 0 })).toEqual({ count: 'Количество кодов — от 1 до 1000' });
    expect(await details({ partnerId: w.partnerId, count: 1001 })).toEqual({
      count: 'Количество кодов — от 1 до 1000',
    });
    expect(await details({ partnerId: w.partnerId, count: 2.5 })).toEqual({ count: 'Количество кодов — целое число' });
    expect(await details({ partnerId: w.partnerId })).toEqual({ count: 'Укажите количество кодов' });
    expect(await details({ count: 3 })).toEqual({ partnerId: 'Выберите партнёра' });
    expect(await details({ partnerId: w.partnerId, officeId: other.officeId, count: 3 })).toEqual({
      officeId: 'Офис другого партнёра',
    });
    expect(await details({ partnerId: w.partnerId, officeId: 2_000_000_000, count: 3 })).toEqual({
      officeId: 'Офис не найден',
    });
    await refused(
      call(admin.token, 'POST', '/v1/qrcodes', { partnerId: 2_000_000_000, count: 3 }),
      404,
      'ENTITY_NOT_FOUND',
    );
    const max = await create(admin.token, { partnerId: w.partnerId, count: 1000 });
    expect(new Set(max.codes.map((c) => c.code)).size).toBe(1000);
    await refused(call(admin.token, 'GET', '/v1/qrcodes/abc'), 400, 'VALIDATION_ERROR');
    const missing = await refused(call(admin.token, 'GET', '/v1/qrcodes/999999999'), 404, 'ENTITY_NOT_FOUND');
    expect(missing.message).toBe('Партия QR-кодов не найдена');
  });

  it('prints an A4 sheet: a PDF, 14 labels a page, with a file name; unusedOnly leaves used codes out', async () => {
    const w = await createInvoiceWorld(t.db);
    const batch = await create(admin.token, { partnerId: w.partnerId, officeId: w.officeId, count: 30 });
    const r = await call(admin.token, 'GET', `/v1/qrcodes/${batch.id}/pdf`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toContain('application/pdf');
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="qr_codes_\d+\.pdf"; filename\*=UTF-8''/);
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(r.rawPayload)).toBe(3);

    const small = await create(admin.token, { partnerId: w.partnerId, count: 15 });
    const all = await call(admin.token, 'GET', `/v1/qrcodes/${small.id}/pdf`);
    expect(pageCount(all.rawPayload)).toBe(2);
    await stick(w, small.codes[0].code);
    const unused = await call(admin.token, 'GET', `/v1/qrcodes/${small.id}/pdf?unusedOnly=true`);
    expect(unused.statusCode).toBe(200);
    expect(pageCount(unused.rawPayload)).toBe(1);

    const one = await create(admin.token, { partnerId: w.partnerId, count: 1 });
    await stick(w, one.codes[0].code);
    const nothing = await refused(
      call(admin.token, 'GET', `/v1/qrcodes/${one.id}/pdf?unusedOnly=true`),
      409,
      'INELIGIBLE_STATE',
    );
    expect(nothing.message).toBe('Все коды партии уже использованы: печатать нечего');
  });

  it('deletes a batch with its codes while none is used (audited), and refuses with 409 once one is', async () => {
    const w = await createInvoiceWorld(t.db);
    const batch = await create(admin.token, { partnerId: w.partnerId, count: 4 });
    const deleted = await ok<QrCodeBatch>(call(admin.token, 'DELETE', `/v1/qrcodes/${batch.id}`));
    expect(deleted).toMatchObject({ id: batch.id, count: 4 });
    await refused(call(admin.token, 'GET', `/v1/qrcodes/${batch.id}`), 404, 'ENTITY_NOT_FOUND');
    expect(await t.db.select().from(qrCodes).where(eq(qrCodes.batchId, batch.id))).toEqual([]);
    const journal = await t.db
      .select({ action: auditJournal.action })
      .from(auditJournal)
      .where(and(eq(auditJournal.entity, 'qr_code_batch'), eq(auditJournal.entityId, batch.id)))
      .orderBy(asc(auditJournal.id));
    expect(journal.map((j) => j.action)).toEqual(['create', 'delete']);

    const used = await create(admin.token, { partnerId: w.partnerId, count: 2 });
    await stick(w, used.codes[1].code);
    const refusal = await refused(call(admin.token, 'DELETE', `/v1/qrcodes/${used.id}`), 409, 'INELIGIBLE_STATE');
    expect(refusal.message).toBe('Коды партии уже использованы на шинах: такую партию удалить нельзя');
    expect((await ok<QrCodeBatchDetail>(call(admin.token, 'GET', `/v1/qrcodes/${used.id}`))).codes).toHaveLength(2);
  });

  it('keeps a partner’s staff inside their partner: own batches only, others 404, creation forced to own partner', async () => {
    const w = await createInvoiceWorld(t.db);
    const other = await createInvoiceWorld(t.db);
    const theirs = await create(admin.token, { partnerId: other.partnerId, count: 2 });
    const staff = await qrUser(w.partnerId);

    const made = await create(staff.token, { partnerId: other.partnerId, count: 3 });
    expect(made.partnerId).toBe(w.partnerId);
    const mine = await findOf(staff.token);
    expect(new Set(mine.items.map((b) => b.partnerId))).toEqual(new Set([w.partnerId]));
    expect(mine.items.map((b) => b.id)).toContain(made.id);
    expect(await findOf(staff.token, { partnerId: other.partnerId })).toEqual({ items: [], total: 0 });

    for (const [method, url] of [
      ['GET', `/v1/qrcodes/${theirs.id}`],
      ['GET', `/v1/qrcodes/${theirs.id}/pdf`],
      ['DELETE', `/v1/qrcodes/${theirs.id}`],
    ] as const) {
      const r = await refused(call(staff.token, method, url), 404, 'ENTITY_NOT_FOUND');
      expect(r.message).toBe('Партия QR-кодов не найдена');
    }
    await ok(call(admin.token, 'GET', `/v1/qrcodes/${theirs.id}`));
    // Another partner's office is refused too, even with the staff's own partner named.
    await refused(
      call(staff.token, 'POST', '/v1/qrcodes', { partnerId: w.partnerId, officeId: other.officeId, count: 1 }),
      400,
      'VALIDATION_ERROR',
    );
  });

  it('holds the key: without it 403, without the insert or delete flag those calls 403', async () => {
    const w = await createInvoiceWorld(t.db);
    const none = await invoiceUser(t.app, t.db, ['available'], null, ['order.invoices']);
    await refused(call(none.token, 'POST', '/v1/qrcodes/find', {}), 403, 'ACCESS_DENIED');
    const reader = await invoiceUser(t.app, t.db, ['available'], null, ['qrcodes']);
    await findOf(reader.token);
    await refused(
      call(reader.token, 'POST', '/v1/qrcodes', { partnerId: w.partnerId, count: 1 }),
      403,
      'ACCESS_DENIED',
    );
    const batch = await create(admin.token, { partnerId: w.partnerId, count: 1 });
    await refused(call(reader.token, 'DELETE', `/v1/qrcodes/${batch.id}`), 403, 'ACCESS_DENIED');
  });
});
