import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type InvoiceAction, invoiceMachine } from '../../../machines/invoices/invoiceMachine';
import { nextLifecycleState } from '../../../machines/kit/lifecycle';
import { SERVICE_IDS } from '../../shared/constants';
import { bonusToReceive, computeInvoice, maxBonusToSpend, round2 } from '../../shared/invoiceMoney';
import type { InvoiceState } from '../../shared/lifecycleStates';
import { REF_VALUE_IDS } from '../../shared/referenceIds';
import { DEMO_CLIENT_PHONE } from '../clients/clientsDemo';
import { bonusOperations, clients } from '../clients/clientsSchema';
import type { DemoContext, DemoSeed } from '../db/demoContext';
import { notificationHistory } from '../db/schema';
import { formatAmount } from '../orders/orderChangeText';
import { orders, services } from '../orders/ordersSchema';
import { invoicePushText } from './invoiceStateActions';
import { DemoBonusLedger } from './invoicesDemoBonuses';
import { seedInvoiceCatalog } from './invoicesDemoCatalog';
import { type DemoOrder, type InvoicePlan, planInvoices, stepsOf } from './invoicesDemoPlan';
import { orderInvoiceHistory, orderInvoicePayments, orderInvoicePositions, orderInvoices } from './invoicesSchema';

// Demo invoices: on the demo orders of services 13, 61, 68 and 69, every state of machines/invoices/invoiceMachine,
// each invoice walked there by the chart's own transitions (a step the chart refuses fails the seed), with its
// history, the client's pushes, the payments of paid, closed and awaiting-payment invoices, and the bonuses paid
// ones spent and earned in the client's ledger, the balances moved by as much. The demo client Иванов Иван Иванович
// pays one of his in cash with bonuses.

const HOUR = 3_600_000;
const INVOICED = [SERVICE_IDS.evacuation, SERVICE_IDS.carService, SERVICE_IDS.tireStorage, SERVICE_IDS.tireFitting];
const PAY_STEPS: InvoiceAction[] = ['invoice.payInCash', 'invoice.affirmPaidToAccount'];

type History = typeof orderInvoiceHistory.$inferInsert;
type ServiceRow = {
  id: number;
  name: string;
  bonusReceivingPercent: number | null;
  bonusMaxSpendingPercent: number | null;
  feeRate: number | null;
};

/** Who works the invoices: the tyre partner's staff their partner's, the platform's operator and admin the rest. */
const creatorOf = (plan: InvoicePlan, ctx: DemoContext) =>
  plan.list.partnerId === ctx.partnerIds.tires && plan.n % 3 !== 2
    ? ctx.userIds.partner
    : plan.n % 2 === 0
      ? ctx.userIds.operator
      : ctx.userIds.admin;

