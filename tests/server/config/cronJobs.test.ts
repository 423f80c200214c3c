import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bonusOperations, clients } from '../../../src/server/clients/clientsSchema';
import type { CronJobContext } from '../../../src/server/config/cronJobs';
import { appointmentRemindersJob, REMINDER_ACTION } from '../../../src/server/config/jobs/appointmentRemindersJob';
import { bonusRecalcJob } from '../../../src/server/config/jobs/bonusRecalcJob';
import { carmenExportJob } from '../../../src/server/config/jobs/carmenExportJob';
import { insuranceCatalogSyncJob } from '../../../src/server/config/jobs/insuranceCatalogSyncJob';
import { tempFilesCleanupJob } from '../../../src/server/config/jobs/tempFilesCleanupJob';
import type { Db } from '../../../src/server/db/db';
import { mailOutbox, smsOutbox } from '../../../src/server/db/schema';
import { writeStored } from '../../../src/server/files/fileStorage';
import { orderFiles, orderHistory, orders, orderUploads } from '../../../src/server/orders/ordersSchema';
import {
  changedInCatalog,
  deletedFromCatalog,
  newInCatalog,
} from '../../../src/server/partners/insuranceCompaniesRepository';
import { appointmentHistory } from '../../../src/server/scheduler/schedulerSchema';
import { COMMON_SETTINGS_DEFAULTS } from '../../../src/shared/schemas/commonSettings';
import { openTestApp } from '../buildTestApp';
import { newOrder, storedPaths } from '../files/orderFilesFixtures';
import { insertAppointment, newClient, newOffice, newPost } from '../scheduler/schedulerFixtures';

// Each job's real effect on a small fixture of the test's own. The jobs are called with a clock of the test's own
// (far from the demo's dates), so they see only the rows made here.

const HOUR = 3_600_000;

function contextOf(db: Db, now: Date, extra: Partial<CronJobContext> = {}): CronJobContext {
  const sent: unknown[] = [];
  return {
    db,
    now,
    settings: COMMON_SETTINGS_DEFAULTS,
    lastSuccessAt: null,
    mailer: { send: async (mail) => void sent.push(mail) },
    sms: { send: async (sms) => void sent.push(sms) },
    ...extra,
  };
}

