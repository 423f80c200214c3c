import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { ERROR_CODES } from '../../shared/errorCodes';
import type { DbOrTx } from '../db/db';
import { AppError } from '../errors';
import { isInsideWindows, postWorkWindows } from './postWorkingHours';
import { appointments } from './schedulerSchema';
import type { ScopedPost } from './schedulerScope';

// A change of a post's half-year plan must not strand what is booked: after the change (inside its transaction, with
// the post's row locked, so no booking slips in meanwhile) every live appointment still to come on the days it
// touches has to lie in the post's working time; otherwise the change is refused and nothing is written.

const SHOWN = 3;

export async function assertBookingsCovered(
  tx: DbOrTx,
  post: ScopedPost,
  fromDay: DateTime,
  toDayExclusive: DateTime,
  now = Date.now(),
): Promise<void> {
  const from = new Date(Math.max(fromDay.toMillis(), now));
  const booked = await tx
    .select({ title: appointments.title, startAt: appointments.startAt, endAt: appointments.endAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.officePostId, post.id),
        isNull(appointments.deletedDate),
        gt(appointments.endAt, from),
        lt(appointments.startAt, toDayExclusive.toJSDate()),
      ),
    )
    .orderBy(asc(appointments.startAt));
  if (booked.length === 0) return;
  const windows =
    (await postWorkWindows(tx, [post.id], post.timezone, fromDay.toISODate()!, toDayExclusive.toISODate()!)).get(
      post.id,
    ) ?? [];
  const stranded = booked.filter((a) => !isInsideWindows(windows, a.startAt.getTime(), a.endAt.getTime()));
  if (stranded.length === 0) return;
  const named = stranded.slice(0, SHOWN).map((a) => {
    const start = DateTime.fromJSDate(a.startAt, { zone: post.timezone });
    return `${start.toFormat('dd.MM.yyyy HH:mm')}–${DateTime.fromJSDate(a.endAt, { zone: post.timezone }).toFormat('HH:mm')} «${a.title}»`;
  });
  const more = stranded.length > SHOWN ? ` и ещё ${stranded.length - SHOWN}` : '';
  throw new AppError(
    409,
    ERROR_CODES.ineligibleState,
    `На это время есть записи: ${named.join(', ')}${more}. Перенесите или удалите их.`,
  );
}
