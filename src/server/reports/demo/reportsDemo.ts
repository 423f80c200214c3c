import { asc, sql } from 'drizzle-orm';
import { SERVICE_IDS, SERVICES_WITH_CANCEL_REASON } from '../../../shared/constants';
import { REF_IDS, REF_VALUE_IDS } from '../../../shared/referenceIds';
import { DEMO_CLIENT_PHONE, loadDemoClients } from '../../clients/clientsDemo';
import type { Tx } from '../../db/db';
import { demoOriginOf } from '../../db/demoChannels';
import type { DemoContext } from '../../db/demoContext';
import { offices, refValues } from '../../db/schema';
import { orderRefusals } from '../../evacuation/evacuationSchema';
import { ADDRESSES, costOf, descriptionOf, fieldsOf, tyreColumnsOf } from '../../orders/orderDemoValues';
import { orderHistory, orders } from '../../orders/ordersSchema';
import { tireModels } from '../../tires/tiresSchema';
import {
  insertAppointments,
  loadPosts,
  type PlannedAppointment,
  PostBoard,
  type Slot,
} from './reportsDemoAppointments';
import { insertRows } from './reportsDemoInsert';
import {
  type InvoicedOrder,
  listOf,
  loadMoneyContext,
  seedHistoryInvoices,
  seedSeasonPromos,
} from './reportsDemoMoney';
import { type HistoryOrder, MINUTE, pick, planHistory } from './reportsDemoPlan';

// A year of demo history for the reports (reportsDemoPlan.ts plans it): 12 to 20 orders a day from 364 to 61 days ago
// over the demo's partners, offices, clients (the documented client Иванов aside: his orders are the walk-through's),
// services and staff, every one closed: done or archived, some cancelled with their reasons. Each has its channel and
// UTM marks, its history up to the final status, a tyre order its tyres, a done one of an invoiced service its paid or
// closed invoice with the payment, the bonuses and the season's promo; some were booked on the offices' posts first, a
// few tows were given back by the tow partner's office. Written a thousand rows at a time (reportsDemoInsert.ts), after
// every other demo generator, so none of them sees it; nothing of it falls in the last 61 days.

const { orderStatusNew: NEW, orderStatusInWork: IN_WORK, orderStatusDone: DONE } = REF_VALUE_IDS;
const { orderStatusArchive: ARCHIVE, orderStatusCancelled: CANCELLED } = REF_VALUE_IDS;
const TYRES = new Set<number>([SERVICE_IDS.tireFitting, SERVICE_IDS.tireStorage]);
const TOW = new Set<number>([SERVICE_IDS.evacuation, SERVICE_IDS.techHelp, SERVICE_IDS.tAvarcom]);
const REFUSAL_REASONS = [9041, 9042, 9043, REF_VALUE_IDS.refusalOther];
/** The tables the history writes to. */
const ANALYZED = [
  'clients',
  'orders',
  'order_history',
  'order_refusals',
  'order_invoices',
  'order_invoice_payments',
  'bonus_operations',
  'promos',
  'client_promos',
  'promo_uses',
  'appointments',
  'appointment_history',
];

type PartnerKey = keyof DemoContext['partnerIds'];
const partnerOf = (serviceId: number): PartnerKey =>
  TYRES.has(serviceId) ? 'tires' : TOW.has(serviceId) ? 'tow' : 'platform';

export interface HistoryCounts {
  orders: number;
  history: number;
  invoices: number;
  payments: number;
  bonusOperations: number;
  promoUses: number;
  appointments: number;
  refusals: number;
}

async function loadContext(tx: Tx) {
  const { clients: clientRows, vehiclesOf } = await loadDemoClients(tx);
  const officeRows = await tx
    .select({ id: offices.id, partnerId: offices.partnerId, name: offices.name })
    .from(offices)
    .orderBy(asc(offices.id));
  const names = await tx
    .select({ id: refValues.id, name: refValues.name, refId: refValues.refId })
    .from(refValues)
    .where(sql`${refValues.refId} in (${REF_IDS.orderStatus}, ${REF_IDS.refusalReason})`);
  return {
    clients: clientRows.filter((c) => c.phone !== DEMO_CLIENT_PHONE),
    vehiclesOf,
    officesOf: (partnerId: number) => officeRows.filter((o) => o.partnerId === partnerId).map((o) => o.id),
    officeName: new Map(officeRows.map((o) => [o.id, o.name])),
    nameOf: new Map(names.map((r) => [r.id, r.name])),
    models: await tx
      .select({ id: tireModels.id, brandId: tireModels.brandId })
      .from(tireModels)
      .orderBy(asc(tireModels.id)),
  };
}

