import { asc, count, eq, sql } from 'drizzle-orm';
import { ALL_OPERATION_KEYS, WIDGET_KEYS } from '../../shared/operationKeys';
import { seedA3Demo } from '../a3/a3Demo';
import { hashPassword } from '../auth/password';
import { seedCardsDemo } from '../cards/cardsDemo';
import { seedCarmenDemo } from '../carmen/carmenDemo';
import { seedClientExtrasDemo } from '../clients/clientExtrasDemo';
import { seedClientsDemo } from '../clients/clientsDemo';
import { seedContentDemo } from '../content/contentDemo';
import { seedSeoDemo } from '../content/seoDemo';
import { seedOffersDemo } from '../dispatch/offersDemo';
import { seedDocumentsDemo } from '../documents/documentsDemo';
import { seedEvacuationDemo } from '../evacuation/evacuationDemo';
import { seedInvoicesDemo } from '../invoices/invoicesDemo';
import { seedOrdersDemo } from '../orders/ordersDemo';
import { orders } from '../orders/ordersSchema';
import { seedOrderPartsDemo } from '../orders/parts/orderPartsDemo';
import { seedPartnersDemo } from '../partners/partnersDemo';
import { seedNomenclatureDemo, seedPriceListRegionsDemo } from '../pricing/nomenclatureDemo';
import { seedQrCodesDemo } from '../qrcodes/qrcodesDemo';
import { pushTexts } from '../realtime/pushTexts';
import { seedReconciliationDemo } from '../reconciliation/reconciliationDemo';
import { seedOrderStatusesDemo } from '../references/orderStatusesDemo';
import { seedReportsDemo } from '../reports/demo/reportsDemo';
import { operationName } from '../roles/operationNames';
import { seedRolesDemo } from '../roles/rolesDemo';
import { seedSchedulerDemo } from '../scheduler/schedulerDemo';
import { seedTiresDemo } from '../tires/tiresDemo';
import { seedTravelDemo } from '../travel/travelDemo';
import { seedUsersDemo } from '../users/usersDemo';
import { seedVehicleChangesDemo } from '../vehicles/vehicleChangesDemo';
import { seedVehiclesDemo } from '../vehicles/vehiclesDemo';
import type { Db, Tx } from './db';
import type { DemoContext } from './demoContext';
import { DEMO_PEOPLE, DEMO_STAFF_PASSWORD, type DemoPartner } from './demoPeople';
import {
  notificationHistory,
  offices,
  operations,
  partners,
  permissions,
  projects,
  refValues,
  roles,
  userRoles,
  users,
} from './schema';

/** The documented logins (README, start-up log). */
export const DEMO_LOGINS = [
  { email: 'admin@demo.ru', password: 'Admin12345', role: 'Администратор' },
  { email: 'operator@demo.ru', password: 'Operator12345', role: 'Оператор' },
  { email: 'partner@demo.ru', password: 'Partner12345', role: 'Сотрудник партнёра' },
  { email: 'dispatch@demo.ru', password: 'Dispatch12345', role: 'Диспетчер партнёра' },
] as const;

const SEED_LOCK_ID = 7_340_119;
const DAY = 86_400_000;

const OPERATOR_KEYS = (key: string) =>
  [
    WIDGET_KEYS.lastEvents,
    WIDGET_KEYS.notifications,
    'reference.person.card',
    'reference.vehicle.findByNumber',
    WIDGET_KEYS.client,
    WIDGET_KEYS.vehicle,
    WIDGET_KEYS.insurancePolicies,
    'contacts.expired',
    'reconciliation',
  ].includes(key) ||
  key.startsWith('orders.') ||
  key.startsWith('order.') ||
  key.startsWith('tire.') ||
  key.startsWith('scheduler.') ||
  key.startsWith('vzr.') ||
  key.startsWith('reports.') ||
  key === WIDGET_KEYS.tireCatalog ||
  key.startsWith('loss.adjustment');

