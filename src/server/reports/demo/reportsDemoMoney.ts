import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { SERVICE_IDS } from '../../../shared/constants';
import { bonusToReceive, computeInvoice, maxBonusToSpend, type PromoTerms, round2 } from '../../../shared/invoiceMoney';
import { REF_VALUE_IDS } from '../../../shared/referenceIds';
import { bonusOperations, clients } from '../../clients/clientsSchema';
import type { Tx } from '../../db/db';
import type { DemoContext } from '../../db/demoContext';
import { DemoBonusLedger } from '../../invoices/invoicesDemoBonuses';
import { orderInvoicePayments, orderInvoices, partnerLegals, promoUses } from '../../invoices/invoicesSchema';
import { services } from '../../orders/ordersSchema';
import { clientPromos, partnerPromos, priceLists, promos, servicePromos } from '../../pricing/pricingSchema';
import { insertRows } from './reportsDemoInsert';
import { DAY, type HistoryOrder, HOUR, hashOf, MINUTE, type PromoKind } from './reportsDemoPlan';

// The history's money: an invoice for each done or archived order of a service its partner has a price list for,
// paid or closed, with its amounts as the shared rules compute them from the order's cost (no positions: the history
// is read by the reports, which read the invoice's own sums), the payment that counted on the day it was paid, the
// client's bonuses spent and earned on it (never more than the ledger holds then and at every later entry) and, in the
// tyre seasons, a promo of the season taken off. The season's promos are past: over before the history ends and taken
// off the promo list since, so they show only in the reports and on the invoices.

const WRITE_OFF = REF_VALUE_IDS.bonusWriteOff;
const CREDIT = REF_VALUE_IDS.bonusCredit;

/** An invoiced order of the history, once inserted. */
export interface InvoicedOrder {
  plan: HistoryOrder;
  orderId: number;
  number: string;
  clientId: number;
  partnerId: number;
  officeId: number | null;
  cost: number;
}

interface List {
  id: number;
  partnerId: number;
  serviceId: number;
  partnerOfficeId: number | null;
}

export interface MoneyContext {
  lists: List[];
  /** The legal entities the demo's invoices are issued by, per partner. */
  legalsOf: Map<number, { id: number; name: string; nds: number | null }[]>;
  serviceOf: Map<
    number,
    {
      name: string;
      bonusReceivingPercent: number | null;
      bonusMaxSpendingPercent: number | null;
      feeRate: number | null;
    }
  >;
}

export async function loadMoneyContext(tx: Tx): Promise<MoneyContext> {
  const lists = await tx
    .select({
      id: priceLists.id,
      partnerId: priceLists.partnerId,
      serviceId: priceLists.serviceId,
      partnerOfficeId: priceLists.partnerOfficeId,
    })
    .from(priceLists)
    .where(isNull(priceLists.deletedDate))
    .orderBy(asc(priceLists.id));
  const legals = await tx
    .select({
      id: partnerLegals.id,
      partnerId: partnerLegals.partnerId,
      name: partnerLegals.name,
      nds: partnerLegals.nds,
    })
    .from(partnerLegals)
    .where(
      and(
        isNull(partnerLegals.deletedDate),
        inArray(partnerLegals.id, tx.selectDistinct({ id: orderInvoices.partnerLegalId }).from(orderInvoices)),
      ),
    )
    .orderBy(asc(partnerLegals.id));
  const legalsOf = new Map<number, { id: number; name: string; nds: number | null }[]>();
  for (const l of legals) legalsOf.set(l.partnerId, [...(legalsOf.get(l.partnerId) ?? []), l]);
  const serviceRows = await tx.select().from(services);
  return {
    lists,
    legalsOf,
    serviceOf: new Map(serviceRows.map((s) => [s.id, s])),
  };
}

/** The list an order is invoiced from: its office's own list for the service, else the partner's; none, no invoice. */
export function listOf(money: MoneyContext, serviceId: number, partnerId: number, officeId: number | null) {
  const forService = money.lists.filter((l) => l.serviceId === serviceId && l.partnerId === partnerId);
  return (
    forService.find((l) => l.partnerOfficeId !== null && l.partnerOfficeId === officeId) ??
    forService.find((l) => l.partnerOfficeId === null)
  );
}

export interface SeasonPromo {
  id: number;
  terms: PromoTerms;
  /** The client -> the grant the uses are made with. */
  grantOf: Map<number, number>;
}

/**
 * The past seasons' promos: 10 % off tyre fitting and 500 ₽ off a season's storage at the tyre partner, from the
 * history's first day to its last, taken off the list a day later; each client who used one was granted it two days
 * before the first use. Their counts are the uses.
 */
