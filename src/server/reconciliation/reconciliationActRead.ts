import { and, asc, count, desc, eq, gte, inArray, lt, notExists, or, type SQL, sql } from 'drizzle-orm';
import { allowedLifecycleEvents } from '../../../machines/kit/lifecycle';
import {
  ACT_ACTION_NAMES,
  ACT_EVENTS,
  ACT_STATE_NAMES,
  type ActEvent,
  reconciliationActMachine,
} from '../../../machines/reconciliation/reconciliationActMachine';
import { round2 } from '../../shared/invoiceMoney';
import type { ActState } from '../../shared/lifecycleStates';
import {
  ACT_NOT_FOUND,
  type ActComment,
  type ActInvoice,
  type AvailableInvoice,
  type ReconciliationAct,
} from '../../shared/schemas/reconciliation';
import { clients } from '../clients/clientsSchema';
import type { DbOrTx } from '../db/db';
import { partners, users } from '../db/schema';
import { notFound } from '../errors';
import { orderInvoiceHistory, orderInvoicePayments, orderInvoices } from '../invoices/invoicesSchema';
import { orders, services } from '../orders/ordersSchema';
import { userFio } from '../users/userFio';
import { reconciliationActComments, reconciliationActInvoices, reconciliationActs } from './reconciliationSchema';

// The act as every act call answers it: the stored row, its invoices (content), its comment history and the actions
// machines/reconciliation/reconciliationActMachine allows from the stored state. A partner's staff (scope = their
// partnerId) reach only their partner's acts; another partner's act answers as if it did not exist.

type ActListItem = Omit<ReconciliationAct, 'content' | 'comments'>;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** Verifying and finalizing are the platform's: a partner's staff are not offered them. */
export const PLATFORM_ACTIONS: readonly ActEvent['type'][] = ['act.verify', 'act.finalize'];

/** The platform's fee on one invoice: its total times its fee rate, rounded to kopecks (no rate, no fee). */
export const invoiceFee = (totalAmount: number, feeRate: number | null) => round2((totalAmount * (feeRate ?? 0)) / 100);

export function actAllowedActions(state: ActState, invoiceCount: number, scope: number | null): string[] {
  const allowed = allowedLifecycleEvents(reconciliationActMachine, state, { invoiceCount }, ACT_EVENTS);
  return scope === null ? allowed : allowed.filter((a) => !PLATFORM_ACTIONS.includes(a as ActEvent['type']));
}

const clientFio = sql<
  string | null
>`nullif(trim(concat_ws(' ', ${clients.lastName}, ${clients.firstName}, ${clients.middleName})), '')`;
/** What is paid on the invoice: income not retracted; a payment to the account counts once affirmed. */
const paidAmount =
  sql<number>`(select coalesce(sum(${orderInvoicePayments.amount}), 0)::float8 from ${orderInvoicePayments}
  where ${orderInvoicePayments.invoiceId} = ${orderInvoices.id} and ${orderInvoicePayments.operation} = 'income'
  and ${orderInvoicePayments.retractedAt} is null and (${orderInvoicePayments.method} <> 'account' or ${orderInvoicePayments.affirmedAt} is not null))`.mapWith(
    Number,
  );
/** When the invoice became paid (its last move into 'paid'), in unix seconds. */
const paidDate = sql<
  number | null
>`(select floor(extract(epoch from max(${orderInvoiceHistory.createdAt})))::int from ${orderInvoiceHistory}
  where ${orderInvoiceHistory.invoiceId} = ${orderInvoices.id} and ${orderInvoiceHistory.toState} = 'paid')`;

/** The acts' invoices, per act, lowest invoice id first. */
async function invoiceIdsOf(db: DbOrTx, actIds: number[]): Promise<Map<number, number[]>> {
  const byAct = new Map<number, number[]>(actIds.map((id) => [id, []]));
  if (actIds.length === 0) return byAct;
  const rows = await db
    .select({ actId: reconciliationActInvoices.actId, invoiceId: reconciliationActInvoices.invoiceId })
    .from(reconciliationActInvoices)
    .where(inArray(reconciliationActInvoices.actId, actIds))
    .orderBy(asc(reconciliationActInvoices.invoiceId));
  for (const r of rows) byAct.get(r.actId)!.push(r.invoiceId);
  return byAct;
}

