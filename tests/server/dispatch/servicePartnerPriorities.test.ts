import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { servicePartnerPrioritySchema } from '../../../src/shared/schemas/orderOffers';
import { login } from '../buildTestApp';
import { openOffersTestApp, PRIORITIES_KEY } from './orderOffersFixtures';

// GET /v1/service_partner/priorities?fiasId&serviceId and PUT /v1/service_partner/priority {id, priority}.

type Priority = z.infer<typeof servicePartnerPrioritySchema>;
const MESSAGE = 'Приоритет от 1 до 10';

describe('partner priorities (/v1/service_partner)', () => {
  const { t, call, ok, fails, userWith, scene } = openOffersTestApp();
  let admin: string;

  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
  });

  const list = (fiasId: string, serviceId: number, token = admin) =>
    ok<Priority[]>(token, 'GET', `/v1/service_partner/priorities?fiasId=${fiasId}&serviceId=${serviceId}`);
  const put = (payload: object, token = admin) => call(token, 'PUT', '/v1/service_partner/priority', payload);

  it('lists the region’s partners for the service by priority, then by partner name', async () => {
    const s = await scene({ priorities: [7, 2, 2] });
    const rows = await list(s.fiasId, 13);
    expect(rows.map((r) => r.partnerName)).toEqual([s.partners[1].name, s.partners[2].name, s.partners[0].name]);
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      serviceId: 13,
      partnerId: s.partners[1].id,
      partnerName: s.partners[1].name,
      fiasId: s.fiasId,
      priority: 2,
    });
    // Another service in the same region, and the FIAS id in capitals, find the same rows or none.
    expect(await list(s.fiasId, 903)).toEqual([]);
    expect((await list(s.fiasId.toUpperCase(), 13)).map((r) => r.id)).toEqual(rows.map((r) => r.id));
  });

  it('changes a priority, and the list follows it', async () => {
    const s = await scene();
    const [first] = await list(s.fiasId, 13);
    const updated = await ok<Priority>(admin, 'PUT', '/v1/service_partner/priority', { id: first.id, priority: 10 });
    expect(updated).toEqual({ ...first, priority: 10 });
    expect((await list(s.fiasId, 13)).map((r) => r.partnerId)).toEqual([
      s.partners[1].id,
      s.partners[2].id,
      s.partners[0].id,
    ]);
  });

  it('answers each message: the query, 1 to 10, the id', async () => {
    const query = await fails(
      call(admin, 'GET', '/v1/service_partner/priorities?fiasId=&serviceId=x'),
      400,
      'VALIDATION_ERROR',
    );
    expect(query.details).toMatchObject({ fiasId: 'Укажите регион', serviceId: 'Некорректная услуга' });
    const s = await scene({ partners: 1 });
    const [row] = await list(s.fiasId, 13);
    for (const priority of [0, 11, 2.5, '5', null]) {
      const body = await fails(put({ id: row.id, priority }), 400, 'VALIDATION_ERROR');
      expect(body.details?.priority).toBe(MESSAGE);
    }
    expect((await fails(put({ id: 0, priority: 3 }), 400, 'VALIDATION_ERROR')).details?.id).toBe(
      'Некорректный идентификатор',
    );
    await fails(put({ id: 999_999_999, priority: 3 }), 404, 'ENTITY_NOT_FOUND', 'Приоритет не найден');
    expect((await list(s.fiasId, 13))[0].priority).toBe(1);
  });

  it('answers 403 without the key, and to a change with only "available"', async () => {
    const s = await scene({ partners: 1 });
    const nobody = await userWith([]);
    const viewer = await userWith([PRIORITIES_KEY], { flags: ['available'] });
    await fails(
      call(nobody.token, 'GET', `/v1/service_partner/priorities?fiasId=${s.fiasId}&serviceId=13`),
      403,
      'ACCESS_DENIED',
    );
    const [row] = await list(s.fiasId, 13, viewer.token);
    await fails(put({ id: row.id, priority: 4 }, viewer.token), 403, 'ACCESS_DENIED');
    await fails(put({ id: row.id, priority: 4 }, nobody.token), 403, 'ACCESS_DENIED');
  });
});
