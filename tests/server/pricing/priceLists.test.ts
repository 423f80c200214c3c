import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import { offices } from '../../../src/server/db/schema';
import type { PriceListRow } from '../../../src/shared/schemas/pricing/priceLists';
import { openTestApp } from '../buildTestApp';
import { createInvoiceWorld, invoiceCalls } from '../invoices/invoiceFixtures';
import { priceListUser } from './priceListFixtures';

// GET, POST /price_lists; GET, PUT, DELETE /price_lists/{id}; POST /price_lists/{id} restores. Tenant rule: a
// partner's staff see and change only their partner's lists and create only in it.

const t = openTestApp();
const { call, ok, refused } = invoiceCalls(() => t.app);
let admin: { id: number; token: string };

beforeAll(async () => {
  admin = await priceListUser(t.app, t.db);
});

describe('price lists', () => {
  it('creates, lists with names and counts, edits, deletes softly and restores, each audited', async () => {
    const w = await createInvoiceWorld(t.db);
    const created = await ok<PriceListRow>(
      call(admin.token, 'POST', '/v1/price_lists', {
        name: `  Офисный ${w.tag} `,
        partnerId: w.partnerId,
        serviceId: 69,
        partnerOfficeId: w.officeId,
      }),
    );
    expect(created).toMatchObject({
      name: `Офисный ${w.tag}`,
      partnerId: w.partnerId,
      partnerName: `Партнёр счетов ${w.tag}`,
      serviceId: 69,
      serviceName: expect.any(String),
      partnerOfficeId: w.officeId,
      officeName: `Офис ${w.tag}`,
      regions: [],
      itemCount: 0,
      deletedDate: null,
    });
    const list = await ok<PriceListRow[]>(call(admin.token, 'GET', `/v1/price_lists?partnerId=${w.partnerId}`));
    expect(list.map((l) => [l.name, l.itemCount])).toEqual([
      [`Офисный ${w.tag}`, 0],
      [`Прайс ${w.tag}`, 4],
    ]);
    expect(await ok<PriceListRow>(call(admin.token, 'GET', `/v1/price_lists/${created.id}`))).toEqual(created);

    const edited = await ok<PriceListRow>(
      call(admin.token, 'PUT', `/v1/price_lists/${created.id}`, {
        name: `Стационарный ${w.tag}`,
        serviceId: 69,
        partnerOfficeId: null,
      }),
    );
    expect(edited).toMatchObject({ name: `Стационарный ${w.tag}`, partnerOfficeId: null, officeName: null });

    const deleted = await ok<PriceListRow>(call(admin.token, 'DELETE', `/v1/price_lists/${created.id}`));
    expect(deleted.deletedDate).toEqual(expect.any(Number));
    const alive = await ok<PriceListRow[]>(call(admin.token, 'GET', `/v1/price_lists?partnerId=${w.partnerId}`));
    expect(alive.map((l) => l.id)).toEqual([w.priceListId]);
    const all = await ok<PriceListRow[]>(
      call(admin.token, 'GET', `/v1/price_lists?partnerId=${w.partnerId}&showDeleted=true`),
    );
    expect(all.map((l) => l.id)).toEqual([w.priceListId, created.id]);
    const restored = await ok<PriceListRow>(call(admin.token, 'POST', `/v1/price_lists/${created.id}`));
    expect(restored.deletedDate).toBeNull();

    const journal = await t.db
      .select({ action: auditJournal.action, actor: auditJournal.actorUserId })
      .from(auditJournal)
      .where(and(eq(auditJournal.entity, 'price_list'), eq(auditJournal.entityId, created.id)));
    expect(journal.map((j) => j.action).sort()).toEqual(['create', 'delete', 'restore', 'update']);
    expect(new Set(journal.map((j) => j.actor))).toEqual(new Set([admin.id]));
  });

  it('refuses bad input in Russian: no name, an unknown service, another partner’s office', async () => {
    const w = await createInvoiceWorld(t.db);
    const other = await createInvoiceWorld(t.db);
    const body = { name: 'Прайс', partnerId: w.partnerId, serviceId: 69 };
    const noName = await refused(
      call(admin.token, 'POST', '/v1/price_lists', { ...body, name: '  ' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(noName.details).toEqual({ name: 'Укажите название' });
    const noPartner = await refused(
      call(admin.token, 'POST', '/v1/price_lists', { name: 'Прайс', serviceId: 69 }),
      400,
      'VALIDATION_ERROR',
    );
    expect(noPartner.details).toEqual({ partnerId: 'Выберите партнёра' });
    const office = await refused(
      call(admin.token, 'POST', '/v1/price_lists', { ...body, partnerOfficeId: other.officeId }),
      400,
      'VALIDATION_ERROR',
    );
    expect(office).toMatchObject({
      message: 'Офис другого партнёра',
      details: { partnerOfficeId: 'Офис другого партнёра' },
    });
    const moved = await refused(
      call(admin.token, 'PUT', `/v1/price_lists/${w.priceListId}`, {
        name: 'Прайс',
        serviceId: 69,
        partnerOfficeId: other.officeId,
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(moved.message).toBe('Офис другого партнёра');
    const service = await refused(
      call(admin.token, 'POST', '/v1/price_lists', { ...body, serviceId: 999999 }),
      400,
      'VALIDATION_ERROR',
    );
    expect(service.details).toEqual({ serviceId: 'Услуга не найдена' });
    await refused(call(admin.token, 'GET', '/v1/price_lists/abc'), 400, 'VALIDATION_ERROR');
    expect(
      (await refused(call(admin.token, 'GET', '/v1/price_lists/999999999'), 404, 'ENTITY_NOT_FOUND')).message,
    ).toBe('Прайс-лист не найден');
  });

  it('keeps a partner’s staff inside their partner: own lists only, others 404, creation forced to own partner', async () => {
    const w = await createInvoiceWorld(t.db);
    const other = await createInvoiceWorld(t.db);
    const staff = await priceListUser(t.app, t.db, undefined, w.partnerId);
    const mine = await ok<PriceListRow[]>(call(staff.token, 'GET', '/v1/price_lists'));
    expect(new Set(mine.map((l) => l.partnerId))).toEqual(new Set([w.partnerId]));
    expect(await ok<PriceListRow[]>(call(staff.token, 'GET', `/v1/price_lists?partnerId=${other.partnerId}`))).toEqual(
      [],
    );

    const created = await ok<PriceListRow>(
      call(staff.token, 'POST', '/v1/price_lists', {
        name: `Свой ${w.tag}`,
        partnerId: other.partnerId,
        serviceId: 69,
      }),
    );
    expect(created.partnerId).toBe(w.partnerId);
    const [officeOfOther] = await t.db.select().from(offices).where(eq(offices.id, other.officeId));
    await refused(
      call(staff.token, 'POST', '/v1/price_lists', {
        name: 'Чужой офис',
        partnerId: w.partnerId,
        serviceId: 69,
        partnerOfficeId: officeOfOther.id,
      }),
      400,
      'VALIDATION_ERROR',
    );

    const notFound = { message: 'Прайс-лист не найден' };
    const body = { name: 'Чужой', serviceId: 69, partnerOfficeId: null };
    for (const [method, url, payload] of [
      ['GET', `/v1/price_lists/${other.priceListId}`],
      ['PUT', `/v1/price_lists/${other.priceListId}`, body],
      ['DELETE', `/v1/price_lists/${other.priceListId}`],
      ['POST', `/v1/price_lists/${other.priceListId}`],
    ] as const) {
      expect(await refused(call(staff.token, method, url, payload), 404, 'ENTITY_NOT_FOUND')).toMatchObject(notFound);
    }
  });

  it('needs the pricelists key with the flag of each call', async () => {
    const w = await createInvoiceWorld(t.db);
    const nobody = await priceListUser(t.app, t.db, []);
    await refused(call(nobody.token, 'GET', '/v1/price_lists'), 403, 'ACCESS_DENIED');
    await refused(call(nobody.token, 'GET', `/v1/price_lists/${w.priceListId}`), 403, 'ACCESS_DENIED');
    const reader = await priceListUser(t.app, t.db, ['available']);
    await ok(call(reader.token, 'GET', '/v1/price_lists'));
    await refused(
      call(reader.token, 'POST', '/v1/price_lists', { name: 'Прайс', partnerId: w.partnerId, serviceId: 69 }),
      403,
      'ACCESS_DENIED',
    );
    await refused(
      call(reader.token, 'PUT', `/v1/price_lists/${w.priceListId}`, { name: 'П', serviceId: 69 }),
      403,
      'ACCESS_DENIED',
    );
    await refused(call(reader.token, 'DELETE', `/v1/price_lists/${w.priceListId}`), 403, 'ACCESS_DENIED');
    await refused(call(reader.token, 'POST', `/v1/price_lists/${w.priceListId}`), 403, 'ACCESS_DENIED');
  });
});
