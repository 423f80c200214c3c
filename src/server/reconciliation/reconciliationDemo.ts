import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { invoiceMachine } from '../../../machines/invoices/invoiceMachine';
import { nextLifecycleState } from '../../../machines/kit/lifecycle';
import { kopecks } from '../../shared/invoiceMoney';
import type { ActState } from '../../shared/lifecycleStates';
import type { Tx } from '../db/db';
import type { DemoContext, DemoSeed } from '../db/demoContext';
import { invoicePositionsCount } from '../invoices/invoiceRead';
import { orderInvoiceHistory, orderInvoices } from '../invoices/invoicesSchema';
import { invoiceFee } from './reconciliationActRead';
import { reconciliationActComments, reconciliationActInvoices, reconciliationActs } from './reconciliationSchema';

// Demo of the reconciliation acts: acts of «Шинный центр «Колесо»» and «Эвакуатор-Сервис» in every state of
// machines/reconciliation/reconciliationActMachine — draft (one of them back from a rejection and recalculated),
// ratified, rejected with the partner's reason, verified, finalized (its invoices closed through the invoice
// chart) — made of the demo's paid and closed invoices, with the comment history of the demo users,
// spread over the last 45 days. With too few invoices it builds what it can: every state first, then the other
// partner; the newest quarter of the invoices stays free for new acts.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The states in the order every state gets its act first; each state's age in days. */
const STATES: [ActState, number][] = [
  ['finalized', 42],
  ['rejected', 14],
  ['verified', 31],
  ['draft', 5],
  ['ratified', 22],
];
const MAX_INVOICES = 3;

type DemoInvoice = {
  id: number;
  number: string;
  state: string;
  partnerId: number;
  totalAmount: number;
  feeRate: number | null;
  paidAt: number;
};
type Step = { action: string; userId: number; comment?: string };

/** What happened to an act of the state, after its creation, and by whom. */
function historyOf(state: ActState, ctx: DemoContext, partnerUserId: number, numbers: string): Step[] {
  const { admin, operator } = ctx.userIds;
  const ratify = { action: 'act.ratify', userId: partnerUserId };
  const verify = { action: 'act.verify', userId: admin };
  const reject = {
    action: 'act.reject',
    userId: partnerUserId,
    comment: `Не совпадает сумма по счёту ${numbers.split(', ')[0]}: прошу пересчитать`,
  };
  switch (state) {
    case 'draft':
      return [
        reject,
        { action: 'act.notifyRecalculation', userId: operator, comment: 'Суммы пересчитаны по актуальным счетам' },
      ];
    case 'ratified':
      return [ratify];
    case 'rejected':
      return [ratify, reject];
    case 'verified':
      return [ratify, verify];
    default:
      return [ratify, verify, { action: 'act.finalize', userId: admin }];
  }
}

async function paidInvoices(tx: Tx, partnerIds: number[]): Promise<DemoInvoice[]> {
  const rows = await tx
    .select({
      id: orderInvoices.id,
      number: orderInvoices.number,
      state: orderInvoices.state,
      partnerId: orderInvoices.partnerId,
      totalAmount: orderInvoices.totalAmount,
      feeRate: orderInvoices.feeRate,
      paidAt:
        sql<number>`coalesce((select floor(extract(epoch from max(${orderInvoiceHistory.createdAt})) * 1000)::float8 from ${orderInvoiceHistory}
        where ${orderInvoiceHistory.invoiceId} = ${orderInvoices.id} and ${orderInvoiceHistory.toState} = 'paid'), floor(extract(epoch from ${orderInvoices.updatedAt}) * 1000)::float8)`.mapWith(
          Number,
        ),
    })
    .from(orderInvoices)
    .where(
      and(
        inArray(orderInvoices.partnerId, partnerIds),
        inArray(orderInvoices.state, ['paid', 'closed']),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(reconciliationActInvoices)
            .where(eq(reconciliationActInvoices.invoiceId, orderInvoices.id)),
        ),
      ),
    )
    .orderBy(asc(orderInvoices.id));
  return rows.map((r) => ({ ...r, partnerId: r.partnerId! })).sort((a, b) => a.paidAt - b.paidAt || a.id - b.id);
}

