import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { DateTime } from 'luxon';
import { SERVICE_IDS, SERVICES_WITH_CANCEL_REASON } from '../../shared/constants';
import { REF_IDS, REF_VALUE_IDS } from '../../shared/referenceIds';
import { DEMO_CLIENT_PHONE, loadDemoClients } from '../clients/clientsDemo';
import { demoOriginOf } from '../db/demoChannels';
import type { DemoContext, DemoSeed } from '../db/demoContext';
import { offices, refValues } from '../db/schema';
import { tireModels } from '../tires/tiresSchema';
import { formatAmount } from './orderChangeText';
import { ADDRESSES, costOf, descriptionOf, fieldsOf, tyreColumnsOf } from './orderDemoValues';
import { orderHistory, orderResponsibles, orders, services } from './ordersSchema';

// Demo orders: 112 orders over the last 60 days across every service and status, the
// older ones closed, the newest ones open, some planned for tomorrow, two held by an operator; eight tyre-storage
// orders linked to the tyre fittings they came from; each with its history, a few with responsible users. The demo
// client Иванов Иван Иванович (+79161234567) has orders in work, done, cancelled and one in the archive.

const DAY = 86_400_000;
const HOUR = 3_600_000;
const BASE_COUNT = 112;
const LINKED_COUNT = 8;
const SERVICES = [13, 42, 69, 68, 61, 41, 901, 902, 903, 904];
const {
  orderStatusNew: NEW,
  orderStatusInWork: IN_WORK,
  orderStatusExecutorAssigned: ASSIGNED,
  orderStatusAwaitingPayment: AWAITING,
} = REF_VALUE_IDS;
const { orderStatusDone: DONE, orderStatusCancelled: CANCELLED, orderStatusArchive: ARCHIVE } = REF_VALUE_IDS;
/** Order index -> status of the demo client's orders: one of each kind, the archived one 55 days old. */
const DEMO_CLIENT_ORDERS = new Map([
  [4, ARCHIVE],
  [38, DONE],
  [61, CANCELLED],
  [96, IN_WORK],
  [107, AWAITING],
  [111, NEW],
]);
/** How an order came to its status, for the history lines. */
const PATHS: Record<number, number[]> = {
  [NEW]: [NEW],
  [IN_WORK]: [NEW, IN_WORK],
  [ASSIGNED]: [NEW, IN_WORK, ASSIGNED],
  [AWAITING]: [NEW, IN_WORK, ASSIGNED, AWAITING],
  [DONE]: [NEW, IN_WORK, DONE],
  [CANCELLED]: [NEW, CANCELLED],
  [ARCHIVE]: [NEW, IN_WORK, DONE, ARCHIVE],
};
const TYRES = new Set<number>([SERVICE_IDS.tireFitting, SERVICE_IDS.tireStorage]);
const TOW = new Set<number>([SERVICE_IDS.evacuation, SERVICE_IDS.techHelp, SERVICE_IDS.tAvarcom]);

const pick = <T>(list: readonly T[], k: number) => list[k % list.length];

/** The older an order, the likelier closed. `i + round` keeps the status from following the service's turn. */
function statusOf(i: number, ageDays: number): number {
  if (DEMO_CLIENT_ORDERS.has(i)) return DEMO_CLIENT_ORDERS.get(i)!;
  const k = i + Math.floor(i / SERVICES.length);
  if (ageDays > 21) return pick([DONE, ARCHIVE, CANCELLED, DONE, ARCHIVE], k);
  if (ageDays > 7) return pick([IN_WORK, DONE, ASSIGNED, CANCELLED, AWAITING, DONE], k);
  return pick([NEW, IN_WORK, ASSIGNED, AWAITING, NEW], k);
}

async function loadContext(tx: Parameters<DemoSeed>[0], ctx: DemoContext) {
  const { clients: clientRows, vehiclesOf } = await loadDemoClients(tx);
  const officeRows = await tx
    .select({ id: offices.id, partnerId: offices.partnerId })
    .from(offices)
    .orderBy(asc(offices.id));
  const officesOf = (partnerId: number) => officeRows.filter((o) => o.partnerId === partnerId).map((o) => o.id);
  const statuses = await tx
    .select({ id: refValues.id, name: refValues.name })
    .from(refValues)
    .where(eq(refValues.refId, REF_IDS.orderStatus));
  const serviceRows = await tx.select({ id: services.id, name: services.name }).from(services);
  return {
    clientIds: clientRows.map((c) => c.id),
    demoClientId: clientRows.find((c) => c.phone === DEMO_CLIENT_PHONE)!.id,
    vehiclesOf,
    models: await tx
      .select({ id: tireModels.id, brandId: tireModels.brandId })
      .from(tireModels)
      .orderBy(asc(tireModels.id)),
    officesOf: {
      platform: officesOf(ctx.partnerIds.platform),
      tires: officesOf(ctx.partnerIds.tires),
      tow: officesOf(ctx.partnerIds.tow),
    },
    statusName: new Map(statuses.map((s) => [s.id, s.name])),
    serviceName: new Map(serviceRows.map((s) => [s.id, s.name])),
  };
}

