import { type SQL, sql } from 'drizzle-orm';
import { averageOf, inPeriod, matches, moneyOf, ofPartner, type ReportQuery } from './reportQuery';

// The money of orders, as every report that counts it reads it.
//
// A payment counts as the invoice's own rules say (invoiceRead.ts): income not retracted, and a payment to the
// account only once affirmed; its moment is the affirmation's for the account.
//
// Each order counts in exactly one of paid, promo and unpaid, so that unpaid = total − paid − promo (the seed's rule)
// always holds and never goes below zero. A promo wins over a payment: an order whose invoice carried a promo (a promo,
// a client's promo, or money off by a promo) is a promo order even if the rest of it was paid, so the average cost
// stays the cost of the orders paid at full price. Otherwise an order is paid when one of its invoices is paid or closed,
// or the order is marked paid. Its money is what was paid on its invoices (the payments that count, whenever made);
// an order marked paid with no payments recorded counts its own cost. Deleted orders are left out.

/** The payments that count, with the moment each counted. */
export const COUNTED_PAYMENTS = sql`
  select pm.*, coalesce(pm.affirmed_at, pm.created_at) as paid_at
  from order_invoice_payments pm
  where pm.operation = 'income' and pm.retracted_at is null and (pm.method <> 'account' or pm.affirmed_at is not null)`;

/**
 * The orders of the request (created in the period, the caller's partner's, the service filter and `where`), one row
 * each: id, client_id, user_id, created_at, is_paid, is_promo, paid_sum.
 */
export function orderFigures(q: ReportQuery, where: SQL): SQL {
  return sql`
    select o.id, o.client_id, o.user_id, o.created_at, coalesce(inv.promo, false) as is_promo,
           not coalesce(inv.promo, false) and (o.is_paid or coalesce(inv.paid, false)) as is_paid,
           case when not coalesce(inv.promo, false) and (o.is_paid or coalesce(inv.paid, false))
                then coalesce(pay.amount, case when o.is_paid then o.cost end, 0) else 0 end as paid_sum
    from orders o
    left join lateral (
      select bool_or(i.state in ('paid', 'closed')) as paid,
             bool_or(i.promo_id is not null or i.client_promo_id is not null or i.promo_discount > 0) as promo
      from order_invoices i
      where i.order_id = o.id and i.state not in ('revoked', 'inactive')
    ) inv on true
    left join lateral (
      select sum(pm.amount) as amount
      from (${COUNTED_PAYMENTS}) pm
      join order_invoices i on i.id = pm.invoice_id
      where i.order_id = o.id and i.state not in ('revoked', 'inactive')
    ) pay on true
    where o.deleted_date is null and ${inPeriod(sql`o.created_at`, q)} and ${ofPartner(sql`o.partner_id`, q)}
      and ${matches(sql`o.service_id`, q.serviceId)} and ${where}`;
}

/** The figures of a group of `orderFigures` rows (alias f), each aliased as its field. */
export const FIGURES = sql`
  count(f.id)::int as "totalOrders",
  (count(f.id) filter (where f.is_paid))::int as "paidOrdersCount",
  (count(f.id) filter (where f.is_promo))::int as "promoOrdersCount",
  ${moneyOf(sql`sum(f.paid_sum)`)} as "paidOrdersSum",
  ${averageOf(sql`sum(f.paid_sum)`, sql`count(f.id) filter (where f.is_paid)`)} as "averageCost",
  (count(f.id) filter (where not f.is_paid and not f.is_promo))::int as "unpaidOrders"`;

export const FIGURE_FIELDS = {
  totalOrders: 'number',
  paidOrdersCount: 'number',
  promoOrdersCount: 'number',
  paidOrdersSum: 'money',
  averageCost: 'money',
  unpaidOrders: 'number',
} as const;

/** The figures' columns of a subquery `fig` that selected FIGURES. */
export const FIGURE_COLUMNS = sql.raw(
  Object.keys(FIGURE_FIELDS)
    .map((f) => `fig."${f}"`)
    .join(', '),
);

/** The totals row of the figures: sums, and the average over all the rows (their sum ÷ their count). */
export const FIGURE_TOTALS = {
  totalOrders: sql`sum(r."totalOrders")::int`,
  paidOrdersCount: sql`sum(r."paidOrdersCount")::int`,
  promoOrdersCount: sql`sum(r."promoOrdersCount")::int`,
  paidOrdersSum: moneyOf(sql`sum(r."paidOrdersSum")`),
  averageCost: averageOf(sql`sum(r."paidOrdersSum")`, sql`sum(r."paidOrdersCount")`),
  unpaidOrders: sql`sum(r."unpaidOrders")::int`,
};
