import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { clients } from '../../clients/clientsSchema';
import { offices } from '../../db/schema';
import { appointmentHistory, appointments, officePosts } from '../../scheduler/schedulerSchema';
import type { CronJob } from '../cronJobs';

/** The appointment's history action that marks it reminded, so each booking is reminded once. */
export const REMINDER_ACTION = 'appointment.remind';

/**
 * Reminds the clients of the live bookings starting within the settings' lead time that were not reminded yet: an
 * e-mail through the mailer (the mail outbox, and SMTP when configured) when the client has an address, else an SMS
 * into the SMS outbox (no gateway is wired here). A booking reminded gets a line in its history; one with neither
 * an address nor a phone is counted and left for a later run (its client may get a contact meanwhile).
 */
export const appointmentRemindersJob: CronJob = async ({ db, now, settings, mailer, sms }) => {
  const hours = settings.reminderLeadHours;
  const until = new Date(now.getTime() + hours * 3_600_000);
  const due = await db
    .select({
      id: appointments.id,
      startAt: appointments.startAt,
      title: appointments.title,
      phone: appointments.phone,
      email: clients.email,
      clientPhone: clients.phoneNumber,
      office: offices.name,
      address: offices.address,
      timezone: offices.timezone,
    })
    .from(appointments)
    .innerJoin(officePosts, eq(officePosts.id, appointments.officePostId))
    .innerJoin(offices, eq(offices.id, officePosts.officeId))
    .leftJoin(clients, and(eq(clients.id, appointments.clientId), isNull(clients.deletedDate)))
    .where(
      and(
        isNull(appointments.deletedDate),
        eq(appointments.state, 'booked'),
        gt(appointments.startAt, now),
        lte(appointments.startAt, until),
        sql`not exists (select 1 from ${appointmentHistory} where ${appointmentHistory.appointmentId} = ${appointments.id} and ${appointmentHistory.action} = ${REMINDER_ACTION})`,
      ),
    )
    .orderBy(asc(appointments.startAt), asc(appointments.id));

  let mailed = 0;
  let texted = 0;
  let unreachable = 0;
  for (const a of due) {
    const when = DateTime.fromJSDate(a.startAt, { zone: a.timezone }).setLocale('ru').toFormat('d MMMM в HH:mm');
    const place = [a.office, a.address].filter(Boolean).join(', ');
    const text = `Напоминаем о записи «${a.title}» ${when} (${place}).`;
    const phone = a.phone?.trim() || a.clientPhone;
    let description: string;
    if (a.email) {
      await mailer.send({ to: a.email, subject: 'Напоминание о записи на сервис', text });
      description = `Напоминание отправлено на e-mail ${a.email}`;
      mailed += 1;
    } else if (phone) {
      await sms.send({ phone, text });
      description = `Напоминание отправлено SMS на ${phone}`;
      texted += 1;
    } else {
      unreachable += 1;
      continue;
    }
    await db.insert(appointmentHistory).values({ appointmentId: a.id, action: REMINDER_ACTION, description });
  }

  const sent = `Напоминаний о записях в ближайшие ${hours} ч отправлено: ${mailed + texted} (e-mail — ${mailed}, SMS — ${texted})`;
  return unreachable > 0 ? `${sent}; без e-mail и телефона клиента: ${unreachable}` : sent;
};