export const seedInvoicesDemo: DemoSeed = async (tx, ctx) => {
  const { lists, legals } = await seedInvoiceCatalog(tx, ctx);
  const orderRows: DemoOrder[] = await tx
    .select({
      id: orders.id,
      number: orders.number,
      serviceId: orders.serviceId,
      statusRefValueId: orders.statusRefValueId,
      isPaid: orders.isPaid,
      partnerId: orders.partnerId,
      officeId: orders.officeId,
      clientId: orders.clientId,
      createdAt: orders.createdAt,
      specificValues: orders.specificValues,
      outsideRingRoadDistance: orders.outsideRingRoadDistance,
    })
    .from(orders)
    .where(and(inArray(orders.serviceId, INVOICED), isNull(orders.deletedDate)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const [demoClient] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.phoneNumber, DEMO_CLIENT_PHONE));
  const plans = planInvoices(orderRows, lists, legals, demoClient?.id ?? 0);
  if (plans.length === 0) return;
  const serviceRows: ServiceRow[] = await tx.select().from(services).where(inArray(services.id, INVOICED));
  const serviceOf = new Map(serviceRows.map((s) => [s.id, s]));
  const clientIds = [...new Set(plans.map((p) => p.order.clientId))];
  const ledger = new DemoBonusLedger(
    await tx
      .select({
        clientId: bonusOperations.clientId,
        bonus: bonusOperations.bonus,
        createdAt: bonusOperations.createdAt,
      })
      .from(bonusOperations)
      .where(inArray(bonusOperations.clientId, clientIds)),
  );
  const bonusRows = await tx
    .select({ id: clients.id, bonus: clients.bonus })
    .from(clients)
    .where(inArray(clients.id, clientIds));
  const balanceOf = new Map(bonusRows.map((c) => [c.id, c.bonus]));

  const numbered = new Map<number, number>();
  for (const plan of plans) {
    const service = serviceOf.get(plan.order.serviceId)!;
    const money = computeInvoice({
      positions: plan.lines.map((l) => ({ currentPrice: l.item.amount, quantity: l.quantity, discount: l.discount })),
      percentageDiscount: plan.percentageDiscount,
      nds: plan.legal.nds,
    });
    const seq = (numbered.get(plan.order.id) ?? 0) + 1;
    numbered.set(plan.order.id, seq);
    const number = `${plan.order.number}/${seq}`;
    const creator = creatorOf(plan, ctx);
    const steps = stepsOf(plan);
    // Created an hour after the order (the second one of an order later), each step some hours on, all in the past.
    const start = plan.order.createdAt.getTime() + seq * HOUR;
    const at = (step: number) =>
      new Date(Math.min(start + step * 5 * HOUR, ctx.now - (steps.length + 1 - step) * 5 * 60_000));
    const payStep = steps.findIndex((s) => PAY_STEPS.includes(s)) + 1;
    const paidAt = payStep > 0 ? at(payStep) : null;

    // What the payment spent and earned; bonuses only at the cash desk, never more than the ledger allows then.
    const method = plan.state === 'awaitingPayment' ? 'account' : plan.method;
    const wantsBonus =
      paidAt !== null && method !== 'account' && (plan.order.clientId === demoClient?.id || plan.n % 3 === 0);
    const spent = wantsBonus
      ? Math.min(
          maxBonusToSpend(money.totalAmount, service.bonusMaxSpendingPercent, balanceOf.get(plan.order.clientId) ?? 0),
          ledger.available(plan.order.clientId, paidAt.getTime()),
        )
      : 0;
    const paidMoney = round2(money.totalAmount - spent);
    const received = paidAt ? bonusToReceive(paidMoney, service.bonusReceivingPercent) : 0;

    const [invoice] = await tx
      .insert(orderInvoices)
      .values({
        orderId: plan.order.id,
        number,
        state: plan.state,
        partnerId: plan.list.partnerId,
        partnerLegalId: plan.legal.id,
        priceListId: plan.list.id,
        invoiceAmount: money.invoiceAmount,
        invoiceDiscount: money.invoiceDiscount,
        percentageDiscount: plan.percentageDiscount,
        nds: plan.legal.nds,
        ndsAmount: money.ndsAmount,
        totalAmount: money.totalAmount,
        feeRate: service.feeRate,
        createdAt: at(0),
        createdByUserId: creator,
        updatedAt: at(steps.length),
      })
      .returning({ id: orderInvoices.id });
    await tx.insert(orderInvoicePositions).values(
      money.positions.map((p, sort) => ({
        invoiceId: invoice.id,
        priceListItemId: plan.lines[sort].item.id,
        name: plan.lines[sort].item.name,
        unit: plan.lines[sort].item.unit,
        sort,
        ...p,
      })),
    );

    const comments: Partial<Record<InvoiceAction, string>> = {
      'invoice.send': plan.push ? 'Счёт отправлен клиенту с push-уведомлением' : 'Счёт отправлен клиенту',
      'invoice.revoke': plan.cancelled ? 'Заявка отменена клиентом' : 'Состав работ изменился, счёт выставлен заново',
      'invoice.payInCash': `${method === 'terminal' ? 'Оплата через терминал' : 'Оплата наличными'}: ${formatAmount(paidMoney)} ₽${spent > 0 ? `, бонусами: ${spent}` : ''}`,
      'invoice.payToAccount': `Счёт на оплату по расчётному счёту: ${formatAmount(money.totalAmount)} ₽`,
      'invoice.affirmPaidToAccount': 'Поступление на расчётный счёт подтверждено',
      'invoice.close': 'Счёт закрыт',
    };
    const history: History[] = [
      {
        invoiceId: invoice.id,
        action: 'invoice.create',
        fromState: null,
        toState: 'draft',
        comment: `Позиций: ${money.positions.length}, к оплате ${formatAmount(money.totalAmount)} ₽`,
        userId: creator,
        createdAt: at(0),
      },
    ];
    let state: InvoiceState = 'draft';
    steps.forEach((action, i) => {
      const next = nextLifecycleState(
        invoiceMachine,
        state,
        { positionsCount: money.positions.length },
        { type: action },
      ) as InvoiceState | null;
      if (next === null) throw new Error(`demo invoice ${number}: the chart refuses ${action} from ${state}`);
      history.push({
        invoiceId: invoice.id,
        action,
        fromState: state,
        toState: next,
        comment: comments[action] ?? null,
        userId: creator,
        createdAt: at(i + 1),
      });
      state = next;
    });
    if (state !== plan.state) throw new Error(`demo invoice ${number}: ended in ${state}, planned ${plan.state}`);
    await tx.insert(orderInvoiceHistory).values(history);

    const pushes = history.filter((h) => h.action === 'invoice.send' && plan.push);
    if (pushes.length > 0) {
      await tx.insert(notificationHistory).values(
        pushes.map((h) => ({
          sendingTime: h.createdAt!,
          targetRefValueName: 'Клиент',
          pushBody: invoicePushText(number, money.totalAmount),
          orderId: plan.order.id,
          sentCount: 1,
          failedCount: 0,
        })),
      );
    }

    // The payment row dates from when it was made: the bill to the account, or the payment at the desk.
    const billedStep = steps.includes('invoice.payToAccount') ? steps.indexOf('invoice.payToAccount') + 1 : payStep;
    if (billedStep > 0) {
      await tx.insert(orderInvoicePayments).values({
        invoiceId: invoice.id,
        operation: 'income',
        target: 'client',
        method,
        amount: paidAt ? paidMoney : money.totalAmount,
        bonusSpent: spent,
        bonusReceived: received,
        createdAt: at(billedStep),
        createdByUserId: creator,
        affirmedAt: method === 'account' ? paidAt : null,
      });
    }
    if (paidAt) {
      const entry = {
        clientId: plan.order.clientId,
        orderId: plan.order.id,
        orderNumber: plan.order.number,
        invoiceNumber: number,
        paymentDate: paidAt,
        partnerId: plan.list.partnerId,
        partnerLegalName: plan.legal.name,
        serviceName: service.name,
        createdByUserId: creator,
      };
      const lines: (typeof bonusOperations.$inferInsert)[] = [];
      if (spent > 0)
        lines.push({
          ...entry,
          bonus: -spent,
          operationTypeRefValueId: REF_VALUE_IDS.bonusWriteOff,
          comment: `Оплата бонусами счёта № ${number}`,
          createdAt: paidAt,
        });
      if (received > 0)
        lines.push({
          ...entry,
          bonus: received,
          operationTypeRefValueId: REF_VALUE_IDS.bonusCredit,
          comment: `Начисление за оплату счёта № ${number}`,
          createdAt: new Date(paidAt.getTime() + 60_000),
        });
      if (lines.length > 0) await tx.insert(bonusOperations).values(lines);
      ledger.add(plan.order.clientId, paidAt.getTime(), -spent);
      ledger.add(plan.order.clientId, paidAt.getTime() + 60_000, received);
      balanceOf.set(plan.order.clientId, (balanceOf.get(plan.order.clientId) ?? 0) - spent + received);
    }
  }
  for (const [clientId, delta] of ledger.changes()) {
    await tx
      .update(clients)
      .set({ bonus: sql`${clients.bonus} + ${delta}` })
      .where(eq(clients.id, clientId));
  }
};