type Loaded = Awaited<ReturnType<typeof loadContext>>;

/** One base order's columns; `k` counts the orders of its service, so each service's orders differ. */
function baseOrder(i: number, ctx: DemoContext, data: Loaded): PgInsertValue<typeof orders> {
  const serviceId = pick(SERVICES, i);
  const k = Math.floor(i / SERVICES.length);
  const ageDays = (60 * (BASE_COUNT - 1 - i)) / (BASE_COUNT - 1);
  const createdAt = new Date(ctx.now - ageDays * DAY - (((i * 37) % 300) + 15) * 60_000);
  const status = statusOf(i, ageDays);
  const clientId = DEMO_CLIENT_ORDERS.has(i) ? data.demoClientId : pick(data.clientIds, i * 7 + 3);
  const vehicleIds = data.vehiclesOf.get(clientId) ?? [];
  const partner = TYRES.has(serviceId) ? 'tires' : TOW.has(serviceId) ? 'tow' : 'platform';
  const partnerOffices = data.officesOf[partner];
  const open = !PATHS[status].includes(DONE) && status !== CANCELLED;
  const tomorrow = DateTime.fromMillis(ctx.now, { zone: 'Europe/Moscow' })
    .plus({ days: 1 })
    .set({ hour: 9 + (i % 9), minute: (i % 2) * 30, second: 0, millisecond: 0 });
  const cancelled = status === CANCELLED;
  const refusal =
    cancelled && !SERVICES_WITH_CANCEL_REASON.includes(serviceId) && i % 3 !== 1
      ? pick([9041, 9042, REF_VALUE_IDS.refusalOther], i)
      : null;
  return {
    number: sql`to_char(${createdAt.toISOString()}::timestamptz at time zone 'Europe/Moscow', 'YYMM') || '-' || lpad(nextval('order_number_seq')::text, 6, '0')`,
    serviceId,
    statusRefValueId: status,
    clientId,
    vehicleId: vehicleIds.length ? pick(vehicleIds, i) : null,
    partnerId: ctx.partnerIds[partner],
    officeId: partner === 'tow' && i % 2 === 1 ? null : pick(partnerOffices, i),
    userId: pick([ctx.userIds.operator, ctx.userIds.admin, ...ctx.allUserIds.slice(3, 6)], i),
    cost: serviceId === SERVICE_IDS.lossAdjustment ? null : costOf(serviceId, k),
    isPaid: (status === DONE || status === ARCHIVE) && k % 4 !== 1,
    address: pick(ADDRESSES, i * 3 + k),
    description: descriptionOf(serviceId, k),
    plannedDate: open && (i + k) % 3 === 0 ? tomorrow.toJSDate() : null,
    ...(TYRES.has(serviceId) ? tyreColumnsOf(k, data.models) : {}),
    cancelReasonRefValueId:
      cancelled && SERVICES_WITH_CANCEL_REASON.includes(serviceId) ? pick([9141, 9142, 9143, 9144], k) : null,
    refusalReasonRefValueId: refusal,
    refusalComment: refusal === REF_VALUE_IDS.refusalOther ? 'Клиент нашёл исполнителя дешевле' : null,
    outsideRingRoadDistance: TOW.has(serviceId) && k % 2 === 0 ? 5 + ((i * 7) % 40) : null,
    ...fieldsOf(serviceId, k),
    // Where it came from, with the marks of the site's and the app's links; the linked ones copy their parent's.
    ...demoOriginOf(i, 2),
    carmenLeadId: i % 7 === 2 ? `CL-${300_100 + i}` : null,
    maId: i % 11 === 4 ? `MA-${5_000 + i}` : null,
    createdAt,
    updatedAt: new Date(Math.min(ctx.now - 60_000, createdAt.getTime() + (PATHS[status].length - 1) * 3 * HOUR)),
  };
}

type Inserted = {
  id: number;
  number: string;
  serviceId: number;
  statusRefValueId: number;
  userId: number | null;
  createdAt: Date;
  cost: number | null;
  parentOrderId: number | null;
};

/** 'Заявка создана', the status steps it went through and, on some, the cost set after the call. */
function historyOf(
  o: Inserted,
  k: number,
  data: Loaded,
  now: number,
  parentNumber?: string,
): (typeof orderHistory.$inferInsert)[] {
  const at = (hours: number) => new Date(Math.min(now - 60_000, o.createdAt.getTime() + hours * HOUR));
  const lines: (typeof orderHistory.$inferInsert)[] = [
    {
      orderId: o.id,
      userId: o.userId,
      action: 'created',
      text: parentNumber ? `Заявка создана как связанная с заявкой № ${parentNumber}` : 'Заявка создана',
      createdAt: o.createdAt,
    },
  ];
  if (o.cost !== null && k % 4 === 0)
    lines.push({
      orderId: o.id,
      userId: o.userId,
      action: 'updated',
      text: `Стоимость: — → ${formatAmount(o.cost)}`,
      createdAt: at(0.5),
    });
  const path = PATHS[o.statusRefValueId];
  for (let step = 1; step < path.length; step += 1) {
    const text = `Статус изменён: ${data.statusName.get(path[step - 1])} → ${data.statusName.get(path[step])}`;
    lines.push({
      orderId: o.id,
      userId: o.userId,
      action: 'status',
      text,
      details: { from: path[step - 1], to: path[step] },
      createdAt: at(step * 3),
    });
  }
  return lines;
}

