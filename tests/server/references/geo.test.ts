import { beforeAll, describe, expect, it } from 'vitest';
import type { GeoRegion } from '../../../src/shared/schemas/evacuation';
import { login, openTestApp } from '../buildTestApp';
import { userWith } from '../evacuation/evacuationFixtures';

describe('geo: region time zones and the map settings', () => {
  const t = openTestApp();
  let token = '';
  beforeAll(async () => {
    // A token is enough: a user without a single operation.
    const nobody = await userWith(t.db, []);
    token = await login(t.app, nobody.email, nobody.password!);
  });
  const get = (url: string, auth: string | null = token) =>
    t.app.inject({ method: 'GET', url, headers: auth ? { authorization: auth } : {} });

  it('gives the time zone of a region by its FIAS id, in any letter case', async () => {
    const kaliningrad = await get('/v1/geo/timezone/90c7181e-724f-41b3-b6c6-bd3ec7ae3f30');
    expect(kaliningrad.statusCode).toBe(200);
    expect(kaliningrad.json()).toEqual({
      fiasId: '90c7181e-724f-41b3-b6c6-bd3ec7ae3f30',
      name: 'Калининградская обл.',
      timezone: 'Europe/Kaliningrad',
    });
    expect((await get('/v1/geo/timezone/0C5B2444-70A0-4932-980C-B4DC0D3F02B5')).json()).toMatchObject({
      name: 'г. Москва',
      timezone: 'Europe/Moscow',
    });
  });

  it('answers 404 for an unknown region, 400 for an overlong id, 401 without a token', async () => {
    expect((await get('/v1/geo/timezone/00000000-0000-0000-0000-000000000000')).json()).toMatchObject({
      status: 404,
      errorCode: 'ENTITY_NOT_FOUND',
      message: 'Регион не найден',
    });
    expect((await get(`/v1/geo/timezone/${'a'.repeat(65)}`)).json()).toMatchObject({
      status: 400,
      details: { fiasId: 'Некорректный идентификатор ФИАС' },
    });
    expect((await get('/v1/geo/timezone/0c5b2444-70a0-4932-980c-b4dc0d3f02b5', null)).statusCode).toBe(401);
  });

  it('lists the regions with their zones', async () => {
    const regions = (await get('/v1/geo/regions')).json() as GeoRegion[];
    expect(regions.length).toBeGreaterThanOrEqual(21);
    expect(regions).toContainEqual({
      fiasId: 'c2deb16a-0330-4f05-821f-1d09c93331e6',
      name: 'г. Санкт-Петербург',
      timezone: 'Europe/Moscow',
    });
    expect(new Set(regions.map((r) => r.timezone))).toEqual(
      new Set([
        'Europe/Moscow',
        'Europe/Kaliningrad',
        'Europe/Samara',
        'Asia/Yekaterinburg',
        'Asia/Omsk',
        'Asia/Novosibirsk',
        'Asia/Krasnoyarsk',
        'Asia/Irkutsk',
        'Asia/Vladivostok',
        'Asia/Sakhalin',
        'Asia/Kamchatka',
      ]),
    );
  });

  it('gives no tile server when none is set', async () => {
    expect((await get('/v1/geo/map_config')).json()).toEqual({ tileUrl: null });
    expect((await get('/v1/geo/map_config', null)).statusCode).toBe(401);
  });
});

describe('geo: a configured tile server', () => {
  const t = openTestApp({ mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' });
  it('gives its template and lets the browser load its images', async () => {
    const nobody = await userWith(t.db, []);
    const token = await login(t.app, nobody.email, nobody.password!);
    const response = await t.app.inject({
      method: 'GET',
      url: '/v1/geo/map_config',
      headers: { authorization: token },
    });
    expect(response.json()).toEqual({ tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' });
    expect(String(response.headers['content-security-policy'])).toContain(
      "img-src 'self' data: blob: https://*.tile.openstreetmap.org",
    );
  });
});

describe('the OpenAPI document', () => {
  const t = openTestApp();
  it('describes the evacuation, tow-truck and geo calls', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/v1/orders/evacuation',
        '/v1/orders/evacuation/by_user',
        '/v1/orders/evacuation/by_user/report',
        '/v1/orders/avarcom_and_realty',
        '/v1/orders/t_avarcom',
        '/v1/orders/partner_office_refuse',
        '/v1/users/evacuation_price',
        '/v1/users/tow_truck/drivers',
        '/v1/partner_office/tow_truck_bases',
        '/v1/geo/timezone/{fiasId}',
        '/v1/geo/regions',
        '/v1/geo/map_config',
      ]),
    );
  });
});