async function readActRows(
  db: DbOrTx,
  where: SQL | undefined,
  scope: number | null,
  page?: { offset: number; size: number; order: 'ASC' | 'DESC' },
): Promise<ActListItem[]> {
  const by = page?.order === 'ASC' ? asc : desc;
  const query = db
    .select({ act: reconciliationActs, partnerName: partners.name, createdByUserFio: userFio() })
    .from(reconciliationActs)
    .innerJoin(partners, eq(partners.id, reconciliationActs.partnerId))
    .leftJoin(users, eq(users.id, reconciliationActs.createdByUserId))
    .where(where)
    .orderBy(by(reconciliationActs.createdAt), by(reconciliationActs.id));
  const rows = page ? await query.limit(page.size).offset(page.offset) : await query;
  const invoiceIds = await invoiceIdsOf(
    db,
    rows.map((r) => r.act.id),
  );
  return rows.map(({ act, partnerName, createdByUserFio }) => {
    const state = act.state as ActState;
    const ids = invoiceIds.get(act.id)!;
    return {
      id: act.id,
      createdDate: unix(act.createdAt),
      updatedDate: unix(act.updatedAt),
      partnerId: act.partnerId,
      partnerName,
      state,
      stateName: ACT_STATE_NAMES[state],
      comment: act.comment,
      invoiceIds: ids,
      totalAmount: act.totalAmount,
      feeAmount: act.feeAmount,
      payoutAmount: round2(act.totalAmount - act.feeAmount),
      createdByUserFio: act.createdByUserId === null ? null : createdByUserFio,
      allowedActions: actAllowedActions(state, ids.length, scope),
    };
  });
}

const inScope = (scope: number | null) => (scope === null ? undefined : eq(reconciliationActs.partnerId, scope));

/** The act with its content and comments, or ENTITY_NOT_FOUND 'Акт сверки не найден' (also outside the scope). */
export async function readAct(db: DbOrTx, id: number, scope: number | null): Promise<ReconciliationAct> {
  const [item] = await readActRows(db, and(eq(reconciliationActs.id, id), inScope(scope)), scope);
  if (!item) throw notFound(ACT_NOT_FOUND);
  // In turn: a transaction's one connection takes one query at a time (the act's transitions read it in one).
  const content = await readActContent(db, id);
  const comments = await readActComments(db, id);
  return { ...item, content, comments };
}

/** The act's row as the caller may see it (404 otherwise): what /invoices and /comments check first. */
export async function requireActInScope(db: DbOrTx, id: number, scope: number | null) {
  const [row] = await db
    .select({ id: reconciliationActs.id })
    .from(reconciliationActs)
    .where(and(eq(reconciliationActs.id, id), inScope(scope)));
  if (!row) throw notFound(ACT_NOT_FOUND);
  return row;
}

/** The act's invoices with their order, client, service, money and paid date, lowest invoice id first. */
export async function readActContent(db: DbOrTx, actId: number): Promise<ActInvoice[]> {
  const rows = await db
    .select({
      invoiceId: orderInvoices.id,
      invoiceNumber: orderInvoices.number,
      orderId: orders.id,
      orderNumber: orders.number,
      clientFio,
      serviceName: services.name,
      totalAmount: orderInvoices.totalAmount,
      feeRate: orderInvoices.feeRate,
      paidAmount,
      paidDate,
    })
    .from(reconciliationActInvoices)
    .innerJoin(orderInvoices, eq(orderInvoices.id, reconciliationActInvoices.invoiceId))
    .innerJoin(orders, eq(orders.id, orderInvoices.orderId))
    .leftJoin(services, eq(services.id, orders.serviceId))
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .where(eq(reconciliationActInvoices.actId, actId))
    .orderBy(asc(orderInvoices.id));
  return rows.map(({ feeRate, ...r }) => ({ ...r, feeAmount: invoiceFee(r.totalAmount, feeRate) }));
}

/** The act's history, newest first; the creation line is called 'Создан'. */
export async function readActComments(db: DbOrTx, actId: number): Promise<ActComment[]> {
  const rows = await db
    .select({ row: reconciliationActComments, userFio: userFio() })
    .from(reconciliationActComments)
    .leftJoin(users, eq(users.id, reconciliationActComments.userId))
    .where(eq(reconciliationActComments.actId, actId))
    .orderBy(desc(reconciliationActComments.createdAt), desc(reconciliationActComments.id));
  return rows.map(({ row, userFio: fio }) => ({
    id: row.id,
    action: row.action,
    actionName: ACT_ACTION_NAMES[row.action as ActEvent['type']] ?? 'Создан',
    comment: row.comment,
    userFio: row.userId === null ? null : fio,
    createdDate: unix(row.createdAt),
  }));
}