/** An order of the plan with who and where: what its row and its history are made of. */
interface Draft {
  plan: HistoryOrder;
  client: { id: number; phone: string };
  partner: PartnerKey;
  officeId: number | null;
  /** Who took it (null: the client, in the app or on the site), and who moved it through its statuses. */
  creator: number | null;
  worker: number;
  cost: number | null;
  invoiced: boolean;
  slot: Slot | null;
}

/** The status lines from 'Новая' to where the order ended, at the moments the plan gives. */
function statusSteps(plan: HistoryOrder): [from: number, to: number, at: number][] {
  const steps: [number, number, number][] = [];
  if (plan.startedAt !== null) steps.push([NEW, IN_WORK, plan.startedAt]);
  if (plan.status === CANCELLED)
    return [...steps, [plan.startedAt !== null ? IN_WORK : NEW, CANCELLED, plan.cancelledAt!]];
  steps.push([IN_WORK, DONE, plan.doneAt!]);
  if (plan.status === ARCHIVE) steps.push([DONE, ARCHIVE, plan.archivedAt!]);
  return steps;
}

/** Books the orders that were booked on a post and the bookings that never became orders, a day at a time. */
function bookPosts(drafts: Draft[], bookings: ReturnType<typeof planHistory>['bookings'], board: PostBoard) {
  const offices = board.officesWithPosts();
  const wishes = [
    ...drafts.map((d) => ({ at: d.plan.createdAt, draft: d, booking: null })),
    ...bookings.map((b) => ({ at: b.day.plus({ minutes: b.minute }).toMillis(), draft: null, booking: b })),
  ].sort((a, b) => a.at - b.at);
  const booked: { slot: Slot; serviceId: number; n: number; draw: number }[] = [];
  for (const wish of wishes) {
    const d = wish.draft;
    if (d) {
      const { plan } = d;
      if (!plan.booked || plan.status === CANCELLED || d.officeId === null) continue;
      d.slot = board.place(d.officeId, plan.serviceId, plan.createdAt, plan.n);
      if (!d.slot) continue;
      // The work starts when the booking does; a storage order pays as it takes the wheels in.
      plan.startedAt = d.slot.start;
      if (plan.serviceId === SERVICE_IDS.tireStorage) plan.paidAt = d.slot.start + 10 * MINUTE;
      else {
        plan.doneAt = d.slot.end + (5 + (plan.draw % 20)) * MINUTE;
        plan.paidAt = plan.doneAt + 5 * MINUTE;
      }
    } else if (wish.booking && offices.length > 0) {
      const b = wish.booking;
      const officeId = pick(offices, b.draw);
      const serviceId = pick(board.servicesOf(officeId), b.draw >>> 3);
      const slot = board.place(officeId, serviceId, wish.at, b.n);
      if (slot) booked.push({ slot, serviceId, n: b.n, draw: b.draw });
    }
  }
  return booked;
}

