import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { appointments } from '../../../src/server/scheduler/schedulerSchema';
import type {
  Appointment,
  AppointmentHistoryEntry,
  AppointmentSearchResult,
} from '../../../src/shared/schemas/scheduler/schedulerAppointments';
import { createTestUser, login, openTestApp } from '../buildTestApp';
import { at, insertAppointment, newClient, newOffice, newPost, schedulerUser, tag } from './schedulerFixtures';

// The lists beside the boards: the deleted journal (by the local days of the start, partner and office, latest
// deletion first), the history of a live and of a deleted appointment, and the paged search (text, service,
// partner, office, dates, sort); their keys and the partner scope.

const DAY = '2026-11-24';
const VLADIVOSTOK = 'Asia/Vladivostok';
type Failure = { errorCode: string; message: string; details?: Record<string, string> };

describe('the deleted journal, history and search', () => {
  const t = openTestApp();
  let admin = '';
  const word = `Журнал${tag()}`;
  const partner = { p: 0, q: 0 };
  const office = { p1: 0, p2: 0, q1: 0 };
  const post = { p1: 0, p2: 0, q1: 0 };
  let clientId = 0;
  let clientPhone = '';
  const clientName = `Журналов${tag()}`;
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    const p1 = await newOffice(t.db);
    partner.p = p1.partnerId;
    office.p1 = p1.id;
    office.p2 = (await newOffice(t.db, { partnerId: partner.p, timezone: VLADIVOSTOK })).id;
    const q1 = await newOffice(t.db);
    partner.q = q1.partnerId;
    office.q1 = q1.id;
    post.p1 = (await newPost(t.db, office.p1, { name: 'П1', serviceIds: [61, 68] })).id;
    post.p2 = (await newPost(t.db, office.p2, { name: 'П2' })).id;
    post.q1 = (await newPost(t.db, office.q1, { name: 'К1' })).id;
    ({ id: clientId, phoneNumber: clientPhone } = await newClient(t.db, clientName));
  });

  const call = (token: string, method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/v1/users/scheduler${url}`,
      headers: { authorization: token },
      ...(payload ? { payload } : {}),
    });
  async function ok<T>(method: InjectOptions['method'], url: string, payload?: object, token = admin): Promise<T> {
    const response = await call(token, method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  }
  const fails = async (
    token: string,
    method: InjectOptions['method'],
    url: string,
    status: number,
    errorCode: string,
    payload?: object,
  ) => {
    const response = await call(token, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json() as Failure;
    expect(body.errorCode).toBe(errorCode);
    return body;
  };
  /** Books through the API (for a real history) and deletes it when told. */
  async function booked(postId: number, day: string, time: string, zone = 'Europe/Moscow', fields: object = {}) {
    return ok<Appointment>('POST', '', {
      officePostId: postId,
      serviceId: 61,
      startDate: at(day, time, zone),
      title: `${word} ${time}`,
      ...fields,
    });
  }
  const remove = (id: number) => ok<Appointment>('DELETE', `/${id}`);
  const deletedIds = (query: string, token = admin) =>
    ok<Appointment[]>('GET', `/appointment_journal_deleted?${query}`, undefined, token).then((list) =>
      list.map((a) => a.id),
    );

  describe('the deleted journal', () => {
    const ids = { p1: 0, p2early: 0, q1: 0, live: 0, otherDay: 0 };
    beforeAll(async () => {
      ids.p1 = (await booked(post.p1, DAY, '10:00')).id;
      // 09:00 in Vladivostok on the 25th is still the 24th in UTC: the journal goes by the office's own day.
      ids.p2early = (await booked(post.p2, '2026-11-25', '09:00', VLADIVOSTOK)).id;
      ids.q1 = (await booked(post.q1, DAY, '11:00')).id;
      ids.live = (await booked(post.p1, DAY, '12:00')).id;
      ids.otherDay = (await booked(post.p1, '2026-11-26', '10:00')).id;
      for (const id of [ids.q1, ids.p2early, ids.otherDay, ids.p1]) await remove(id);
    });

    it('lists deleted appointments of the days, latest deletion first, with who deleted them', async () => {
      const list = await ok<Appointment[]>(
        'GET',
        `/appointment_journal_deleted?fromDate=${DAY}&toDate=${DAY}&partnerId=${partner.p}`,
      );
      expect(list.map((a) => a.id)).toEqual([ids.p1]);
      expect(list[0]).toMatchObject({ state: 'deleted', stateName: 'Удалена', allowedActions: [] });
      expect(list[0].deletedByUserFio).toBeTruthy();
      expect(await deletedIds(`fromDate=${DAY}&toDate=2026-11-26&partnerId=${partner.p}`)).toEqual([
        ids.p1,
        ids.otherDay,
        ids.p2early,
      ]);
      expect(await deletedIds(`fromDate=2026-11-25&toDate=2026-11-25&partnerId=${partner.p}`)).toEqual([ids.p2early]);
      expect(await deletedIds(`fromDate=${DAY}&toDate=2026-11-26&partnerOfficeId=${office.p1}`)).toEqual([
        ids.p1,
        ids.otherDay,
      ]);
      const both = await deletedIds(`fromDate=${DAY}&toDate=${DAY}`);
      expect(both).toEqual(expect.arrayContaining([ids.p1, ids.q1]));
      expect(both).not.toContain(ids.live);
      expect(both.indexOf(ids.p1)).toBeLessThan(both.indexOf(ids.q1));
    });

    it("shows a partner's staff only their partner's, whatever they ask for", async () => {
      const staffP = (await schedulerUser(t.app, t.db, { partnerId: partner.p, keys: ['scheduler.deleted'] })).token;
      expect(await deletedIds(`fromDate=${DAY}&toDate=2026-11-26`, staffP)).toEqual([
        ids.p1,
        ids.otherDay,
        ids.p2early,
      ]);
      expect(await deletedIds(`fromDate=${DAY}&toDate=2026-11-26&partnerId=${partner.q}`, staffP)).toEqual([]);
    });

    it('needs the deleted key and valid dates', async () => {
      const timeline = (await schedulerUser(t.app, t.db, { keys: ['scheduler.timeline'] })).token;
      await fails(timeline, 'GET', `/appointment_journal_deleted?fromDate=${DAY}&toDate=${DAY}`, 403, 'ACCESS_DENIED');
      const body = await fails(admin, 'GET', `/appointment_journal_deleted?fromDate=${DAY}`, 400, 'VALIDATION_ERROR');
      expect(Object.keys(body.details!)).toEqual(['toDate']);
      const wrong = await fails(
        admin,
        'GET',
        `/appointment_journal_deleted?fromDate=24.11.2026&toDate=${DAY}`,
        400,
        'VALIDATION_ERROR',
      );
      expect(wrong.details).toEqual({ fromDate: 'Ошибка ввода даты' });
    });

    it('reads the history of a live appointment and of a deleted one, each by its own call', async () => {
      const live = await ok<AppointmentHistoryEntry[]>('GET', `/appointment_journal_history?id=${ids.live}`);
      expect(live).toHaveLength(1);
      expect(live[0]).toMatchObject({
        action: 'appointment.create',
        actionName: 'Создание',
        description: `Создание: П1, 24.11.2026 12:00–12:30, «${word} 12:00»`,
      });
      expect(live[0].userFio).toBeTruthy();
      const deleted = await ok<AppointmentHistoryEntry[]>('GET', `/appointment_journal_deleted_history?id=${ids.p1}`);
      expect(deleted.map((h) => h.actionName)).toEqual(['Удаление', 'Создание']);
      expect(deleted[0].description).toBe('Удаление: П1, 24.11.2026 10:00–10:30');

      await fails(admin, 'GET', `/appointment_journal_history?id=${ids.p1}`, 404, 'ENTITY_NOT_FOUND');
      await fails(admin, 'GET', `/appointment_journal_deleted_history?id=${ids.live}`, 404, 'ENTITY_NOT_FOUND');
      await fails(admin, 'GET', '/appointment_journal_history?id=2000000000', 404, 'ENTITY_NOT_FOUND');
      const staffQ = (await schedulerUser(t.app, t.db, { partnerId: partner.q })).token;
      await fails(staffQ, 'GET', `/appointment_journal_history?id=${ids.live}`, 404, 'ENTITY_NOT_FOUND');
      await fails(staffQ, 'GET', `/appointment_journal_deleted_history?id=${ids.p1}`, 404, 'ENTITY_NOT_FOUND');
      const timeline = (await schedulerUser(t.app, t.db, { keys: ['scheduler.timeline'] })).token;
      await fails(timeline, 'GET', `/appointment_journal_deleted_history?id=${ids.p1}`, 403, 'ACCESS_DENIED');
      expect((await call(timeline, 'GET', `/appointment_journal_history?id=${ids.live}`)).statusCode).toBe(200);
    });
  });

  describe('the search', () => {
    const ids = { byTitle: 0, byPhone: 0, byClient: 0, tyres: 0, q: 0, later: 0, deleted: 0 };
    const s = `Поиск${tag()}`;
    const phone = `+79${String(Date.now()).slice(-9)}`;
    beforeAll(async () => {
      // Direct inserts: created in a known order, started at known times.
      const insert = (
        postId: number,
        day: string,
        time: string,
        fields: Partial<typeof appointments.$inferInsert> = {},
      ) =>
        insertAppointment(t.db, { officePostId: postId, start: at(day, time), title: `${s} ${time}`, ...fields }).then(
          (r) => r.id,
        );
      ids.later = await insert(post.p1, '2026-11-27', '09:00');
      ids.byTitle = await insert(post.p1, DAY, '13:00', { title: `ТО-2 ${s} Kia Rio` });
      ids.byPhone = await insert(post.p1, DAY, '14:00', { phone });
      ids.byClient = await insert(post.p1, DAY, '15:00', { clientId });
      ids.tyres = await insert(post.p1, '2026-11-25', '10:00', { serviceId: 68 });
      ids.q = await insert(post.q1, DAY, '13:00');
      ids.deleted = await insert(post.p1, DAY, '16:00', { deletedDate: new Date(), state: 'deleted' });
    });

    const search = (body: object, token = admin) =>
      ok<AppointmentSearchResult>('POST', '/search', { query: s, ...body }, token);
    const idsOf = (r: AppointmentSearchResult) => r.items.map((a) => a.id);

    it('finds live appointments by title, phone and client, oldest start first', async () => {
      const all = await search({});
      expect(idsOf(all)).toEqual([ids.byTitle, ids.q, ids.byPhone, ids.byClient, ids.tyres, ids.later]);
      expect(all.total).toBe(6);
      expect(idsOf(await search({ query: 'kia rio' }))).toEqual(expect.arrayContaining([ids.byTitle]));
      expect(idsOf(await search({ query: phone.slice(-9) }))).toEqual([ids.byPhone]);
      const client = await search({ query: clientName.slice(0, -2), partnerId: partner.p });
      expect(idsOf(client)).toEqual([ids.byClient]);
      expect(idsOf(await search({ query: clientPhone }))).toEqual([ids.byClient]);
      expect(idsOf(await search({ query: '100%_' }))).toEqual([]);
    });

    it('filters by service, partner, office and the local days of the start', async () => {
      expect(idsOf(await search({ serviceId: 68 }))).toEqual([ids.tyres]);
      expect(idsOf(await search({ partnerId: partner.q }))).toEqual([ids.q]);
      expect(idsOf(await search({ partnerOfficeId: office.p1, fromDate: DAY, toDate: DAY }))).toEqual([
        ids.byTitle,
        ids.byPhone,
        ids.byClient,
      ]);
      expect(idsOf(await search({ fromDate: '2026-11-25' }))).toEqual([ids.tyres, ids.later]);
      expect(idsOf(await search({ toDate: '2026-11-25', partnerId: partner.p }))).toEqual([
        ids.byTitle,
        ids.byPhone,
        ids.byClient,
        ids.tyres,
      ]);
    });

    it('pages and sorts by start or by creation', async () => {
      const page = await search({ offset: 1, size: 2 });
      expect(idsOf(page)).toEqual([ids.q, ids.byPhone]);
      expect(page.total).toBe(6);
      expect(idsOf(await search({ sortOrder: 'desc' }))).toEqual([
        ids.later,
        ids.tyres,
        ids.byClient,
        ids.byPhone,
        ids.q,
        ids.byTitle,
      ]);
      expect(idsOf(await search({ sortField: 'createdDate' }))).toEqual([
        ids.later,
        ids.byTitle,
        ids.byPhone,
        ids.byClient,
        ids.tyres,
        ids.q,
      ]);
      const body = await fails(admin, 'POST', '/search', 400, 'VALIDATION_ERROR', { sortField: 'title' });
      expect(body.details).toEqual({ sortField: 'Сортировка: startDate или createdDate' });
      const size = await fails(admin, 'POST', '/search', 400, 'VALIDATION_ERROR', { size: 0 });
      expect(size.details).toEqual({ size: 'Размер страницы от 1 до 500' });
    });

    it("admits the tyre-transfer and deleted keys too, and keeps a partner's staff to their partner", async () => {
      const transfer = (await schedulerUser(t.app, t.db, { keys: ['scheduler.tire.transfer'] })).token;
      expect((await search({ serviceId: 68 }, transfer)).total).toBe(1);
      const plain = await createTestUser(t.db);
      await fails(await login(t.app, plain.email, plain.password!), 'POST', '/search', 403, 'ACCESS_DENIED', {});
      const staffQ = (await schedulerUser(t.app, t.db, { partnerId: partner.q, keys: ['scheduler.timeline'] })).token;
      expect(idsOf(await search({}, staffQ))).toEqual([ids.q]);
      expect(idsOf(await search({ partnerId: partner.p }, staffQ))).toEqual([]);
    });
  });
});