export interface ActFilters {
  offset: number;
  size: number;
  sortOrder?: 'ASC' | 'DESC';
  partnerId?: number;
  state?: ActState;
  dateFrom?: number;
  dateTo?: number;
  /** Quick search: the act's number or the partner's name. */
  search?: string;
}

function searchCondition(search: string | undefined) {
  const text = search?.trim();
  if (!text) return undefined;
  const byPartner = sql`${reconciliationActs.partnerId} in (select ${partners.id} from ${partners} where ${partners.name} ilike ${`%${text.replace(/[\\%_]/g, '\\$&')}%`})`;
  return /^\d{1,9}$/.test(text) ? or(eq(reconciliationActs.id, Number(text)), byPartner) : byPartner;
}

/** POST /reconciliation_acts/find: newest first (createdDate, then id); dates bound createdDate, both inclusive. */
export async function findActs(db: DbOrTx, filters: ActFilters, scope: number | null) {
  const where = and(
    inScope(scope),
    filters.partnerId === undefined ? undefined : eq(reconciliationActs.partnerId, filters.partnerId),
    filters.state === undefined ? undefined : eq(reconciliationActs.state, filters.state),
    filters.dateFrom === undefined ? undefined : gte(reconciliationActs.createdAt, new Date(filters.dateFrom * 1000)),
    filters.dateTo === undefined ? undefined : lt(reconciliationActs.createdAt, new Date((filters.dateTo + 1) * 1000)),
    searchCondition(filters.search),
  );
  const [items, [{ total }]] = await Promise.all([
    readActRows(db, where, scope, { offset: filters.offset, size: filters.size, order: filters.sortOrder ?? 'DESC' }),
    db.select({ total: count() }).from(reconciliationActs).where(where),
  ]);
  return { items, total };
}

/** The oldest act of a partner still to settle (neither finalized nor deleted), or null. */
export async function firstUnpaidActOf(
  db: DbOrTx,
  partnerId: number,
  scope: number | null,
): Promise<ReconciliationAct | null> {
  if (scope !== null && scope !== partnerId) return null;
  const [row] = await db
    .select({ id: reconciliationActs.id })
    .from(reconciliationActs)
    .where(
      and(
        eq(reconciliationActs.partnerId, partnerId),
        sql`${reconciliationActs.state} not in ('finalized', 'deleted')`,
      ),
    )
    .orderBy(asc(reconciliationActs.createdAt), asc(reconciliationActs.id))
    .limit(1);
  return row ? readAct(db, row.id, scope) : null;
}

const AVAILABLE_LIMIT = 500;

/** Paid or closed invoices in no act, newest first, at most 500: what an act can be made of. */
export async function listAvailableInvoices(db: DbOrTx, partnerId: number | null): Promise<AvailableInvoice[]> {
  const rows = await db
    .select({
      invoiceId: orderInvoices.id,
      invoiceNumber: orderInvoices.number,
      orderId: orders.id,
      orderNumber: orders.number,
      partnerId: partners.id,
      partnerName: partners.name,
      clientFio,
      serviceName: services.name,
      totalAmount: orderInvoices.totalAmount,
      feeRate: orderInvoices.feeRate,
      paidDate,
    })
    .from(orderInvoices)
    .innerJoin(partners, eq(partners.id, orderInvoices.partnerId))
    .innerJoin(orders, eq(orders.id, orderInvoices.orderId))
    .leftJoin(services, eq(services.id, orders.serviceId))
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .where(
      and(
        partnerId === null ? undefined : eq(orderInvoices.partnerId, partnerId),
        inArray(orderInvoices.state, ['paid', 'closed']),
        notExists(
          db
            .select({ one: sql`1` })
            .from(reconciliationActInvoices)
            .where(eq(reconciliationActInvoices.invoiceId, orderInvoices.id)),
        ),
      ),
    )
    .orderBy(desc(orderInvoices.createdAt), desc(orderInvoices.id))
    .limit(AVAILABLE_LIMIT);
  return rows.map(({ feeRate, ...r }) => ({ ...r, feeAmount: invoiceFee(r.totalAmount, feeRate) }));
}
