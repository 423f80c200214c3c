import { randomInt } from 'node:crypto';
import type { Db } from '../../../../src/server/db/db';
import { appointments, officePosts } from '../../../../src/server/scheduler/schedulerSchema';
import { dateOf } from '../reportFixtures';

// Posts and appointments of the appointments' UTM report, at moments the test names.

export async function utmPost(db: Db, officeId: number) {
  const [post] = await db
    .insert(officePosts)
    .values({ officeId, name: `Пост UTM ${randomInt(1_000_000)}` })
    .returning();
  return post;
}

/** An hour-long appointment of the post starting at `startAt` ('2034-05-02 10:00'). */
export async function utmAppointment(
  db: Db,
  postId: number,
  startAt: string,
  fields: Partial<typeof appointments.$inferInsert> = {},
) {
  const start = dateOf(startAt);
  const [row] = await db
    .insert(appointments)
    .values({
      officePostId: postId,
      serviceId: 61,
      startAt: start,
      endAt: new Date(start.getTime() + 3_600_000),
      title: 'Запись по ссылке',
      ...fields,
    })
    .returning();
  return row;
}
