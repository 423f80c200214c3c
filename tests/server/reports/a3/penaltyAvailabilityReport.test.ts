import { beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../../buildTestApp';
import { createReportWorld, period, report, reportUser } from '../reportFixtures';
import { penaltyCheck } from './a3Fixtures';

// «Доступность штрафов», the one report the seed asks with GET (?startDate&endDate, days both inclusive): the kit's
// GET variant (days into the period in the request's zone, the filters and paging from the query string, the
// period's checks with Russian messages, the export still POST), the share answered and the response times by hand
// on look-ups of its own in August 2034, and the platform-only rule.

const PATH = '/v1/a3service/penalties/availability';
const KEY = 'reports.a3availability';

describe('penalty availability report', () => {
  const t = openTestApp();
  let admin = '';
  const get = (query: string, token = admin) =>
    t.app.inject({ method: 'GET', url: `${PATH}?${query}`, headers: { authorization: token } });
  const days = 'startDate=2034-08-01&endDate=2034-08-02';

  beforeAll(async () => {
    admin = await reportUser(t.app, t.db, [KEY]);
    await penaltyCheck(t.db, '2034-08-01 00:00', 'gibdd', true, 300);
    await penaltyCheck(t.db, '2034-08-01 12:00', 'gibdd', true, 500);
    await penaltyCheck(t.db, '2034-08-01 12:01', 'gibdd', false, null);
    await penaltyCheck(t.db, '2034-08-01 15:00', 'gisgmp', true, 1234);
    await penaltyCheck(t.db, '2034-08-02 10:00', 'gibdd', true, 1001);
    // 23:30 in Moscow is the next day in Yekaterinburg.
    await penaltyCheck(t.db, '2034-08-02 23:30', 'gibdd', false, 15000);
    await penaltyCheck(t.db, '2034-08-03 00:00', 'gisgmp', false, null);
    await penaltyCheck(t.db, '2034-07-31 23:59', 'gisgmp', false, null);
  });

  it('answers per day and register the look-ups, the answered ones, their share and the response time', async () => {
    const response = await get(days);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.total).toBe(3);
    expect(
      page.items.map((r: Record<string, unknown>) => [
        r.day,
        r.source,
        r.checksCount,
        r.okCount,
        r.availabilityPercent,
        r.averageResponseMs,
      ]),
    ).toEqual([
      // 2 of 3 = 66.666…%; the average of the two that had a time.
      ['2034-08-01', 'ГИБДД', 3, 2, 66.67, 400],
      ['2034-08-01', 'ГИС ГМП', 1, 1, 100, 1234],
      // (1 001 + 15 000) ÷ 2 = 8 000.5, rounded.
      ['2034-08-02', 'ГИБДД', 2, 1, 50, 8001],
    ]);
    // 4 of 6.
    expect(page.totals).toEqual({ checksCount: 6, okCount: 4, availabilityPercent: 66.67 });
    expect(page.series).toEqual([
      { day: '2034-08-01', gibdd: 66.67, gisgmp: 100 },
      { day: '2034-08-02', gibdd: 50, gisgmp: null },
    ]);
  });

  it('reads the zone, the sort, the paging and the search from the query string', async () => {
    const yekaterinburg = (await get(`${days}&timezone=Asia/Yekaterinburg`)).json();
    expect(yekaterinburg.items.map((r: Record<string, unknown>) => [r.day, r.checksCount])).toEqual([
      ['2034-08-01', 3],
      // Yekaterinburg's 1 August starts at 22:00 of 31 July in Moscow, and its 2 August ends at 22:00 Moscow time.
      ['2034-08-01', 2],
      ['2034-08-02', 1],
    ]);
    const worst = (await get(`${days}&sortField=availabilityPercent&sortOrder=asc&size=1&offset=0`)).json();
    expect(worst.items.map((r: Record<string, unknown>) => r.availabilityPercent)).toEqual([50]);
    expect(worst.total).toBe(3);
    const second = (await get(`${days}&sortField=availabilityPercent&sortOrder=ASC&size=1&offset=1`)).json();
    expect(second.items.map((r: Record<string, unknown>) => r.availabilityPercent)).toEqual([66.67]);
    const found = (await get(`${days}&search=${encodeURIComponent('ГМП')}`)).json();
    expect(found.items.map((r: Record<string, unknown>) => r.source)).toEqual(['ГИС ГМП']);
  });

  it('refuses bad days, a reversed or too long period and a bad sort with Russian messages', async () => {
    const malformed = await get('startDate=01.08.2034&endDate=2034-08-02');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details).toMatchObject({ startDate: 'Дата в формате ГГГГ-ММ-ДД' });
    const impossible = await get('startDate=2034-02-30&endDate=2034-03-02');
    expect(impossible.statusCode).toBe(400);
    const reversed = await get('startDate=2034-08-02&endDate=2034-08-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details).toMatchObject({ startDate: 'Дата начала периода позже даты окончания' });
    const long = await get('startDate=2034-01-01&endDate=2035-01-02');
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toMatchObject({ endDate: 'Период отчёта не больше 366 дней' });
    const sort = await get(`${days}&sortField=nope`);
    expect(sort.statusCode).toBe(400);
    expect(sort.json().details).toEqual({ sortField: 'Недопустимое поле сортировки' });
  });

  it('answers the POST of the usual body the same (the console’s report screens send it)', async () => {
    const posted = await report(t.app, admin, PATH, period('2034-08-01', '2034-08-02'));
    const got = (await get(days)).json();
    expect(posted).toEqual(got);
  });

  it('exports with POST and the usual body', async () => {
    const exported = await t.app.inject({
      method: 'POST',
      url: `${PATH}/export`,
      headers: { authorization: admin },
      payload: {
        format: 'csv',
        request: period('2034-08-01', '2034-08-02'),
        columns: [
          { id: 'day', header: 'День' },
          { id: 'source', header: 'Реестр' },
          { id: 'availabilityPercent', header: 'Доступность, %' },
        ],
      },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).toBe(
      '\uFEFFДень;Реестр;Доступность, %\r\n01.08.2034;ГИБДД;66,67\r\n01.08.2034;ГИС ГМП;100\r\n02.08.2034;ГИБДД;50\r\n',
    );
  });

  it('is the platform’s: a partner’s staff get 403 even with the key, and so does a user without it', async () => {
    const w = await createReportWorld(t.db);
    const staff = await reportUser(t.app, t.db, [KEY], w.partnerId);
    const none = await reportUser(t.app, t.db, []);
    for (const token of [staff, none]) {
      expect((await get(days, token)).statusCode).toBe(403);
      const posted = await t.app.inject({
        method: 'POST',
        url: PATH,
        headers: { authorization: token },
        payload: period('2034-08-01', '2034-08-02'),
      });
      expect(posted.statusCode).toBe(403);
    }
  });
});
