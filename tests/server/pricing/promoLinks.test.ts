import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import { clients } from '../../../src/server/clients/clientsSchema';
import { partnerPromos, promos } from '../../../src/server/pricing/pricingSchema';
import { SERVICE_IDS } from '../../../src/shared/constants';
import type { PromoLink } from '../../../src/shared/schemas/pricing/promos';
import { login, openTestApp } from '../buildTestApp';
import { createProjects, partnerId, promoBody, promoUser, TYRE_PARTNER } from './promoFixtures';

describe('promo links (/v1/project_promos, /v1/service_promos, /v1/partner_promos)', () => {
  const t = openTestApp();
  let admin = '';
  let noKey = '';
  let partnerStaff = '';
  let projectId = 0;
  let otherProjectId = 0;
  let tyres = 0;
  let tow = 0;

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    noKey = (await promoUser(t.app, t.db, [])).token;
    tyres = await partnerId(t.db, TYRE_PARTNER);
    tow = await partnerId(t.db, 'Эвакуатор-Сервис');
    partnerStaff = (await promoUser(t.app, t.db, undefined, tyres)).token;
    [{ id: projectId }, { id: otherProjectId }] = await createProjects(t.db, 2);
  });

  const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
  const newPromo = async () => {
    const response = await call(admin, 'POST', '/v1/promos', promoBody(projectId));
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { id: number }).id;
  };

  const KINDS = [
    {
      path: 'project_promos',
      field: 'projectId',
      id: () => otherProjectId,
      name: 'Проект 2',
      unknown: 'Проект не найден',
    },
    {
      path: 'service_promos',
      field: 'serviceId',
      id: () => SERVICE_IDS.tireFitting,
      name: '',
      unknown: 'Услуга не найдена',
    },
    {
      path: 'partner_promos',
      field: 'partnerId',
      id: () => tow,
      name: 'Эвакуатор-Сервис',
      unknown: 'Партнёр не найден',
    },
  ] as const;

  it.each(KINDS)('$path: links, lists with the name, refuses a duplicate (409), unlinks', async (kind) => {
    const promoId = await newPromo();
    const created = await call(admin, 'POST', `/v1/${kind.path}`, { promoId, [kind.field]: kind.id() });
    expect(created.statusCode, created.body).toBe(200);
    const link = created.json() as PromoLink;
    expect(link).toMatchObject({ promoId, [kind.field]: kind.id(), name: expect.stringContaining(kind.name) });

    const listed = await call(admin, 'GET', `/v1/${kind.path}?promoId=${promoId}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([link]);

    const again = await call(admin, 'POST', `/v1/${kind.path}`, { promoId, [kind.field]: kind.id() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Промоакция уже привязана к /);

    const removed = await call(admin, 'DELETE', `/v1/${kind.path}/${link.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call(admin, 'GET', `/v1/${kind.path}?promoId=${promoId}`)).json()).toEqual([]);
    const gone = await call(admin, 'DELETE', `/v1/${kind.path}/${link.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ errorCode: 'ENTITY_NOT_FOUND', message: 'Привязка промоакции не найдена' });

    const audit = await t.db
      .select({ action: auditJournal.action })
      .from(auditJournal)
      .where(and(eq(auditJournal.entity, 'promo'), eq(auditJournal.entityId, promoId)))
      .orderBy(auditJournal.id);
    const k = kind.path.split('_')[0];
    expect(audit.map((a) => a.action)).toEqual(['create', `${k}_link`, `${k}_unlink`]);
  });

  it.each(KINDS)('$path: 400 with the Russian message, 404 for an unknown promo or object', async (kind) => {
    const promoId = await newPromo();
    const noObject = await call(admin, 'POST', `/v1/${kind.path}`, { promoId });
    expect(noObject.statusCode).toBe(400);
    expect(Object.values(noObject.json().details)).toEqual([
      { projectId: 'Укажите проект', serviceId: 'Укажите услугу', partnerId: 'Укажите партнёра' }[kind.field],
    ]);
    const noPromoId = await call(admin, 'POST', `/v1/${kind.path}`, { [kind.field]: kind.id() });
    expect(noPromoId.json().details).toEqual({ promoId: 'Укажите промоакцию' });
    expect((await call(admin, 'GET', `/v1/${kind.path}`)).json().details).toEqual({ promoId: 'Укажите промоакцию' });

    const unknownPromo = await call(admin, 'POST', `/v1/${kind.path}`, {
      promoId: 2_000_000_000,
      [kind.field]: kind.id(),
    });
    expect(unknownPromo.statusCode).toBe(404);
    expect(unknownPromo.json().message).toBe('Промоакция не найдена');
    expect((await call(admin, 'GET', `/v1/${kind.path}?promoId=2000000000`)).statusCode).toBe(404);
    const unknownObject = await call(admin, 'POST', `/v1/${kind.path}`, { promoId, [kind.field]: 2_000_000_000 });
    expect(unknownObject.statusCode).toBe(404);
    expect(unknownObject.json().message).toBe(kind.unknown);
  });

  it.each(KINDS)('$path: 403 without the key and for partner staff writes', async (kind) => {
    const promoId = await newPromo();
    const link = (
      await call(admin, 'POST', `/v1/${kind.path}`, { promoId, [kind.field]: kind.id() })
    ).json() as PromoLink;
    for (const token of [noKey, partnerStaff]) {
      expect((await call(token, 'POST', `/v1/${kind.path}`, { promoId, [kind.field]: kind.id() })).statusCode).toBe(
        403,
      );
      expect((await call(token, 'DELETE', `/v1/${kind.path}/${link.id}`)).statusCode).toBe(403);
    }
    expect((await call(noKey, 'GET', `/v1/${kind.path}?promoId=${promoId}`)).statusCode).toBe(403);
  });

  it("partner staff read the links of their promos, and another partner's promo is not found", async () => {
    const ours = await newPromo();
    const theirs = await newPromo();
    await t.db.insert(partnerPromos).values([
      { promoId: ours, partnerId: tyres },
      { promoId: ours, partnerId: tow },
      { promoId: theirs, partnerId: tow },
    ]);
    // The tow partner's link of a promo both partners have is not shown to the tyre partner's staff.
    const listed = await call(partnerStaff, 'GET', `/v1/partner_promos?promoId=${ours}`);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as PromoLink[]).map((l) => l.partnerId)).toEqual([tyres]);
    const hidden = await call(partnerStaff, 'GET', `/v1/partner_promos?promoId=${theirs}`);
    expect(hidden.statusCode).toBe(404);
  });

  it('a project link lets the client card grant the promo from that project', async () => {
    const promoId = await newPromo();
    const [client] = await t.db
      .insert(clients)
      .values({ lastName: 'Привязок', firstName: 'Тест', phoneNumber: `+7995${String(Date.now()).slice(-7)}` })
      .returning({ id: clients.id });
    const grant = () =>
      call(admin, 'POST', '/v1/client_promos', { clientId: client.id, promoId, sourceProjectId: otherProjectId });
    expect((await grant()).statusCode).toBe(400);
    await call(admin, 'POST', '/v1/project_promos', { promoId, projectId: otherProjectId });
    const granted = await grant();
    expect(granted.statusCode, granted.body).toBe(200);
  });

  it('the demo winter promo is linked to tyre fitting', async () => {
    const [winter] = await t.db.select({ id: promos.id }).from(promos).where(eq(promos.code, 'ЗИМА2026'));
    const services = (await call(admin, 'GET', `/v1/service_promos?promoId=${winter.id}`)).json() as PromoLink[];
    expect(services.map((s) => s.serviceId)).toEqual([SERVICE_IDS.tireFitting]);
  });
});
