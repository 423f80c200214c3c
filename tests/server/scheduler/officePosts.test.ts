import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../../src/server/orders/ordersSchema';
import { POST_HAS_FUTURE_APPOINTMENTS, SERVICE_NOT_FOUND } from '../../../src/server/scheduler/officePostsRepository';
import { appointments, servicePosts } from '../../../src/server/scheduler/schedulerSchema';
import { OFFICE_NOT_FOUND } from '../../../src/shared/schemas/partners/partnerSearch';
import {
  type OfficePost,
  POST_NOT_FOUND,
  SERVICE_POST_EXISTS,
  SERVICE_POST_NOT_FOUND,
  type ServicePost,
} from '../../../src/shared/schemas/scheduler/schedulerPosts';
import { login, openTestApp } from '../buildTestApp';
import { newPartnerOffice, newPost, schedulerCalls, tokenWith } from './schedulerPostFixtures';

// Office posts and service posts (/office_post, /service_post) on partners and offices of the file's own: order,
// filters and scope of the list, each write's answer and messages, the future-appointment guard of delete, 403, 404.

const KEY = 'scheduler.post';
const CAR = 61;
const TYRES = 69;
const HOUR = 3_600_000;

describe('office posts and service posts', () => {
  const t = openTestApp();
  const { ok, fails } = schedulerCalls(() => t.app);
  let admin = '';
  let a: Awaited<ReturnType<typeof newPartnerOffice>>;
  let b: Awaited<ReturnType<typeof newPartnerOffice>>;
  let staffA = '';
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    // B's name sorts before A's: the list orders by partner name, not by id.
    a = await newPartnerOffice(t.db, 'Посты Я');
    b = await newPartnerOffice(t.db, 'Посты А');
    staffA = await tokenWith(t.app, t.db, [KEY], undefined, a.partner.id);
  });

  const appointment = (officePostId: number, startInHours: number, deletedDate: Date | null = null) =>
    t.db.insert(appointments).values({
      officePostId,
      serviceId: CAR,
      startAt: new Date(Date.now() + startInHours * HOUR),
      endAt: new Date(Date.now() + (startInHours + 0.5) * HOUR),
      title: 'Запись',
      deletedDate,
    });

  it('describes the posts’, hours’, plan’s and federal days’ calls in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths as object)).toEqual(
      expect.arrayContaining([
        '/v1/office_post',
        '/v1/office_post/restore',
        '/v1/service_post',
        '/v1/service_post/{id}',
        '/v1/users/timetable',
        '/v1/users/timetable/{officePostId}',
        '/v1/users/timetable/{id}',
        '/v1/users/actual_timetable',
        '/v1/users/actual_timetable/generate',
        '/v1/users/actual_timetable/{officePostId}',
        '/v1/users/actual_timetable/{id}',
        '/v1/users/scheduler/federal_days',
        '/v1/users/scheduler/federal_days/{day}',
      ]),
    );
  });

  describe('/v1/office_post', () => {
    it('lists by partner name, office name, sort and id, with the live services of each post', async () => {
      const second = await newPost(t.db, a.office.id, 'Второй', 2);
      const first = await newPost(t.db, a.office.id, 'Первый', 1);
      const other = await newPost(t.db, b.office.id, 'Чужой', 0);
      await t.db.insert(servicePosts).values([
        { officePostId: first.id, serviceId: TYRES },
        { officePostId: first.id, serviceId: CAR },
        { officePostId: first.id, serviceId: 68, deletedDate: new Date() },
      ]);
      const both = await ok<OfficePost[]>(admin, 'GET', `/office_post`);
      const ours = both.filter((p) => [first.id, second.id, other.id].includes(p.id));
      expect(ours.map((p) => p.id)).toEqual([other.id, first.id, second.id]);
      expect(ours[1]).toMatchObject({
        partnerId: a.partner.id,
        partnerName: a.partner.name,
        partnerOfficeId: a.office.id,
        officeName: a.office.name,
        timezone: 'Europe/Moscow',
        name: 'Первый',
        sort: 1,
        serviceIds: [CAR, TYRES],
        postDeletedDate: null,
      });
      const ofOffice = await ok<OfficePost[]>(admin, 'GET', `/office_post?partnerOfficeId=${a.office.id}`);
      expect(ofOffice.map((p) => p.id)).toEqual([first.id, second.id]);
      expect((await ok<OfficePost[]>(admin, 'GET', `/office_post?partnerId=${b.partner.id}`)).map((p) => p.id)).toEqual(
        [other.id],
      );
    });

    it('shows a partner’s staff their partner’s posts only', async () => {
      const own = await newPost(t.db, a.office.id);
      const foreign = await newPost(t.db, b.office.id);
      const seen = await ok<OfficePost[]>(staffA, 'GET', '/office_post');
      expect(seen.map((p) => p.id)).toContain(own.id);
      expect(seen.every((p) => p.partnerId === a.partner.id)).toBe(true);
      expect(await ok<OfficePost[]>(staffA, 'GET', `/office_post?partnerId=${b.partner.id}`)).toEqual([]);
      await fails(
        staffA,
        'PUT',
        '/office_post',
        { id: foreign.id, name: 'Не мой', sort: 0 },
        404,
        'ENTITY_NOT_FOUND',
        POST_NOT_FOUND,
      );
    });

    it('creates and updates a post; refuses an empty name and an office out of reach', async () => {
      const created = await ok<OfficePost>(admin, 'POST', '/office_post', {
        partnerOfficeId: a.office.id,
        name: '  Подъёмник 1 ',
        sort: 5,
      });
      expect(created).toMatchObject({
        partnerOfficeId: a.office.id,
        name: 'Подъёмник 1',
        sort: 5,
        serviceIds: [],
        postDeletedDate: null,
      });
      const updated = await ok<OfficePost>(admin, 'PUT', '/office_post', {
        id: created.id,
        name: 'Подъёмник 2',
        sort: 3,
      });
      expect(updated).toMatchObject({ id: created.id, name: 'Подъёмник 2', sort: 3 });
      const empty = await fails(
        admin,
        'POST',
        '/office_post',
        { partnerOfficeId: a.office.id, name: ' ', sort: 0 },
        400,
        'VALIDATION_ERROR',
      );
      expect(empty.details?.name).toBe('Укажите название поста');
      const negative = await fails(
        admin,
        'PUT',
        '/office_post',
        { id: created.id, name: 'П', sort: -1 },
        400,
        'VALIDATION_ERROR',
      );
      expect(negative.details?.sort).toBe('Порядок не может быть отрицательным');
      await fails(
        admin,
        'POST',
        '/office_post',
        { partnerOfficeId: 2_000_000_000, name: 'П' },
        404,
        'ENTITY_NOT_FOUND',
        OFFICE_NOT_FOUND,
      );
      await fails(
        staffA,
        'POST',
        '/office_post',
        { partnerOfficeId: b.office.id, name: 'П' },
        404,
        'ENTITY_NOT_FOUND',
        OFFICE_NOT_FOUND,
      );
      await fails(
        admin,
        'PUT',
        '/office_post',
        { id: 2_000_000_000, name: 'П', sort: 0 },
        404,
        'ENTITY_NOT_FOUND',
        POST_NOT_FOUND,
      );
    });

    it('soft-deletes a post with no future appointments and restores it', async () => {
      const post = await newPost(t.db, a.office.id);
      await appointment(post.id, 2);
      await fails(
        admin,
        'DELETE',
        `/office_post?id=${post.id}`,
        undefined,
        409,
        'INELIGIBLE_STATE',
        POST_HAS_FUTURE_APPOINTMENTS,
      );
      await t.db.update(appointments).set({ deletedDate: new Date() }).where(eq(appointments.officePostId, post.id));
      await appointment(post.id, -5);
      const deleted = await ok<OfficePost>(admin, 'DELETE', `/office_post?id=${post.id}`);
      expect(deleted.postDeletedDate).toBeGreaterThan(0);
      const live = await ok<OfficePost[]>(admin, 'GET', `/office_post?partnerOfficeId=${a.office.id}`);
      expect(live.map((p) => p.id)).not.toContain(post.id);
      const all = await ok<OfficePost[]>(admin, 'GET', `/office_post?partnerOfficeId=${a.office.id}&showDeleted=true`);
      expect(all.find((p) => p.id === post.id)?.postDeletedDate).toBe(deleted.postDeletedDate);
      const restored = await ok<OfficePost>(admin, 'POST', '/office_post/restore', { id: post.id });
      expect(restored.postDeletedDate).toBeNull();
      await fails(admin, 'DELETE', '/office_post?id=2000000000', undefined, 404, 'ENTITY_NOT_FOUND', POST_NOT_FOUND);
      await fails(
        staffA,
        'POST',
        '/office_post/restore',
        { id: (await newPost(t.db, b.office.id)).id },
        404,
        'ENTITY_NOT_FOUND',
        POST_NOT_FOUND,
      );
    });

    it('needs the key, with the flag of each write', async () => {
      const post = await newPost(t.db, a.office.id);
      const reader = await tokenWith(t.app, t.db, [KEY], ['available']);
      const stranger = await tokenWith(t.app, t.db, ['scheduler.week']);
      await fails(stranger, 'GET', '/office_post', undefined, 403, 'ACCESS_DENIED');
      expect(Array.isArray(await ok(reader, 'GET', '/office_post'))).toBe(true);
      await fails(reader, 'POST', '/office_post', { partnerOfficeId: a.office.id, name: 'П' }, 403, 'ACCESS_DENIED');
      await fails(reader, 'PUT', '/office_post', { id: post.id, name: 'П', sort: 0 }, 403, 'ACCESS_DENIED');
      await fails(reader, 'DELETE', `/office_post?id=${post.id}`, undefined, 403, 'ACCESS_DENIED');
      await fails(reader, 'POST', '/office_post/restore', { id: post.id }, 403, 'ACCESS_DENIED');
      await fails(reader, 'POST', '/service_post', { officePostId: post.id, serviceId: CAR }, 403, 'ACCESS_DENIED');
      await fails(null, 'GET', '/office_post', undefined, 401, 'UNAUTHORIZED');
    });
  });

  describe('/v1/service_post', () => {
    it('binds a service once, lists, deletes softly, restores and swaps the service', async () => {
      const post = await newPost(t.db, a.office.id);
      const bound = await ok<ServicePost>(admin, 'POST', '/service_post', { officePostId: post.id, serviceId: CAR });
      expect(bound).toMatchObject({ officePostId: post.id, serviceId: CAR, deletedDate: null });
      expect(bound.serviceName).toBeTruthy();
      await fails(
        admin,
        'POST',
        '/service_post',
        { officePostId: post.id, serviceId: CAR },
        409,
        'BINDING_ALREADY_EXISTS',
        SERVICE_POST_EXISTS,
      );
      expect((await ok<ServicePost[]>(admin, 'GET', `/service_post?officePostId=${post.id}`)).map((s) => s.id)).toEqual(
        [bound.id],
      );

      const deleted = await ok<ServicePost>(admin, 'DELETE', `/service_post/${bound.id}`);
      expect(deleted.deletedDate).toBeGreaterThan(0);
      expect(await ok<ServicePost[]>(admin, 'GET', `/service_post?officePostId=${post.id}`)).toEqual([]);
      expect(
        (await ok<ServicePost[]>(admin, 'GET', `/service_post?officePostId=${post.id}&showDeleted=true`)).map(
          (s) => s.id,
        ),
      ).toEqual([bound.id]);

      // A new live binding of the service: restoring the old one would make two.
      const again = await ok<ServicePost>(admin, 'POST', '/service_post', { officePostId: post.id, serviceId: CAR });
      await fails(
        admin,
        'PUT',
        `/service_post/${bound.id}`,
        { restore: true },
        409,
        'BINDING_ALREADY_EXISTS',
        SERVICE_POST_EXISTS,
      );
      const swapped = await ok<ServicePost>(admin, 'PUT', `/service_post/${again.id}`, { serviceId: TYRES });
      expect(swapped).toMatchObject({ id: again.id, serviceId: TYRES });
      expect(await ok<ServicePost>(admin, 'PUT', `/service_post/${bound.id}`, { restore: true })).toMatchObject({
        id: bound.id,
        serviceId: CAR,
        deletedDate: null,
      });
      const [post0] = await ok<OfficePost[]>(admin, 'GET', `/office_post?partnerOfficeId=${a.office.id}`).then((ps) =>
        ps.filter((p) => p.id === post.id),
      );
      expect(post0.serviceIds).toEqual([CAR, TYRES]);
    });

    it('refuses an unknown or deleted service, and posts or bindings out of reach', async () => {
      const post = await newPost(t.db, a.office.id);
      const foreign = await newPost(t.db, b.office.id);
      const [gone] = await t.db
        .insert(services)
        .values({ name: 'Снятая услуга', code: `gone_${randomUUID()}`, deletedDate: new Date() })
        .returning();
      await fails(
        admin,
        'POST',
        '/service_post',
        { officePostId: post.id, serviceId: 2_000_000_000 },
        404,
        'ENTITY_NOT_FOUND',
        SERVICE_NOT_FOUND,
      );
      await fails(
        admin,
        'POST',
        '/service_post',
        { officePostId: post.id, serviceId: gone.id },
        404,
        'ENTITY_NOT_FOUND',
        SERVICE_NOT_FOUND,
      );
      const missing = await fails(admin, 'POST', '/service_post', { officePostId: post.id }, 400, 'VALIDATION_ERROR');
      expect(missing.details?.serviceId).toBe('Укажите услугу');
      await fails(
        staffA,
        'POST',
        '/service_post',
        { officePostId: foreign.id, serviceId: CAR },
        404,
        'ENTITY_NOT_FOUND',
        POST_NOT_FOUND,
      );
      await fails(
        staffA,
        'GET',
        `/service_post?officePostId=${foreign.id}`,
        undefined,
        404,
        'ENTITY_NOT_FOUND',
        POST_NOT_FOUND,
      );
      const theirs = await ok<ServicePost>(admin, 'POST', '/service_post', {
        officePostId: foreign.id,
        serviceId: CAR,
      });
      await fails(
        staffA,
        'DELETE',
        `/service_post/${theirs.id}`,
        undefined,
        404,
        'ENTITY_NOT_FOUND',
        SERVICE_POST_NOT_FOUND,
      );
      await fails(
        admin,
        'PUT',
        '/service_post/2000000000',
        { serviceId: CAR },
        404,
        'ENTITY_NOT_FOUND',
        SERVICE_POST_NOT_FOUND,
      );
    });
  });
});