describe('the background jobs', () => {
  const t = openTestApp();

  it('appointment_reminders: e-mails or texts the bookings within the lead time once, through the outboxes', async () => {
    const now = new Date('2091-05-05T06:00:00Z');
    const office = await newOffice(t.db);
    const post = await newPost(t.db, office.id);
    const withMail = await newClient(t.db);
    const email = `remind-${randomUUID()}@test.ru`;
    await t.db.update(clients).set({ email }).where(eq(clients.id, withMail.id));
    const withPhone = await newClient(t.db);
    const at = (hours: number) => Math.floor((now.getTime() + hours * HOUR) / 1000);
    const mailed = await insertAppointment(t.db, { officePostId: post.id, start: at(2), clientId: withMail.id });
    const texted = await insertAppointment(t.db, { officePostId: post.id, start: at(5), clientId: withPhone.id });
    const later = await insertAppointment(t.db, { officePostId: post.id, start: at(30), clientId: withPhone.id });
    const deleted = await insertAppointment(t.db, {
      officePostId: post.id,
      start: at(3),
      clientId: withPhone.id,
      deletedDate: now,
    });
    const unreachable = await insertAppointment(t.db, { officePostId: post.id, start: at(4) });

    const settings = { ...COMMON_SETTINGS_DEFAULTS, reminderLeadHours: 24 };
    const message = await appointmentRemindersJob({ ...contextOf(t.db, now, { settings }), ...outboxes(t.db) });
    expect(message).toBe(
      'Напоминаний о записях в ближайшие 24 ч отправлено: 2 (e-mail — 1, SMS — 1); без e-mail и телефона клиента: 1',
    );
    const mail = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain(`«${mailed.title}»`);
    const sms = await t.db.select().from(smsOutbox).where(eq(smsOutbox.phone, withPhone.phoneNumber));
    expect(sms.map((s) => s.text)).toEqual([expect.stringContaining(`«${texted.title}»`)]);
    const reminded = async (id: number) =>
      (
        await t.db
          .select()
          .from(appointmentHistory)
          .where(and(eq(appointmentHistory.appointmentId, id), eq(appointmentHistory.action, REMINDER_ACTION)))
      ).length;
    expect([await reminded(mailed.id), await reminded(texted.id)]).toEqual([1, 1]);
    expect([await reminded(later.id), await reminded(deleted.id), await reminded(unreachable.id)]).toEqual([0, 0, 0]);

    // Reminded once: the next run sends nothing new; a longer lead time reaches the later booking.
    const again = await appointmentRemindersJob({ ...contextOf(t.db, now, { settings }), ...outboxes(t.db) });
    expect(again).toMatch(/отправлено: 0 /);
    const wider = await appointmentRemindersJob({
      ...contextOf(t.db, now, { settings: { ...settings, reminderLeadHours: 48 } }),
      ...outboxes(t.db),
    });
    expect(wider).toMatch(/в ближайшие 48 ч отправлено: 1 \(e-mail — 0, SMS — 1\)/);
    expect(await reminded(later.id)).toBe(1);
  });

  it('temp_files_cleanup: deletes the temporary files and unfinished uploads older than the settings’ hours', async () => {
    const now = new Date('2001-01-10T00:00:00Z');
    const old = new Date('2001-01-01T00:00:00Z');
    const fresh = new Date('2001-01-09T12:00:00Z');
    const order = await newOrder(t.db);
    const path = (name: string) => `orders/${order.id}/${name}-${randomUUID()}`;
    const file = async (kind: string, createdAt: Date) => {
      const storagePath = path(kind);
      await writeStored(t.db, storagePath, new Uint8Array([1, 2, 3]));
      const [row] = await t.db
        .insert(orderFiles)
        .values({
          orderId: order.id,
          kind,
          fileName: `${kind}.bin`,
          mimeType: 'application/octet-stream',
          size: 3,
          storagePath,
          createdAt,
        })
        .returning();
      return row;
    };
    const oldTemp = await file('temporary', old);
    const freshTemp = await file('temporary', fresh);
    const oldPhoto = await file('photo', old);
    const abandonedPath = path('upload');
    await writeStored(t.db, abandonedPath, new Uint8Array([9]));
    await t.db.insert(orderUploads).values([
      {
        id: randomUUID(),
        orderId: order.id,
        fileName: 'a.mp4',
        mimeType: 'video/mp4',
        totalSize: 10,
        storagePath: abandonedPath,
        createdAt: old,
      },
      {
        id: randomUUID(),
        orderId: order.id,
        fileName: 'p.mp4',
        mimeType: 'video/mp4',
        totalSize: 3,
        storagePath: oldPhoto.storagePath,
        fileId: oldPhoto.id,
        createdAt: old,
      },
    ]);

    const message = await tempFilesCleanupJob(
      contextOf(t.db, now, { settings: { ...COMMON_SETTINGS_DEFAULTS, tempFilesMaxAgeHours: 168 } }),
    );
    expect(message).toBe(
      'Удалено временных файлов заявок: 1, незавершённых загрузок: 1, записей о завершённых загрузках: 1 (старше 168 ч)',
    );
    const left = await t.db.select({ id: orderFiles.id }).from(orderFiles).where(eq(orderFiles.orderId, order.id));
    expect(left.map((f) => f.id).sort()).toEqual([freshTemp.id, oldPhoto.id].sort());
    expect(await storedPaths(t.db, `orders/${order.id}/`)).toEqual(
      [freshTemp.storagePath, oldPhoto.storagePath].sort(),
    );
    expect(await t.db.select().from(orderUploads).where(eq(orderUploads.orderId, order.id))).toEqual([]);
    const history = await t.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id));
    expect(history.map((h) => [h.action, h.text])).toEqual([
      ['temporary_deleted', `Удалён временный файл «temporary.bin»: старше 168 ч (очистка временных файлов)`],
    ]);
    expect(oldTemp.id).toBeGreaterThan(0);
  });

  it('carmen_export: counts the orders changed since its last success and says nothing was sent', async () => {
    const since = new Date('2092-01-01T00:00:00Z');
    const order = await newOrder(t.db);
    await t.db
      .update(orders)
      .set({ updatedAt: new Date('2092-01-02T00:00:00Z') })
      .where(eq(orders.id, order.id));
    const message = await carmenExportJob(contextOf(t.db, new Date('2092-01-03T00:00:00Z'), { lastSuccessAt: since }));
    expect(message).toMatch(
      /^Подключения к Carmen нет, заявки не отправлялись\. Изменено заявок с последней успешной выгрузки \(.+\): 1$/,
    );
  });

  it('insurance_catalog_sync: reports the counts /insurance/changes shows', async () => {
    const counts = [
      (await newInCatalog(t.db)).length,
      (await changedInCatalog(t.db)).length,
      (await deletedFromCatalog(t.db)).length,
    ];
    const message = await insuranceCatalogSyncJob(contextOf(t.db, new Date()));
    if (counts.every((n) => n === 0))
      expect(message).toBe('Справочник страховых компаний совпадает с каталогом страховщиков');
    else
      expect(message).toContain(
        `новых — ${counts[0]}, изменённых — ${counts[1]}, удалённых из каталога — ${counts[2]}`,
      );
  });

  it('bonus_recalc: reports a balance that its ledger does not add up to, and changes no balance', async () => {
    const mismatches = async () =>
      Number(/расхождений[^:]*: (\d+)/.exec(await bonusRecalcJob(contextOf(t.db, new Date())))?.[1] ?? 0);
    const before = await mismatches();
    const good = await newClient(t.db);
    await t.db.update(clients).set({ bonus: 70 }).where(eq(clients.id, good.id));
    await t.db.insert(bonusOperations).values([
      { clientId: good.id, bonus: 100 },
      { clientId: good.id, bonus: -30 },
    ]);
    expect(await mismatches()).toBe(before);
    const bad = await newClient(t.db);
    await t.db.update(clients).set({ bonus: 500 }).where(eq(clients.id, bad.id));
    await t.db.insert(bonusOperations).values({ clientId: bad.id, bonus: 200 });
    expect(await mismatches()).toBe(before + 1);
    const [row] = await t.db.select({ bonus: clients.bonus }).from(clients).where(eq(clients.id, bad.id));
    expect(row.bonus).toBe(500);
  });
});

/** The mailer and SMS sender the runner gives by default: straight into the outboxes. */
function outboxes(db: Db): Pick<CronJobContext, 'mailer' | 'sms'> {
  return {
    mailer: { send: async (mail) => void (await db.insert(mailOutbox).values({ ...mail, sentVia: 'outbox' })) },
    sms: { send: async (sms) => void (await db.insert(smsOutbox).values(sms)) },
  };
}