const PARTNER_STAFF_KEYS = (key: string) =>
  [
    WIDGET_KEYS.lastEvents,
    'tire.fitting',
    'tire.fitting.order',
    'orders.active',
    'orders.view',
    WIDGET_KEYS.orderComments,
    WIDGET_KEYS.orderChecklist,
    WIDGET_KEYS.orderPhotos,
    WIDGET_KEYS.tireDefects,
    WIDGET_KEYS.tireStorage,
    WIDGET_KEYS.tireCatalog,
    WIDGET_KEYS.orderInvoices,
    WIDGET_KEYS.orderOffers,
    'reconciliation',
    // Their own partner's card, legal entities and divisions (the tenant rule keeps them to it).
    'partners',
    'partners.legal',
    'divisions',
    // Their partner's price lists (the tenant rule keeps them to their own).
    'pricelists',
    // Their partner's pre-printed QR labels (the tenant rule keeps them to their own batches).
    'qrcodes',
    // Travel insurance sold as their partner: its policies and payments, the promo codes carrying its commission.
    'vzr.policies',
    'vzr.payments',
    'vzr.promocodes',
    // The reports of a partner's own work (the tenant rule keeps them to their partner's rows).
    'reports.paid.invoice',
    'reports.settlements',
    'reports.reconciliation',
    'reports.wheels.storage',
    'reports.tyre.service',
    'reports.tyre.changes',
    'reports.scheduler.duration',
  ].includes(key) || key.startsWith('scheduler.');

/** The tow partner's dispatcher: answers the evacuation offers and ratifies the partner's acts. */
const DISPATCHER_KEYS = (key: string) =>
  [WIDGET_KEYS.lastEvents, 'orders.view', WIDGET_KEYS.orderOffers, 'reconciliation'].includes(key);

/**
 * Loads the demo on first start: only when there are no users, in one transaction,
 * under an advisory lock so two processes starting together on one database seed it once. True when loaded.
 */
export async function loadDemoDataIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  if (await hasUsers(db)) return false;
  // Hashing is the slow part (scrypt): done before the transaction so its locks are held briefly.
  const hashes = await Promise.all([
    ...DEMO_LOGINS.map((l) => hashPassword(l.password)),
    ...DEMO_PEOPLE.map((person) =>
      person.status === 'invited' ? Promise.resolve(null) : hashPassword(DEMO_STAFF_PASSWORD),
    ),
  ]);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasUsers(tx)) return false;
    await seed(tx, hashes, now.getTime());
    return true;
  });
}

async function hasUsers(db: Db | Tx): Promise<boolean> {
  const [{ n }] = await db.select({ n: count() }).from(users);
  return n > 0;
}