export async function seedSeasonPromos(
  tx: Tx,
  ctx: DemoContext,
  uses: { kind: PromoKind; clientId: number; at: number }[],
  span: { from: number; to: number },
): Promise<Record<PromoKind, SeasonPromo>> {
  const specs: Record<PromoKind, { name: string; discountRub: number | null; discountPercent: number | null }> = {
    fitting: { name: 'Сезонный шиномонтаж: скидка 10 %', discountRub: null, discountPercent: 10 },
    storage: { name: 'Хранение шин: скидка 500 ₽ на сезон', discountRub: 500, discountPercent: null },
  };
  const kinds: PromoKind[] = ['fitting', 'storage'];
  const made = await tx
    .insert(promos)
    .values(
      kinds.map((kind) => ({
        ...specs[kind],
        projectId: ctx.projectId,
        dateStart: new Date(span.from),
        dateEnd: new Date(span.to - DAY),
        usedCount: uses.filter((u) => u.kind === kind).length,
        createdAt: new Date(span.from - 7 * DAY),
        deletedDate: new Date(span.to - 2 * HOUR),
      })),
    )
    .returning({ id: promos.id });
  const [fitting, storage] = made;
  await tx.insert(servicePromos).values({ promoId: fitting.id, serviceId: SERVICE_IDS.tireFitting });
  await tx.insert(partnerPromos).values({ promoId: storage.id, partnerId: ctx.partnerIds.tires });

  const result = {} as Record<PromoKind, SeasonPromo>;
  for (const [i, kind] of kinds.entries()) {
    const mine = uses.filter((u) => u.kind === kind);
    const clientIds = [...new Set(mine.map((u) => u.clientId))];
    const grants = clientIds.length
      ? await tx
          .insert(clientPromos)
          .values(
            clientIds.map((clientId) => {
              const theirs = mine.filter((u) => u.clientId === clientId);
              return {
                clientId,
                promoId: made[i].id,
                sourceProjectId: ctx.projectId,
                comment: 'Сезонная акция',
                usedCount: theirs.length,
                grantedByUserId: ctx.userIds.operator,
                createdAt: new Date(Math.min(...theirs.map((u) => u.at)) - 2 * DAY),
              };
            }),
          )
          .returning({ id: clientPromos.id })
      : [];
    const spec = specs[kind];
    result[kind] = {
      id: made[i].id,
      terms: { discount: spec.discountRub, discountPercent: spec.discountPercent },
      grantOf: new Map(clientIds.map((clientId, j) => [clientId, grants[j].id])),
    };
  }
  return result;
}

/** Who made the invoice: mostly the tyre partner's staff on their partner's, the platform's operator and admin else. */
const creatorOf = (o: InvoicedOrder, ctx: DemoContext) =>
  o.partnerId === ctx.partnerIds.tires && o.plan.n % 3 !== 2
    ? ctx.userIds.partner
    : o.plan.n % 2 === 0
      ? ctx.userIds.operator
      : ctx.userIds.admin;

/**
 * The invoices, their payments, bonus operations and promo uses; the clients' balances moved by what the bonuses
 * did. `invoiced` is in the order the payments were made. Answers the counts written.
 */