/** Seeds the history; answers how many rows of each kind it wrote. */
export async function seedReportsDemo(tx: Tx, ctx: DemoContext): Promise<HistoryCounts> {
  const data = await loadContext(tx);
  const counts: HistoryCounts = {
    orders: 0,
    history: 0,
    invoices: 0,
    payments: 0,
    bonusOperations: 0,
    promoUses: 0,
    appointments: 0,
    refusals: 0,
  };
  if (data.clients.length === 0) return counts;
  const money = await loadMoneyContext(tx);
  const board = new PostBoard(await loadPosts(tx, ctx.officeIds));
  const { orders: plans, bookings, edge } = planHistory(ctx.now);
  const staff = [ctx.userIds.operator, ctx.userIds.admin, ...ctx.allUserIds.slice(3, 6)];
  const towOffice = data.officesOf(ctx.partnerIds.tow)[0] ?? null;

  const drafts: Draft[] = plans.map((plan) => {
    const partner = partnerOf(plan.serviceId);
    const partnerId = ctx.partnerIds[partner];
    const own = data.officesOf(partnerId);
    const officeId =
      plan.refused || own.length === 0 || (partner === 'tow' && (plan.draw >>> 3) % 2 === 1)
        ? null
        : pick(own, plan.draw >>> 5);
    const byStaff = plan.origin.channel === 'operator' || plan.origin.channel === 'partner';
    const cost = plan.serviceId === SERVICE_IDS.lossAdjustment ? null : costOf(plan.serviceId, plan.k);
    const done = plan.status === DONE || plan.status === ARCHIVE;
    return {
      plan,
      client: pick(data.clients, plan.draw % 1009),
      partner,
      officeId,
      creator: byStaff ? (partner === 'tires' && plan.n % 2 === 0 ? ctx.userIds.partner : pick(staff, plan.n)) : null,
      worker:
        partner === 'tires' ? ctx.userIds.partner : partner === 'tow' ? ctx.userIds.dispatcher : pick(staff, plan.n),
      cost,
      invoiced: done && cost !== null && listOf(money, plan.serviceId, partnerId, officeId) !== undefined,
      slot: null,
    };
  });
  const booked = bookPosts(drafts, bookings, board);

  const rows = drafts.map(({ plan, client, partner, officeId, creator, cost, invoiced, slot }) => {
    const { serviceId, k, n } = plan;
    const vehicleIds = data.vehiclesOf.get(client.id) ?? [];
    const cancelled = plan.status === CANCELLED;
    const withReason = SERVICES_WITH_CANCEL_REASON.includes(serviceId);
    const refusal = cancelled && !withReason && n % 3 !== 1 ? pick([9041, 9042, REF_VALUE_IDS.refusalOther], n) : null;
    const done = plan.status === DONE || plan.status === ARCHIVE;
    return {
      serviceId,
      statusRefValueId: plan.status,
      clientId: client.id,
      vehicleId: vehicleIds.length ? pick(vehicleIds, n) : null,
      partnerId: ctx.partnerIds[partner],
      officeId,
      userId: creator,
      cost,
      isPaid: done && (invoiced || k % 4 !== 1),
      address: pick(ADDRESSES, plan.draw >>> 7),
      description: descriptionOf(serviceId, k),
      plannedDate: slot ? new Date(slot.start) : plan.delivery ? new Date(plan.doneAt!) : null,
      ...(TYRES.has(serviceId) ? tyreColumnsOf(k, data.models) : {}),
      cancelReasonRefValueId: cancelled && withReason ? pick([9141, 9142, 9143, 9144], k) : null,
      refusalReasonRefValueId: refusal,
      refusalComment: refusal === REF_VALUE_IDS.refusalOther ? 'Клиент нашёл исполнителя дешевле' : null,
      outsideRingRoadDistance: serviceId === SERVICE_IDS.evacuation && k % 2 === 0 ? 5 + ((n * 7) % 40) : null,
      ...fieldsOf(serviceId, k),
      ...plan.origin,
      createdAt: new Date(plan.createdAt),
      updatedAt: new Date(plan.archivedAt ?? plan.doneAt ?? plan.cancelledAt ?? plan.createdAt),
    };
  });
  // Numbered as the orders of the rest of the demo are: the month they were taken and the running number.
  const inserted = await insertRows<{ id: number; number: string }>(tx, orders, rows, {
    computed: {
      number: sql`to_char(x.created_at at time zone 'Europe/Moscow', 'YYMM') || '-' || lpad(nextval('order_number_seq')::text, 6, '0')`,
    },
    returning: ['id', 'number'],
  });
  counts.orders = inserted.length;

  // The tows the tow partner's office gave back a few minutes after they came (the order then lost the office).
  const refused = drafts.flatMap((d, i) => (d.plan.refused && towOffice !== null ? [i] : []));
  const refusalIds = refused.length
    ? await tx
        .insert(orderRefusals)
        .values(
          refused.map((i) => {
            const reason = pick(REFUSAL_REASONS, drafts[i].plan.k);
            return {
              orderId: inserted[i].id,
              officeId: towOffice,
              reasonRefValueId: reason,
              comment:
                reason === REF_VALUE_IDS.refusalOther ? 'Эвакуатор на другом вызове, освободится через три часа' : null,
              userId: ctx.userIds.dispatcher,
              createdAt: new Date(drafts[i].plan.createdAt + 5 * MINUTE),
            };
          }),
        )
        .returning({ id: orderRefusals.id, reason: orderRefusals.reasonRefValueId, comment: orderRefusals.comment })
    : [];
  counts.refusals = refusalIds.length;
  const refusalOf = new Map(refused.map((i, j) => [i, refusalIds[j]]));

  // Every third stored set done in the year was brought from another office of the partner while in work: the save's
  // line as orderSaveRepository.ts writes it, with the offices' ids.
  const wheelMove = (d: Draft, orderId: number): (typeof orderHistory.$inferInsert)[] => {
    const { plan } = d;
    const others = data.officesOf(ctx.partnerIds[d.partner]).filter((id) => id !== d.officeId);
    if (plan.serviceId !== SERVICE_IDS.tireStorage || d.officeId === null || others.length === 0) return [];
    if (plan.k % 3 !== 0 || plan.startedAt === null || plan.doneAt === null) return [];
    const from = pick(others, plan.n);
    return [
      {
        orderId,
        userId: d.worker,
        action: 'updated',
        text: `Офис: ${data.officeName.get(from)} → ${data.officeName.get(d.officeId)}`,
        details: { officeFrom: from, officeTo: d.officeId },
        createdAt: new Date(plan.startedAt + Math.floor((plan.doneAt - plan.startedAt) / 2)),
      },
    ];
  };
  const history = drafts.flatMap((d, i): (typeof orderHistory.$inferInsert)[] => {
    const orderId = inserted[i].id;
    const refusal = refusalOf.get(i);
    return [
      { orderId, userId: d.creator, action: 'created', text: 'Заявка создана', createdAt: new Date(d.plan.createdAt) },
      ...(refusal
        ? [
            {
              orderId,
              userId: ctx.userIds.dispatcher,
              action: 'office_refused',
              text: `Отказ офиса партнёра: ${data.nameOf.get(refusal.reason)}`,
              details: { refusalId: refusal.id, officeId: towOffice, comment: refusal.comment },
              createdAt: new Date(d.plan.createdAt + 5 * MINUTE),
            },
          ]
        : []),
      ...statusSteps(d.plan).map(([from, to, at]) => ({
        orderId,
        userId: d.worker,
        action: 'status',
        text: `Статус изменён: ${data.nameOf.get(from)} → ${data.nameOf.get(to)}`,
        details: { from, to },
        createdAt: new Date(at),
      })),
      ...wheelMove(d, orderId),
    ];
  });
  await insertRows(tx, orderHistory, history);
  counts.history = history.length;

  // The money, in the order it was paid: the bonus ledgers are walked forward.
  const invoiced: InvoicedOrder[] = drafts
    .flatMap((d, i) =>
      d.invoiced
        ? [
            {
              plan: d.plan,
              orderId: inserted[i].id,
              number: inserted[i].number,
              clientId: d.client.id,
              partnerId: ctx.partnerIds[d.partner],
              officeId: d.officeId,
              cost: d.cost!,
            },
          ]
        : [],
    )
    .sort((a, b) => a.plan.paidAt! - b.plan.paidAt! || a.plan.n - b.plan.n);
  const promoUses = invoiced.flatMap((o) =>
    o.plan.promo ? [{ kind: o.plan.promo, clientId: o.clientId, at: o.plan.startedAt! }] : [],
  );
  const seasonPromos = promoUses.length
    ? await seedSeasonPromos(tx, ctx, promoUses, { from: plans[0].createdAt, to: edge })
    : null;
  Object.assign(counts, await seedHistoryInvoices(tx, ctx, money, invoiced, seasonPromos, edge));

  const appointments: PlannedAppointment[] = [
    ...drafts.flatMap((d, i) =>
      d.slot
        ? [
            {
              n: d.plan.n,
              slot: d.slot,
              serviceId: d.plan.serviceId,
              clientId: d.client.id,
              phone: d.client.phone,
              origin: d.plan.origin,
              userId: d.creator ?? d.worker,
              order: { id: inserted[i].id, number: inserted[i].number, createdAt: d.plan.createdAt },
            },
          ]
        : [],
    ),
    ...booked.map((b) => {
      // Two bookings in three are of a demo client; the rest of callers the demo does not know.
      const client = b.draw % 3 === 2 ? null : pick(data.clients, b.draw >>> 4);
      return {
        n: 1_000_000 + b.n,
        slot: b.slot,
        serviceId: b.serviceId,
        clientId: client?.id ?? null,
        phone: client?.phone ?? `+7926${String(1_000_000 + ((b.n * 7_919) % 9_000_000))}`,
        origin: demoOriginOf(b.n, 5),
        userId: pick(staff, b.n),
        order: null,
      };
    }),
  ].sort((a, b) => a.slot.start - b.slot.start);
  counts.appointments = await insertAppointments(tx, appointments);

  // The planner's statistics of what the history filled: without them (PGlite has no autovacuum, and a server's
  // has not come round yet on a fresh database) it takes the year's thousands of rows for a handful, and a report
  // that joins payments to orders runs for minutes instead of a fraction of a second.
  await tx.execute(sql.raw(`analyze ${ANALYZED.join(', ')}`));
  return counts;
}
