import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_RUSSIA_ID, NO_REGION_ID } from '../../../src/shared/regionIds';
import type { Region } from '../../../src/shared/schemas/regions';
import { login, openTestApp } from '../buildTestApp';

describe('the reference region list (GET /v1/regions)', () => {
  const t = openTestApp();
  let operator = '';

  beforeAll(async () => {
    operator = await login(t.app, 'operator@demo.ru', 'Operator12345');
  });

  it("starts with 'no region' and ' Вся Россия', then the directory's regions by name", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/regions', headers: { authorization: operator } });
    expect(response.statusCode).toBe(200);
    const regions = response.json() as Region[];
    expect(regions.slice(0, 2)).toEqual([
      { fiasId: NO_REGION_ID, name: 'Без региона' },
      { fiasId: ALL_RUSSIA_ID, name: ' Вся Россия' },
    ]);
    const rest = regions.slice(2);
    expect(rest.length).toBeGreaterThan(5);
    expect(rest.some((r) => r.name.includes('Москва'))).toBe(true);
    const geo = (
      await t.app.inject({ method: 'GET', url: '/v1/geo/regions', headers: { authorization: operator } })
    ).json() as Region[];
    expect(rest.map((r) => r.fiasId)).toEqual(geo.map((r) => r.fiasId));
    expect(new Set(regions.map((r) => r.fiasId)).size).toBe(regions.length);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/regions' });
    expect(response.statusCode).toBe(401);
    expect(response.json().errorCode).toBe('UNAUTHORIZED');
  });
});