async function seed(tx: Tx, hashes: (string | null)[], now: number) {
  const [platform, tires, tow] = await tx
    .insert(partners)
    .values([
      { name: 'Автосервис Демо', isCorporateClient: false },
      { name: 'Шинный центр «Колесо»', isCorporateClient: false },
      { name: 'Эвакуатор-Сервис', isCorporateClient: true },
    ])
    .returning();
  const officeRows = await tx
    .insert(offices)
    .values([
      { partnerId: platform.id, name: 'Москва, центральный офис', timezone: 'Europe/Moscow' },
      { partnerId: platform.id, name: 'Санкт-Петербург, офис на Невском', timezone: 'Europe/Moscow' },
      { partnerId: tires.id, name: 'Колесо на Ленинском проспекте', timezone: 'Europe/Moscow' },
      { partnerId: tires.id, name: 'Колесо в Химках', timezone: 'Europe/Moscow' },
      { partnerId: tow.id, name: 'Диспетчерская в Екатеринбурге', timezone: 'Asia/Yekaterinburg' },
    ])
    .returning();
  const partnerOf: Record<DemoPartner, typeof platform> = { platform, tires, tow };
  const officesOf = (partnerId: number) => officeRows.filter((o) => o.partnerId === partnerId);

  const [project] = await tx.insert(projects).values({ name: 'Консоль Автосервиса' }).returning();
  const ops = await tx
    .insert(operations)
    .values(ALL_OPERATION_KEYS.map((key) => ({ operationKey: key, name: operationName(key), projectId: project.id })))
    .returning();
  const opId = new Map(ops.map((o) => [o.operationKey, o.id]));

  const [admin, operator, partnerStaff, dispatcher] = await tx
    .insert(roles)
    .values([
      { name: 'Администратор', isSuperAdmin: true },
      { name: 'Оператор' },
      { name: 'Сотрудник партнёра', partnerId: tires.id },
      { name: 'Диспетчер партнёра', partnerId: tow.id },
    ])
    .returning();
  const all = { available: true, permissionInsert: true, permissionUpdate: true, permissionDelete: true };
  const work = { available: true, permissionInsert: true, permissionUpdate: true, permissionDelete: false };
  await tx.insert(permissions).values([
    ...ops.map((o) => ({ operationId: o.id, roleId: admin.id, ...all })),
    ...ops
      .filter((o) => OPERATOR_KEYS(o.operationKey))
      .map((o) => ({ operationId: o.id, roleId: operator.id, ...work })),
    ...ops
      .filter((o) => PARTNER_STAFF_KEYS(o.operationKey))
      .map((o) => ({
        operationId: o.id,
        roleId: partnerStaff.id,
        ...(o.operationKey.startsWith('orders.') ? { available: true } : work),
      })),
    ...ops
      .filter((o) => DISPATCHER_KEYS(o.operationKey))
      .map((o) => ({ operationId: o.id, roleId: dispatcher.id, ...work })),
  ]);

  const documented = [
    {
      ...DEMO_LOGINS[0],
      lastName: 'Администраторов',
      firstName: 'Александр',
      middleName: 'Иванович',
      partner: platform,
      office: officesOf(platform.id)[0],
      roleId: admin.id,
    },
    {
      ...DEMO_LOGINS[1],
      lastName: 'Операторова',
      firstName: 'Ольга',
      middleName: 'Петровна',
      partner: platform,
      office: officesOf(platform.id)[1],
      roleId: operator.id,
    },
    {
      ...DEMO_LOGINS[2],
      lastName: 'Шинников',
      firstName: 'Пётр',
      middleName: 'Кузьмич',
      partner: tires,
      office: officesOf(tires.id)[0],
      roleId: partnerStaff.id,
    },
    {
      ...DEMO_LOGINS[3],
      lastName: 'Диспетчерова',
      firstName: 'Дарья',
      middleName: 'Андреевна',
      partner: tow,
      office: officesOf(tow.id)[0],
      roleId: dispatcher.id,
    },
  ];
  const roleOf: Record<DemoPartner, number | null> = { platform: operator.id, tires: partnerStaff.id, tow: null };
  const people = [
    ...documented.map((d, i) => ({
      row: {
        email: d.email,
        passwordHash: hashes[i],
        firstName: d.firstName,
        lastName: d.lastName,
        middleName: d.middleName,
        partnerId: d.partner.id,
        officeId: d.office.id,
        status: 'active' as const,
        createdAt: new Date(now - (60 - i) * DAY),
      },
      roleId: d.roleId as number | null,
    })),
    ...DEMO_PEOPLE.map((person, i) => {
      const partner = partnerOf[person.partner];
      const partnerOffices = officesOf(partner.id);
      return {
        row: {
          email: person.email,
          passwordHash: hashes[documented.length + i],
          firstName: person.firstName,
          lastName: person.lastName,
          middleName: person.middleName,
          phone: `+79${String(160_000_000 + i * 7_391_357).slice(0, 9)}`,
          partnerId: partner.id,
          officeId: partnerOffices[i % partnerOffices.length].id,
          status: person.status,
          // Spread over the last 60 days, the newest last, at varied hours.
          createdAt: new Date(now - (60 - i * 2.3) * DAY - ((i * 7) % 24) * 3_600_000),
        },
        roleId: person.status === 'invited' ? null : roleOf[person.partner],
      };
    }),
  ];
  const inserted = await tx
    .insert(users)
    .values(people.map((p) => p.row))
    .returning({ id: users.id, email: users.email });
  await tx
    .insert(userRoles)
    .values(inserted.flatMap((u, i) => (people[i].roleId ? [{ userId: u.id, roleId: people[i].roleId! }] : [])));

  // One partner-level and one user-level permission, so the OR-merge of role, user and partner permissions has
  // something to do: the partner user ends with orders.active from role + partner, and tire.fitting from role + own
  // row.
  const partnerUser = inserted.find((u) => u.email === DEMO_LOGINS[2].email)!;
  await tx.insert(permissions).values([
    { operationId: opId.get('orders.active')!, partnerId: tires.id, permissionUpdate: true },
    { operationId: opId.get('tire.fitting')!, userId: partnerUser.id, permissionDelete: true },
  ]);

  const demoContext: DemoContext = {
    now,
    projectId: project.id,
    partnerIds: { platform: platform.id, tires: tires.id, tow: tow.id },
    officeIds: officeRows.map((o) => o.id),
    userIds: {
      admin: inserted.find((u) => u.email === DEMO_LOGINS[0].email)!.id,
      operator: inserted.find((u) => u.email === DEMO_LOGINS[1].email)!.id,
      partner: partnerUser.id,
      dispatcher: inserted.find((u) => u.email === DEMO_LOGINS[3].email)!.id,
    },
    allUserIds: inserted.map((u) => u.id),
  };
  // Each area seeds its own rows; clients first, since vehicles and the rest refer to them.
  await seedClientsDemo(tx, demoContext);
  await seedClientExtrasDemo(tx, demoContext);
  await seedVehiclesDemo(tx, demoContext);
  await seedVehicleChangesDemo(tx, demoContext);
  await seedOrdersDemo(tx, demoContext);
  await seedTiresDemo(tx, demoContext);
  await seedOrderPartsDemo(tx, demoContext);
  await seedEvacuationDemo(tx, demoContext);
  await seedCarmenDemo(tx, demoContext);
  await seedDocumentsDemo(tx, demoContext);
  await seedInvoicesDemo(tx, demoContext);
  await seedNomenclatureDemo(tx, demoContext);
  await seedPriceListRegionsDemo(tx, demoContext);
  await seedCardsDemo(tx, demoContext);
  await seedOrderStatusesDemo(tx, demoContext);
  await seedOffersDemo(tx, demoContext);
  await seedReconciliationDemo(tx, demoContext);
  await seedSchedulerDemo(tx, demoContext);
  await seedRolesDemo(tx, demoContext);
  await seedUsersDemo(tx, demoContext);
  await seedPartnersDemo(tx, demoContext);
  await seedSeoDemo(tx, demoContext);
  await seedQrCodesDemo(tx, demoContext);
  await seedContentDemo(tx, demoContext);
  await seedTravelDemo(tx, demoContext);
  await seedA3Demo(tx, demoContext);
  // A year of closed orders before the last 61 days, with their money and bookings, for the reports: last, so no
  // generator above sees it.
  await seedReportsDemo(tx, demoContext);

  // The staff's push history: the pushes the last 40 orders' status changes would have made, in today's words.
  const recent = await tx
    .select({ id: orders.id, number: orders.number, status: refValues.name, partnerId: orders.partnerId })
    .from(orders)
    .innerJoin(refValues, eq(refValues.id, orders.statusRefValueId))
    .orderBy(asc(orders.id))
    .limit(40);
  if (recent.length > 0) {
    await tx.insert(notificationHistory).values(
      recent.map((order, i) => {
        const sent = 1 + ((order.id * 7) % 5);
        return {
          // The last order is the newest; roughly one push every 18 hours over the last 30 days.
          sendingTime: new Date(
            now - (recent.length - 1 - i) * 18 * 3_600_000 - ((order.id * 13) % 60) * 60_000 - 60_000,
          ),
          targetRefValueName:
            order.partnerId === null ? pushTexts.targets.orderWithoutPartner : pushTexts.targets.orderWithPartner,
          pushBody: pushTexts.orderStatus(order.number, order.status),
          orderId: order.id,
          sentCount: sent,
          failedCount: order.id % 4 === 0 ? 1 : 0,
        };
      }),
    );
  }
}
