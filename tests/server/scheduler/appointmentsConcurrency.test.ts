import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointmentHistory, appointments } from '../../../src/server/scheduler/schedulerSchema';
import { type Appointment, SLOT_TAKEN } from '../../../src/shared/schemas/scheduler/schedulerAppointments';
import { login, openTestApp } from '../buildTestApp';
import { at, newOffice, newPost } from './schedulerFixtures';

// The database refuses double booking of a post (the exclusion constraint appointments_post_no_overlap): operators
// racing for one slot get exactly one success and a 409 SLOT_TAKEN each, and a move or stretch onto a taken slot
// changes nothing.

const DAY = '2026-11-25'; // a Wednesday

describe('appointments racing for a post', () => {
  const t = openTestApp();
  let admin = '';
  let officeId = 0;
  beforeAll(async () => {
    admin = await login(t.app, 'admin@demo.ru', 'Admin12345');
    officeId = (await newOffice(t.db)).id;
  });

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: `/v1/users/scheduler${url}`, headers: { authorization: admin }, payload });
  const book = (officePostId: number, start: string, end?: string, title = 'Гонка') =>
    send('POST', '', {
      officePostId,
      serviceId: 61,
      startDate: at(DAY, start),
      ...(end ? { endDate: at(DAY, end) } : {}),
      title,
    });
  const liveOn = (postId: number) =>
    t.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.officePostId, postId), isNull(appointments.deletedDate)));
  const expectTaken = (response: { statusCode: number; json: () => unknown; body: string }) => {
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({ errorCode: 'SLOT_TAKEN', message: SLOT_TAKEN, status: 409 });
  };

  it('lets exactly one of 20 concurrent bookings of one slot win', async () => {
    const post = (await newPost(t.db, officeId)).id;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(post, '10:00', undefined, `Гонка ${i}`)),
    );
    const winners = responses.filter((r) => r.statusCode === 200);
    expect(winners).toHaveLength(1);
    const losers = responses.filter((r) => r.statusCode !== 200);
    expect(losers).toHaveLength(19);
    losers.forEach(expectTaken);
    const live = await liveOn(post);
    expect(live).toHaveLength(1);
    expect(live[0].id).toBe((winners[0].json() as Appointment).id);
    // The losers left no history behind.
    const lines = await t.db.select().from(appointmentHistory).where(eq(appointmentHistory.appointmentId, live[0].id));
    expect(lines).toHaveLength(1);
  });

  it('refuses overlapping ranges of different lengths racing too, and keeps touching ones', async () => {
    const post = (await newPost(t.db, officeId)).id;
    const responses = await Promise.all([
      book(post, '11:00', '12:00'),
      book(post, '11:30', '12:30'),
      book(post, '10:30', '11:30'),
      book(post, '12:00', '13:00'),
    ]);
    const codes = responses.map((r) => r.statusCode);
    // 12:00-13:00 touches 11:00-12:00 and overlaps 11:30-12:30: whichever ran first decides, but never two overlaps.
    expect(codes.filter((c) => c === 200).length).toBeGreaterThanOrEqual(1);
    responses.filter((r) => r.statusCode !== 200).forEach(expectTaken);
    const live = (await liveOn(post)).sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
    for (let i = 1; i < live.length; i += 1)
      expect(live[i].startAt.getTime()).toBeGreaterThanOrEqual(live[i - 1].endAt.getTime());
  });

  it('refuses a move onto a taken slot and changes nothing', async () => {
    const post1 = (await newPost(t.db, officeId, { name: 'Пост 1' })).id;
    const post2 = (await newPost(t.db, officeId, { name: 'Пост 2' })).id;
    const taken = (await book(post2, '14:00', '15:00')).json() as Appointment;
    const mine = (await book(post1, '09:00')).json() as Appointment;
    const before = await t.db.select().from(appointments).where(eq(appointments.id, mine.id));

    expectTaken(
      await send('PUT', `/move/${mine.id}`, { newOfficePostId: post2, newReserveDateTime: at(DAY, '14:30') }),
    );
    expectTaken(
      await send('PUT', `/move/${mine.id}`, { newOfficePostId: post2, newReserveDateTime: at(DAY, '14:00') }),
    );
    expect(await t.db.select().from(appointments).where(eq(appointments.id, mine.id))).toEqual(before);
    expect(
      await t.db.select().from(appointmentHistory).where(eq(appointmentHistory.appointmentId, mine.id)),
    ).toHaveLength(1);
    expect((await t.db.select().from(appointments).where(eq(appointments.id, taken.id)))[0].officePostId).toBe(post2);

    // Next to it is free.
    expect(
      (await send('PUT', `/move/${mine.id}`, { newOfficePostId: post2, newReserveDateTime: at(DAY, '15:00') }))
        .statusCode,
    ).toBe(200);
    // A stretch into the taken one is refused the same way.
    expectTaken(await send('PUT', `/stretch/${mine.id}`, { startDate: at(DAY, '14:30') }));
  });

  it('lets one of two appointments racing to move onto the same free slot win', async () => {
    const post = (await newPost(t.db, officeId)).id;
    const a = (await book(post, '09:00')).json() as Appointment;
    const b = (await book(post, '09:30')).json() as Appointment;
    const responses = await Promise.all(
      [a, b].map((x) => send('PUT', `/move/${x.id}`, { newOfficePostId: post, newReserveDateTime: at(DAY, '16:00') })),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    responses.filter((r) => r.statusCode !== 200).forEach(expectTaken);
    const starts = (await liveOn(post)).map((r) => r.startAt.getTime() / 1000).sort();
    expect(starts).toHaveLength(2);
    expect(starts).toContain(at(DAY, '16:00'));
  });
});