export async function seedHistoryInvoices(
  tx: Tx,
  ctx: DemoContext,
  money: MoneyContext,
  invoiced: InvoicedOrder[],
  seasonPromos: Record<PromoKind, SeasonPromo> | null,
  edge: number,
): Promise<{ invoices: number; payments: number; bonusOperations: number; promoUses: number }> {
  const clientIds = [...new Set(invoiced.map((o) => o.clientId))];
  const ledger = new DemoBonusLedger(
    clientIds.length
      ? await tx
          .select({
            clientId: bonusOperations.clientId,
            bonus: bonusOperations.bonus,
            createdAt: bonusOperations.createdAt,
          })
          .from(bonusOperations)
          .where(inArray(bonusOperations.clientId, clientIds))
      : [],
  );
  const invoiceRows: (typeof orderInvoices.$inferInsert)[] = [];
  const payments: Omit<typeof orderInvoicePayments.$inferInsert, 'invoiceId'>[] = [];
  const bonusRows: (typeof bonusOperations.$inferInsert)[] = [];
  const uses: Omit<typeof promoUses.$inferInsert, 'invoiceId'>[] = [];
  const usedBy: number[] = [];

  for (const [i, o] of invoiced.entries()) {
    const { plan } = o;
    const list = listOf(money, plan.serviceId, o.partnerId, o.officeId)!;
    const own = money.legalsOf.get(o.partnerId) ?? [];
    const legal = own.length > 1 && plan.n % 3 === 2 ? own[1] : own[0];
    const service = money.serviceOf.get(plan.serviceId)!;
    const promo = plan.promo && seasonPromos ? seasonPromos[plan.promo] : null;
    // Now and then a loyal client's 200 ₽ off, or 5 or 10 % off the whole invoice.
    const percentageDiscount = plan.n % 7 === 3 ? 5 : plan.n % 11 === 6 ? 10 : 0;
    const sums = computeInvoice({
      positions: [{ currentPrice: o.cost, quantity: 1, discount: plan.n % 6 === 4 ? Math.min(200, o.cost) : 0 }],
      percentageDiscount,
      nds: legal?.nds ?? null,
      promo: promo?.terms ?? null,
    });
    const creator = creatorOf(o, ctx);
    const paidAt = plan.paidAt!;
    // A payment to the account counts once the bank's statement affirms it, the same evening.
    const countedAt = plan.method === 'account' ? paidAt + (30 + (hashOf(plan.n, 41) % 20)) * MINUTE : paidAt;
    const closedAt = Math.max(countedAt, Math.min(countedAt + (1 + (hashOf(plan.n, 42) % 5)) * DAY, edge - HOUR));
    const createdAt = Math.min(plan.startedAt! + 5 * MINUTE, paidAt - MINUTE);

    const spent = plan.wantsBonus
      ? maxBonusToSpend(sums.totalAmount, service.bonusMaxSpendingPercent, ledger.available(o.clientId, countedAt))
      : 0;
    const paidMoney = round2(sums.totalAmount - spent);
    const received = bonusToReceive(paidMoney, service.bonusReceivingPercent);
    const number = `${o.number}/1`;
    invoiceRows.push({
      orderId: o.orderId,
      number,
      state: plan.closed ? 'closed' : 'paid',
      partnerId: o.partnerId,
      partnerLegalId: legal?.id ?? null,
      priceListId: list.id,
      invoiceAmount: sums.invoiceAmount,
      invoiceDiscount: sums.invoiceDiscount,
      percentageDiscount,
      nds: legal?.nds ?? null,
      ndsAmount: sums.ndsAmount,
      totalAmount: sums.totalAmount,
      feeRate: service.feeRate,
      promoId: promo?.id ?? null,
      clientPromoId: promo?.grantOf.get(o.clientId) ?? null,
      promoDiscount: sums.promoDiscount,
      createdAt: new Date(createdAt),
      createdByUserId: creator,
      updatedAt: new Date(plan.closed ? closedAt : countedAt),
    });
    payments.push({
      operation: 'income',
      target: 'client',
      method: plan.method,
      amount: paidMoney,
      bonusSpent: spent,
      bonusReceived: received,
      createdAt: new Date(paidAt),
      createdByUserId: creator,
      affirmedAt: plan.method === 'account' ? new Date(countedAt) : null,
    });
    if (promo) {
      uses.push({
        promoId: promo.id,
        clientPromoId: promo.grantOf.get(o.clientId) ?? null,
        discount: sums.promoDiscount,
        userId: creator,
        usedAt: new Date(createdAt),
      });
      usedBy.push(i);
    }
    const entry = {
      clientId: o.clientId,
      orderId: o.orderId,
      orderNumber: o.number,
      invoiceNumber: number,
      paymentDate: new Date(countedAt),
      partnerId: o.partnerId,
      partnerLegalName: legal?.name ?? null,
      serviceName: service.name,
      createdByUserId: creator,
    };
    if (spent > 0) {
      bonusRows.push({
        ...entry,
        bonus: -spent,
        operationTypeRefValueId: WRITE_OFF,
        comment: `Оплата бонусами счёта № ${number}`,
        createdAt: new Date(countedAt),
      });
      ledger.add(o.clientId, countedAt, -spent);
    }
    if (received > 0) {
      bonusRows.push({
        ...entry,
        bonus: received,
        operationTypeRefValueId: CREDIT,
        comment: `Начисление за оплату счёта № ${number}`,
        createdAt: new Date(countedAt + MINUTE),
      });
      ledger.add(o.clientId, countedAt + MINUTE, received);
    }
  }

  const invoiceIds = (await insertRows<{ id: number }>(tx, orderInvoices, invoiceRows, { returning: ['id'] })).map(
    (r) => r.id,
  );
  const paymentRows = payments.map((p, i) => ({ ...p, invoiceId: invoiceIds[i] }));
  await insertRows(tx, orderInvoicePayments, paymentRows);
  await insertRows(tx, bonusOperations, bonusRows);
  if (uses.length > 0)
    await tx.insert(promoUses).values(uses.map((u, j) => ({ ...u, invoiceId: invoiceIds[usedBy[j]] })));
  for (const [clientId, delta] of ledger.changes())
    await tx
      .update(clients)
      .set({ bonus: sql`${clients.bonus} + ${delta}` })
      .where(eq(clients.id, clientId));
  return {
    invoices: invoiceRows.length,
    payments: paymentRows.length,
    bonusOperations: bonusRows.length,
    promoUses: uses.length,
  };
}
