import { and, asc, eq, gte, isNull, lt, ne } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { TIME_STEP_MINUTES } from '../../shared/format';
import { REF_VALUE_IDS } from '../../shared/referenceIds';
import {
  OFFICE_DAY_END_HOUR,
  OFFICE_DAY_START_HOUR,
  OFFICE_NOT_FOUND,
  type OfficeFreeDates,
  type OfficeFreeSlots,
  type ServiceOffice,
} from '../../shared/schemas/partners/partnerSearch';
import { ownedByScope } from '../auth/tenantScope';
import type { DbOrTx } from '../db/db';
import { offices, partners } from '../db/schema';
import { notFound } from '../errors';
import { orders, services } from '../orders/ordersSchema';

// When an office is free: its working day 09:00-18:00 in its own time zone, cut into 30-minute slots; a slot is taken
// by a live, not cancelled order of the office planned inside it, and a slot already begun is gone. Also the offices a
// service works in.

const SERVICE_NOT_FOUND = 'Сервис не найден';

async function requireOffice(db: DbOrTx, officeId: number): Promise<{ id: number; timezone: string }> {
  const [office] = await db
    .select({ id: offices.id, timezone: offices.timezone })
    .from(offices)
    .where(and(eq(offices.id, officeId), isNull(offices.deletedDate), ownedByScope(offices.partnerId)));
  if (!office) throw notFound(OFFICE_NOT_FOUND);
  return office;
}

/** Planned times of the office's orders in [from, to). */
async function takenTimes(db: DbOrTx, officeId: number, from: DateTime, to: DateTime): Promise<number[]> {
  const rows = await db
    .select({ plannedDate: orders.plannedDate })
    .from(orders)
    .where(
      and(
        eq(orders.officeId, officeId),
        isNull(orders.deletedDate),
        ne(orders.statusRefValueId, REF_VALUE_IDS.orderStatusCancelled),
        gte(orders.plannedDate, from.toJSDate()),
        lt(orders.plannedDate, to.toJSDate()),
      ),
    );
  return rows.map((r) => r.plannedDate!.getTime());
}

/** The day's slots that have not begun by `now` and hold no planned order. */
function freeSlotsOfDay(day: DateTime, taken: number[], now: number): DateTime[] {
  const slots: DateTime[] = [];
  const end = day.set({ hour: OFFICE_DAY_END_HOUR });
  for (
    let slot = day.set({ hour: OFFICE_DAY_START_HOUR });
    slot < end;
    slot = slot.plus({ minutes: TIME_STEP_MINUTES })
  ) {
    const from = slot.toMillis();
    const to = slot.plus({ minutes: TIME_STEP_MINUTES }).toMillis();
    if (from >= now && !taken.some((t) => t >= from && t < to)) slots.push(slot);
  }
  return slots;
}

/** Days of the month, from today on, with at least one free slot ('yyyy-MM-dd'). */
export async function officeFreeDates(
  db: DbOrTx,
  officeId: number,
  year: number,
  month: number,
  now = Date.now(),
): Promise<OfficeFreeDates> {
  const office = await requireOffice(db, officeId);
  const first = DateTime.fromObject({ year, month, day: 1 }, { zone: office.timezone });
  const next = first.plus({ months: 1 });
  const taken = await takenTimes(db, officeId, first, next);
  const freeDates: string[] = [];
  for (let day = first; day < next; day = day.plus({ days: 1 })) {
    if (freeSlotsOfDay(day, taken, now).length > 0) freeDates.push(day.toISODate()!);
  }
  return { officeId, freeDates };
}

/** The free slots of one day ('HH:mm' in the office's zone). */
export async function officeFreeSlots(
  db: DbOrTx,
  officeId: number,
  date: string,
  now = Date.now(),
): Promise<OfficeFreeSlots> {
  const office = await requireOffice(db, officeId);
  const day = DateTime.fromISO(date, { zone: office.timezone }).startOf('day');
  const taken = await takenTimes(db, officeId, day, day.plus({ days: 1 }));
  return { officeId, date, freeSlots: freeSlotsOfDay(day, taken, now).map((slot) => slot.toFormat('HH:mm')) };
}

/**
 * The offices of a service, by partner and name. Offices are not yet bound to services (no call manages the
 * services of a partner office), so every office of the platform serves each of them.
 */
export async function listServiceOffices(db: DbOrTx, serviceId: number): Promise<ServiceOffice[]> {
  const [service] = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.id, serviceId), isNull(services.deletedDate)));
  if (!service) throw notFound(SERVICE_NOT_FOUND);
  return (
    db
      .select({
        id: offices.id,
        name: offices.name,
        partnerId: offices.partnerId,
        partnerName: partners.name,
        timezone: offices.timezone,
      })
      .from(offices)
      .innerJoin(partners, eq(partners.id, offices.partnerId))
      // A deleted office takes no more visits.
      .where(and(isNull(offices.deletedDate), ownedByScope(offices.partnerId)))
      .orderBy(asc(partners.name), asc(offices.name), asc(offices.id))
  );
}
