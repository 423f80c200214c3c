import { and, asc, eq, ne } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  SLOT_NOT_FOUND,
  SLOTS_OVERLAP,
  type Timetable,
  type TimetableSlotResult,
  type TimetableSlotUpdate,
} from '../../shared/schemas/scheduler/schedulerPosts';
import { toMinutes, weeklySlotSchema } from '../../shared/schemas/scheduler/schedulerTime';
import type { Db, DbOrTx, Tx } from '../db/db';
import { AppError, MESSAGES, notFound } from '../errors';
import { postWeeklySlots } from './schedulerSchema';
import { requirePostInScope } from './schedulerScope';

// Weekly hours of a post (GET, PUT, DELETE /users/timetable/{id}; POST /users/timetable). The rules are the
// console's, from the same schema (weeklySlotSchema): times on :00 or :30, begin before end where an end of 00:00
// is 24:00; and the server adds that a post's slots of one day never overlap (touching is fine: 09:00-13:00 and
// 13:00-18:00).

const pad = (n: number) => String(n).padStart(2, '0');
/** Minutes of the day -> 'HH:MM'; the end of the day (1440) reads '00:00', as the console writes it. */
const toTime = (minutes: number) => `${pad(Math.floor(minutes / 60) % 24)}:${pad(minutes % 60)}`;

type SlotRow = typeof postWeeklySlots.$inferSelect;
const toResult = (row: SlotRow): TimetableSlotResult => ({
  id: row.id,
  officePostId: row.officePostId,
  dayOfWeek: row.dayOfWeek,
  beginTime: toTime(row.beginMinute),
  endTime: toTime(row.endMinute),
});

/** GET /users/timetable/{officePostId}: always the seven days, Monday (1) to Sunday (7), each day's slots by time. */
export async function readTimetable(db: Db, officePostId: number, scope: number | null): Promise<Timetable> {
  await requirePostInScope(db, officePostId, scope);
  const rows = await db
    .select()
    .from(postWeeklySlots)
    .where(eq(postWeeklySlots.officePostId, officePostId))
    .orderBy(asc(postWeeklySlots.dayOfWeek), asc(postWeeklySlots.beginMinute), asc(postWeeklySlots.id));
  const days = [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
    dayOfWeek,
    times: rows
      .filter((r) => r.dayOfWeek === dayOfWeek)
      .map((r) => ({ id: r.id, beginTime: toTime(r.beginMinute), endTime: toTime(r.endMinute) })),
  }));
  return { officePostId, days };
}

/** The slot in minutes, or 400 with the schema's messages under beginTime / endTime. */
function slotMinutes(body: TimetableSlotUpdate): { beginMinute: number; endMinute: number } {
  const beginTime = `${pad(body.beginTimeHour)}:${pad(body.beginTimeMin)}`;
  const endTime = `${pad(body.endTimeHour)}:${pad(body.endTimeMin)}`;
  const parsed = weeklySlotSchema.safeParse({ beginTime, endTime });
  if (!parsed.success) {
    const details: Record<string, string> = {};
    for (const issue of parsed.error.issues) details[issue.path.join('.') || 'beginTime'] ??= issue.message;
    throw new AppError(400, ERROR_CODES.validation, Object.values(details)[0] ?? MESSAGES.validation, details);
  }
  return { beginMinute: toMinutes(beginTime), endMinute: toMinutes(endTime, { isEnd: true }) };
}

/** The post's other slots that day must not share a minute with this one. */
async function refuseOverlap(
  tx: Tx,
  officePostId: number,
  dayOfWeek: number,
  slot: { beginMinute: number; endMinute: number },
  exceptId?: number,
) {
  const others = await tx
    .select()
    .from(postWeeklySlots)
    .where(
      and(
        eq(postWeeklySlots.officePostId, officePostId),
        eq(postWeeklySlots.dayOfWeek, dayOfWeek),
        exceptId !== undefined ? ne(postWeeklySlots.id, exceptId) : undefined,
      ),
    );
  const clash = others.find((o) => o.beginMinute < slot.endMinute && slot.beginMinute < o.endMinute);
  if (clash) {
    const message = `${SLOTS_OVERLAP}: ${toTime(clash.beginMinute)}–${toTime(clash.endMinute)}`;
    throw new AppError(400, ERROR_CODES.validation, SLOTS_OVERLAP, { beginTime: message, endTime: message });
  }
}

/**
 * POST /users/timetable: the post's row is locked, so two slots racing into one day are checked one after the other.
 */
export function createWeeklySlot(
  db: Db,
  body: TimetableSlotUpdate & { officePostId: number },
  scope: number | null,
): Promise<TimetableSlotResult> {
  const minutes = slotMinutes(body);
  return db.transaction(async (tx) => {
    await requirePostInScope(tx, body.officePostId, scope, true);
    await refuseOverlap(tx, body.officePostId, body.dayOfWeek, minutes);
    const [row] = await tx
      .insert(postWeeklySlots)
      .values({ officePostId: body.officePostId, dayOfWeek: body.dayOfWeek, ...minutes })
      .returning();
    return toResult(row);
  });
}

/** The slot, with its post locked; 404 when it is unknown or on another partner's post. */
async function lockSlot(tx: DbOrTx, id: number, scope: number | null): Promise<SlotRow> {
  const [row] = await tx.select().from(postWeeklySlots).where(eq(postWeeklySlots.id, id));
  if (!row) throw notFound(SLOT_NOT_FOUND);
  try {
    await requirePostInScope(tx, row.officePostId, scope, true);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw notFound(SLOT_NOT_FOUND);
    throw error;
  }
  return row;
}

/** PUT /users/timetable/{id}: new times, and the day too when it moved. */
export function updateWeeklySlot(
  db: Db,
  id: number,
  body: TimetableSlotUpdate,
  scope: number | null,
): Promise<TimetableSlotResult> {
  const minutes = slotMinutes(body);
  return db.transaction(async (tx) => {
    const slot = await lockSlot(tx, id, scope);
    await refuseOverlap(tx, slot.officePostId, body.dayOfWeek, minutes, id);
    const [row] = await tx
      .update(postWeeklySlots)
      .set({ dayOfWeek: body.dayOfWeek, ...minutes })
      .where(eq(postWeeklySlots.id, id))
      .returning();
    return toResult(row);
  });
}

/** DELETE /users/timetable/{id}: the slot goes; the half-year plan generated before keeps its intervals. */
export function deleteWeeklySlot(db: Db, id: number, scope: number | null): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await lockSlot(tx, id, scope);
    await tx.delete(postWeeklySlots).where(eq(postWeeklySlots.id, id));
    return { id };
  });
}
