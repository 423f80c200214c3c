import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerLegals, partnerLegalUsers } from '../../../src/server/invoices/invoicesSchema';
import { services } from '../../../src/server/orders/ordersSchema';
import type { PartnerLegal } from '../../../src/shared/schemas/invoice';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { createInvoiceWorld, type InvoiceWorld, invoiceUser } from '../invoices/invoiceFixtures';
import { caller, expectFieldError } from '../orders/orderPartsFixtures';

// Partner legal entities for invoices (GET /v1/order_invoices/partner_legal) and users bound to them
// (/v1/order_invoices/partner_legal_user). Each test works on partners and a service of its own.

const LEGALS = ['partners.legal'];
const ALL = ['available', 'permissionInsert', 'permissionUpdate', 'permissionDelete'] as const;

describe('partner legal entities (/v1/order_invoices/partner_legal, partner_legal_user)', () => {
  const t = openTestApp();
  let call: ReturnType<typeof caller>;
  let admin: string;
  beforeAll(async () => {
    call = caller(t.app);
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
  });

  /** Two partners with price lists for a service of the test's own; each has a VAT and a no-VAT entity. */
  async function twoPartners() {
    const code = `legal_${randomUUID().slice(0, 8)}`;
    const [service] = await t.db
      .insert(services)
      .values({ name: `Услуга ${code}`, code })
      .returning();
    const [a, b] = [
      await createInvoiceWorld(t.db, { serviceId: service.id }),
      await createInvoiceWorld(t.db, { serviceId: service.id }),
    ];
    return { serviceId: service.id, a, b };
  }
  const names = (w: InvoiceWorld) => [`ИП Счетов ${w.tag}`, `ООО «Счёт ${w.tag}»`];
  const legals = async (query: string, token = admin) => {
    const r = await call(token, 'GET', `/v1/order_invoices/partner_legal?${query}`);
    expect(r.statusCode, r.body).toBe(200);
    return (r.json() as PartnerLegal[]).map((l) => l.name);
  };
  const bindings = (query: string, token = admin) =>
    call(token, 'GET', `/v1/order_invoices/partner_legal_user?${query}`);

  describe('GET /partner_legal', () => {
    it('lists the entities of partners with a live price list for the service, by name, without deleted ones', async () => {
      const { serviceId, a, b } = await twoPartners();
      expect(await legals(`serviceId=${serviceId}`)).toEqual([...names(a), ...names(b)].sort());
      const [legal] = await t.db.select().from(partnerLegals).where(eq(partnerLegals.id, b.legals.noVat));
      await t.db.update(partnerLegals).set({ deletedDate: new Date() }).where(eq(partnerLegals.id, legal.id));
      expect(await legals(`serviceId=${serviceId}`)).toEqual([...names(a), names(b)[1]].sort());
      const answer = (
        await call(admin, 'GET', `/v1/order_invoices/partner_legal?serviceId=${serviceId}`)
      ).json() as PartnerLegal[];
      expect(answer.find((l) => l.id === a.legals.vat)).toEqual({
        id: a.legals.vat,
        partnerId: a.partnerId,
        name: names(a)[1],
        inn: '7701234567',
        nds: 20,
      });
    });

    it("answers a user's bound entities, else his partner's; 404 when there are none", async () => {
      const { serviceId, a } = await twoPartners();
      const bound = await createTestUser(t.db);
      await t.db.insert(partnerLegalUsers).values({ userId: bound.id, partnerLegalId: a.legals.noVat });
      expect(await legals(`userId=${bound.id}`)).toEqual([names(a)[0]]);
      const staff = await createTestUser(t.db, { partnerId: a.partnerId });
      expect(await legals(`userId=${staff.id}&serviceId=${serviceId}`)).toEqual(names(a));
      const lonely = await createTestUser(t.db);
      for (const query of [
        `userId=${lonely.id}`,
        'userId=2000000000',
        `userId=${staff.id}&serviceId=${serviceId + 100000}`,
      ]) {
        expect((await call(admin, 'GET', `/v1/order_invoices/partner_legal?${query}`)).json()).toMatchObject({
          status: 404,
          errorCode: 'ENTITY_NOT_FOUND',
          message: 'Юридическое лицо не найдено',
        });
      }
      expectFieldError(
        await call(admin, 'GET', '/v1/order_invoices/partner_legal?serviceId=abc'),
        'serviceId',
        'Некорректная услуга',
      );
    });

    it("shows a partner's staff only their partner's entities; 403 without a key", async () => {
      const { serviceId, a } = await twoPartners();
      const staff = await invoiceUser(t.app, t.db, ['available'], a.partnerId);
      expect(await legals(`serviceId=${serviceId}`, staff.token)).toEqual(names(a));
      const stranger = await createTestUser(t.db);
      const nobody = await login(t.app, stranger.email, stranger.password!);
      expect((await call(nobody, 'GET', `/v1/order_invoices/partner_legal?serviceId=${serviceId}`)).statusCode).toBe(
        403,
      );
    });
  });

  describe('/partner_legal_user', () => {
    it('binds a user once, lists the bindings by user and by entity, and unbinds', async () => {
      const { a } = await twoPartners();
      const user = await createTestUser(t.db, { lastName: 'Юрлицев', firstName: 'Пётр' });
      const body = { partnerLegalId: a.legals.vat, userId: user.id };
      const bound = await call(admin, 'POST', '/v1/order_invoices/partner_legal_user', body);
      expect(bound.statusCode, bound.body).toBe(200);
      const row = bound.json();
      expect(row).toEqual({
        id: expect.any(Number),
        partnerLegalId: a.legals.vat,
        partnerLegalName: names(a)[1],
        userId: user.id,
        userFio: 'Юрлицев Пётр',
      });
      const again = await call(admin, 'POST', '/v1/order_invoices/partner_legal_user', body);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        message: 'Пользователь уже привязан к юридическому лицу',
        details: { userId: 'Пользователь уже привязан к юридическому лицу' },
      });
      expect((await bindings(`userId=${user.id}`)).json()).toEqual([row]);
      expect((await bindings(`partnerLegalId=${a.legals.vat}`)).json()).toEqual([row]);
      expect((await call(admin, 'DELETE', `/v1/order_invoices/partner_legal_user?id=${row.id}`)).json()).toEqual(row);
      expect((await bindings(`userId=${user.id}`)).json()).toEqual([]);
      expect((await call(admin, 'DELETE', `/v1/order_invoices/partner_legal_user?id=${row.id}`)).json()).toMatchObject({
        status: 404,
        message: 'Привязка пользователя к юридическому лицу не найдена',
      });
    });

    it('answers each message, 403 without the legal entities key, 404 for unknown and foreign ones', async () => {
      const { a, b } = await twoPartners();
      const user = await createTestUser(t.db);
      const post = (body: object, token = admin) => call(token, 'POST', '/v1/order_invoices/partner_legal_user', body);
      expectFieldError(await post({ userId: user.id }), 'partnerLegalId', 'Выберите юридическое лицо');
      expectFieldError(await post({ partnerLegalId: a.legals.vat }), 'userId', 'Выберите пользователя');
      expectFieldError(await bindings(''), 'userId', 'Укажите пользователя или юридическое лицо');
      expect((await post({ partnerLegalId: 2000000000, userId: user.id })).json()).toMatchObject({
        status: 404,
        message: 'Юридическое лицо не найдено',
      });
      expect((await post({ partnerLegalId: a.legals.vat, userId: 2000000000 })).json()).toMatchObject({
        status: 404,
        message: 'Пользователь не найден',
      });

      const invoicesOnly = await invoiceUser(t.app, t.db, [...ALL], null);
      expect((await post({ partnerLegalId: a.legals.vat, userId: user.id }, invoicesOnly.token)).statusCode).toBe(403);
      expect((await call(invoicesOnly.token, 'DELETE', '/v1/order_invoices/partner_legal_user?id=1')).statusCode).toBe(
        403,
      );
      expect((await bindings(`userId=${user.id}`, invoicesOnly.token)).statusCode).toBe(200);

      const legalsOfB = await invoiceUser(t.app, t.db, [...ALL], b.partnerId, LEGALS);
      expect((await post({ partnerLegalId: a.legals.vat, userId: user.id }, legalsOfB.token)).statusCode).toBe(404);
      const ofB = await post({ partnerLegalId: b.legals.vat, userId: user.id }, legalsOfB.token);
      expect(ofB.statusCode, ofB.body).toBe(200);
      const ofA = (await post({ partnerLegalId: a.legals.noVat, userId: user.id })).json();
      expect((await bindings(`userId=${user.id}`, legalsOfB.token)).json()).toEqual([ofB.json()]);
      expect(
        (await call(legalsOfB.token, 'DELETE', `/v1/order_invoices/partner_legal_user?id=${ofA.id}`)).statusCode,
      ).toBe(404);
    });
  });
});