/** How many invoices each (partner, state) act gets: every state once first, then the other partner, then more. */
function plan(partners: number[], available: Map<number, number>): Map<string, number> {
  const sizes = new Map<string, number>();
  const take = (partnerId: number, state: ActState) => {
    available.set(partnerId, available.get(partnerId)! - 1);
    sizes.set(`${partnerId}:${state}`, (sizes.get(`${partnerId}:${state}`) ?? 0) + 1);
  };
  for (const pass of [0, 1]) {
    STATES.forEach(([state], i) => {
      const order = (i + pass) % 2 === 0 ? partners : [...partners].reverse();
      const partnerId = order.find((p) => available.get(p)! > 0 && !sizes.has(`${p}:${state}`));
      if (partnerId !== undefined) take(partnerId, state);
    });
  }
  for (let round = 1; round < MAX_INVOICES; round++) {
    for (const [state] of STATES)
      for (const p of partners) if (sizes.has(`${p}:${state}`) && available.get(p)! > 0) take(p, state);
  }
  return sizes;
}

async function seedAct(
  tx: Tx,
  ctx: DemoContext,
  partnerId: number,
  state: ActState,
  ageDays: number,
  invoices: DemoInvoice[],
) {
  const { operator, partner, dispatcher } = ctx.userIds;
  const partnerUserId = partnerId === ctx.partnerIds.tires ? partner : dispatcher;
  const numbers = invoices.map((i) => i.number).join(', ');
  const steps = historyOf(state, ctx, partnerUserId, numbers);
  // After its last invoice was paid, with every later step before now.
  const lastPaid = Math.max(...invoices.map((i) => i.paidAt));
  const createdAt = Math.min(
    Math.max(ctx.now - ageDays * DAY - (partnerId % 3) * 5 * HOUR, lastPaid + HOUR),
    ctx.now - (steps.length + 1) * HOUR,
  );
  const gap = Math.min(2 * DAY, (ctx.now - createdAt) / (steps.length + 1));
  const at = (k: number) => new Date(createdAt + k * gap);
  const totalK = invoices.reduce((s, i) => s + kopecks(i.totalAmount), 0);
  const feeK = invoices.reduce((s, i) => s + kopecks(invoiceFee(i.totalAmount, i.feeRate)), 0);
  const rejected = steps.findLast((s) => s.action === 'act.reject');
  const [act] = await tx
    .insert(reconciliationActs)
    .values({
      partnerId,
      state,
      comment: rejected?.comment ?? `Сверка по ${invoices.length} ${invoices.length === 1 ? 'счёту' : 'счетам'}`,
      totalAmount: totalK / 100,
      feeAmount: feeK / 100,
      createdAt: at(0),
      createdByUserId: operator,
      updatedAt: at(steps.length),
    })
    .returning({ id: reconciliationActs.id });
  await tx.insert(reconciliationActInvoices).values(invoices.map((i) => ({ actId: act.id, invoiceId: i.id })));
  await tx.insert(reconciliationActComments).values([
    { actId: act.id, action: 'act.create', comment: null, userId: operator, createdAt: at(0) },
    ...steps.map((s, k) => ({
      actId: act.id,
      action: s.action,
      comment: s.comment ?? null,
      userId: s.userId,
      createdAt: at(k + 1),
    })),
  ]);
  if (state !== 'finalized') return;
  // Finalizing closed the act's paid invoices through the invoice chart.
  for (const invoice of invoices.filter((i) => i.state === 'paid')) {
    const next = nextLifecycleState(
      invoiceMachine,
      'paid',
      { positionsCount: await invoicePositionsCount(tx, invoice.id) },
      { type: 'invoice.close' },
    );
    if (next === null) continue;
    await tx
      .update(orderInvoices)
      .set({ state: next, updatedAt: at(steps.length) })
      .where(eq(orderInvoices.id, invoice.id));
    await tx.insert(orderInvoiceHistory).values({
      invoiceId: invoice.id,
      action: 'invoice.close',
      fromState: 'paid',
      toState: next,
      comment: `Акт сверки № ${act.id}`,
      userId: ctx.userIds.admin,
      createdAt: at(steps.length),
    });
  }
}

export const seedReconciliationDemo: DemoSeed = async (tx, ctx) => {
  const partners = [ctx.partnerIds.tires, ctx.partnerIds.tow];
  const invoices = await paidInvoices(tx, partners);
  // A quarter of each partner's invoices (the newest) stay free for the create and add-invoices dialogs.
  const usable = (p: number) => Math.ceil((invoices.filter((i) => i.partnerId === p).length * 3) / 4);
  const sizes = plan(partners, new Map(partners.map((p) => [p, usable(p)])));
  for (const partnerId of partners) {
    // The partner's oldest payments go to its oldest acts.
    const own = invoices.filter((i) => i.partnerId === partnerId);
    const acts = [...STATES].sort((a, b) => b[1] - a[1]).filter(([state]) => sizes.has(`${partnerId}:${state}`));
    for (const [state, ageDays] of acts) {
      await seedAct(tx, ctx, partnerId, state, ageDays, own.splice(0, sizes.get(`${partnerId}:${state}`)!));
    }
  }
};