export const seedOrdersDemo: DemoSeed = async (tx, ctx) => {
  const data = await loadContext(tx, ctx);
  const returning = {
    id: orders.id,
    number: orders.number,
    serviceId: orders.serviceId,
    statusRefValueId: orders.statusRefValueId,
    userId: orders.userId,
    createdAt: orders.createdAt,
    cost: orders.cost,
    parentOrderId: orders.parentOrderId,
  };
  const base = await tx
    .insert(orders)
    .values(Array.from({ length: BASE_COUNT }, (_, i) => baseOrder(i, ctx, data)))
    .returning(returning);

  // Tyre storage orders created from finished tyre fittings: same client, vehicle and tyres, two hours later.
  const parents = base
    .filter((o) => o.serviceId === SERVICE_IDS.tireFitting && PATHS[o.statusRefValueId].includes(DONE))
    .slice(0, LINKED_COUNT);
  const parentRows = parents.length
    ? await tx
        .select()
        .from(orders)
        .where(
          inArray(
            orders.id,
            parents.map((p) => p.id),
          ),
        )
        .orderBy(asc(orders.id))
    : [];
  const linked = parentRows.length
    ? await tx
        .insert(orders)
        .values(
          parentRows.map((p, k) => {
            const createdAt = new Date(p.createdAt.getTime() + 2 * HOUR);
            const { id: _id, number: _number, blockedByUserId: _b, blockedAt: _a, ...rest } = p;
            return {
              ...rest,
              number: sql`to_char(${createdAt.toISOString()}::timestamptz at time zone 'Europe/Moscow', 'YYMM') || '-' || lpad(nextval('order_number_seq')::text, 6, '0')`,
              serviceId: SERVICE_IDS.tireStorage,
              statusRefValueId: pick([IN_WORK, DONE, ASSIGNED, DONE], k),
              parentOrderId: p.id,
              cost: costOf(SERVICE_IDS.tireStorage, k),
              isPaid: k % 2 === 0,
              ...fieldsOf(SERVICE_IDS.tireStorage, k),
              createdAt,
              updatedAt: createdAt,
            };
          }),
        )
        .returning(returning)
    : [];

  const numberOf = new Map(base.map((o) => [o.id, o.number]));
  const history = [
    ...base.flatMap((o, i) => historyOf(o, i, data, ctx.now)),
    ...linked.flatMap((o, k) => [
      ...historyOf(o, k, data, ctx.now, numberOf.get(o.parentOrderId!)),
      {
        orderId: o.parentOrderId!,
        userId: o.userId,
        action: 'linked',
        text: `Создана связанная заявка № ${o.number} (${data.serviceName.get(SERVICE_IDS.tireStorage)})`,
        createdAt: o.createdAt,
      },
    ]),
  ];

  // Two open orders are being worked by an operator of the platform: their cards show the block.
  const holder = ctx.allUserIds[3];
  const held = base
    .filter(
      (o) =>
        (o.statusRefValueId === IN_WORK || o.statusRefValueId === ASSIGNED) && !DEMO_CLIENT_ORDERS.has(base.indexOf(o)),
    )
    .slice(-2);
  for (const o of held) {
    const blockedAt = new Date(ctx.now - 40 * 60_000);
    await tx.update(orders).set({ blockedByUserId: holder, blockedAt }).where(eq(orders.id, o.id));
    history.push({
      orderId: o.id,
      userId: holder,
      action: 'blocked',
      text: 'Заявка взята в работу',
      createdAt: blockedAt,
    });
  }
  await tx.insert(orderHistory).values(history);

  await tx.insert(orderResponsibles).values(
    base.flatMap((o, i) => [
      ...(i % 10 === 0
        ? [{ orderId: o.id, userId: ctx.userIds.operator, role: 'responsible', createdAt: o.createdAt }]
        : []),
      ...(i % 20 === 5
        ? [
            {
              orderId: o.id,
              userId: pick(ctx.allUserIds.slice(4, 8), i),
              role: 'revision_executor',
              createdAt: o.createdAt,
            },
          ]
        : []),
      ...(i % 30 === 15
        ? [{ orderId: o.id, userId: ctx.userIds.admin, role: 'revision_editor', createdAt: o.createdAt }]
        : []),
    ]),
  );
};
