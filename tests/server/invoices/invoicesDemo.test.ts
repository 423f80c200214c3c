import { and, asc, eq, gt, inArray, notLike } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bonusOperations, clients } from '../../../src/server/clients/clientsSchema';
import { partners } from '../../../src/server/db/schema';
import {
  orderInvoiceHistory,
  orderInvoicePayments,
  orderInvoicePositions,
  orderInvoices,
} from '../../../src/server/invoices/invoicesSchema';
import { orders } from '../../../src/server/orders/ordersSchema';
import { computeInvoice } from '../../../src/shared/invoiceMoney';
import { INVOICE_STATES } from '../../../src/shared/lifecycleStates';
import { openTestApp } from '../buildTestApp';

// The demo's invoices (src/server/invoices/invoicesDemo.ts) as the worker's demo-seeded database holds them. Tests
// of other suites only add invoices of their own ('T-…' orders), so the demo's are told apart by the order number;
// the reports' year of history (src/server/reports/demo/reportsDemo.ts: paid invoices without positions on orders
// older than 61 days) by the order's age, the demo's orders being of the last 60 days.

const t = openTestApp();
const HISTORY_BEFORE = 61 * 86_400_000;

describe('demo invoices', () => {
  const demoInvoices = () =>
    t.db
      .select({ invoice: orderInvoices, serviceId: orders.serviceId, clientId: orders.clientId })
      .from(orderInvoices)
      .innerJoin(orders, eq(orders.id, orderInvoices.orderId))
      .where(and(notLike(orders.number, 'T-%'), gt(orders.createdAt, new Date(Date.now() - HISTORY_BEFORE))));

  it('show every state of the chart on orders of services 13, 61, 68 and 69, the money computed by the shared rules', async () => {
    const rows = await demoInvoices();
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((r) => r.invoice.state))).toEqual(new Set(INVOICE_STATES));
    expect(new Set(rows.map((r) => r.serviceId))).toEqual(new Set([13, 61, 68, 69]));
    const tyreAndTow = (
      await t.db
        .select({ id: partners.id })
        .from(partners)
        .where(inArray(partners.name, ['Шинный центр «Колесо»', 'Эвакуатор-Сервис']))
    ).map((p) => p.id);
    const settled = rows.filter(
      (r) => ['paid', 'closed'].includes(r.invoice.state) && tyreAndTow.includes(r.invoice.partnerId!),
    );
    expect(settled.length).toBeGreaterThanOrEqual(12);
    for (const { invoice } of rows) {
      const lines = await t.db
        .select()
        .from(orderInvoicePositions)
        .where(eq(orderInvoicePositions.invoiceId, invoice.id));
      const money = computeInvoice({
        positions: lines,
        percentageDiscount: invoice.percentageDiscount,
        nds: invoice.nds,
      });
      expect(
        [invoice.invoiceAmount, invoice.invoiceDiscount, invoice.totalAmount, invoice.ndsAmount],
        invoice.number,
      ).toEqual([money.invoiceAmount, money.invoiceDiscount, money.totalAmount, money.ndsAmount]);
      expect(lines.length, invoice.number).toBeGreaterThan(0);
    }
    const paidIds = rows
      .filter((r) => ['paid', 'closed', 'awaitingPayment'].includes(r.invoice.state))
      .map((r) => r.invoice.id);
    const payments = await t.db
      .select()
      .from(orderInvoicePayments)
      .where(inArray(orderInvoicePayments.invoiceId, paidIds));
    expect(new Set(payments.map((p) => p.invoiceId))).toEqual(new Set(paidIds));
    for (const p of payments) expect(p).toMatchObject({ operation: 'income', target: 'client' });
    const states = await t.db
      .select()
      .from(orderInvoiceHistory)
      .where(
        inArray(
          orderInvoiceHistory.invoiceId,
          rows.map((r) => r.invoice.id),
        ),
      );
    for (const { invoice } of rows) {
      const last = states
        .filter((h) => h.invoiceId === invoice.id)
        .sort((a, b) => a.id - b.id)
        .at(-1)!;
      expect(last.toState, invoice.number).toBe(invoice.state);
    }
  });

  it('keep the clients’ bonus balances equal to their ledgers and never negative; Иванов paid with bonuses', async () => {
    const rows = await demoInvoices();
    const clientIds = [...new Set(rows.map((r) => r.clientId))];
    const ledger = await t.db
      .select()
      .from(bonusOperations)
      .where(inArray(bonusOperations.clientId, clientIds))
      .orderBy(asc(bonusOperations.createdAt), asc(bonusOperations.id));
    const balances = await t.db
      .select({ id: clients.id, bonus: clients.bonus, phone: clients.phoneNumber })
      .from(clients)
      .where(inArray(clients.id, clientIds));
    for (const client of balances) {
      let running = 0;
      for (const entry of ledger.filter((e) => e.clientId === client.id)) {
        running += entry.bonus;
        expect(running, `client ${client.id}`).toBeGreaterThanOrEqual(0);
      }
      expect(client.bonus, `client ${client.id}`).toBe(running);
    }
    const ivanov = balances.find((c) => c.phone === '+79161234567')!;
    const his = rows
      .filter((r) => r.clientId === ivanov.id && ['paid', 'closed'].includes(r.invoice.state))
      .map((r) => r.invoice.id);
    const [payment] = await t.db
      .select()
      .from(orderInvoicePayments)
      .where(inArray(orderInvoicePayments.invoiceId, his));
    expect(payment.bonusSpent).toBeGreaterThan(0);
    const spent = ledger.filter((e) => e.clientId === ivanov.id && e.bonus < 0 && e.invoiceNumber !== null);
    expect(spent[0]).toMatchObject({
      bonus: -payment.bonusSpent,
      operationTypeRefValueId: 346,
      serviceName: 'Запись в автосервис',
      partnerLegalName: 'ООО «Автосервис Демо»',
    });
  });
});
