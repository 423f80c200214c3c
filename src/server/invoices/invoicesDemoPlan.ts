import type { InvoiceAction } from '../../../machines/invoices/invoiceMachine';
import { SERVICE_IDS } from '../../shared/constants';
import type { InvoiceState } from '../../shared/lifecycleStates';
import { REF_VALUE_IDS } from '../../shared/referenceIds';
import { PER_WHEEL_UNIT, tireCountOf } from './invoiceAutofill';
import type { DemoItem, DemoLegal, DemoPriceList } from './invoicesDemoCatalog';

// Which invoices each demo order gets, in which state and with which positions. The state follows the order: paid
// orders have paid or closed invoices (some after a revoked first one), orders waiting for payment or finished
// unpaid have sent, accepted or awaiting-payment ones, orders in work have drafts and sent ones, new orders a draft
// or none yet, cancelled orders revoked or deactivated ones.

export interface DemoOrder {
  id: number;
  number: string;
  serviceId: number;
  statusRefValueId: number;
  isPaid: boolean;
  partnerId: number | null;
  officeId: number | null;
  clientId: number;
  createdAt: Date;
  specificValues: Record<string, unknown>;
  outsideRingRoadDistance: number | null;
}

export interface DemoLine {
  item: DemoItem;
  quantity: number;
  discount: number;
}

export type PaymentMethod = 'cash' | 'terminal' | 'account';

export interface InvoicePlan {
  order: DemoOrder;
  state: InvoiceState;
  list: DemoPriceList;
  legal: DemoLegal;
  lines: DemoLine[];
  percentageDiscount: number;
  method: PaymentMethod;
  /** The client's push on sending. */
  push: boolean;
  /** Revoked because the order was cancelled (else because the work changed). */
  cancelled: boolean;
  /** A running number over the plans, for variety. */
  n: number;
}

const {
  orderStatusNew: NEW,
  orderStatusInWork: IN_WORK,
  orderStatusExecutorAssigned: ASSIGNED,
  orderStatusAwaitingPayment: AWAITING,
} = REF_VALUE_IDS;
const { orderStatusDone: DONE, orderStatusArchive: ARCHIVE, orderStatusCancelled: CANCELLED } = REF_VALUE_IDS;
const pick = <T>(list: readonly T[], k: number) => list[k % list.length];

/** The states of the order's invoices, oldest first; `k` turns within the order's kind. */
function statesOf(order: DemoOrder, k: number): InvoiceState[] {
  const status = order.statusRefValueId;
  if (order.isPaid)
    return k % 4 === 0 ? ['revoked', pick(['paid', 'closed'], k)] : [pick(['paid', 'closed', 'paid'], k)];
  if (status === DONE || status === ARCHIVE) return [pick(['awaitingPayment', 'accepted', 'sent'], k)];
  if (status === AWAITING) return [pick(['awaitingPayment', 'sent', 'accepted'], k)];
  if (status === IN_WORK || status === ASSIGNED) return [pick(['draft', 'sent', 'accepted'], k)];
  if (status === NEW) return k % 2 === 0 ? ['draft'] : [];
  if (status === CANCELLED) return [pick(['revoked', 'inactive'], k)];
  return [];
}

const named = (list: DemoPriceList, name: string) => list.items.find((i) => i.name === name)!;

/** The basket: per-wheel work for the tyre count on tyre orders, the tow and its extras, the car-service job. */
function linesOf(order: DemoOrder, list: DemoPriceList, n: number): DemoLine[] {
  const one = (name: string, quantity = 1) => ({ item: named(list, name), quantity, discount: 0 });
  const wheels = tireCountOf(order.specificValues);
  const perWheel = list.items
    .filter((i) => i.unit === PER_WHEEL_UNIT)
    .map((item) => ({ item, quantity: wheels, discount: 0 }));
  let lines: DemoLine[];
  switch (order.serviceId) {
    case SERVICE_IDS.tireFitting:
      lines = [
        ...perWheel,
        ...(n % 3 === 0 ? [one('Вентиль резиновый', wheels)] : []),
        ...(n % 5 === 1 ? [one('Ремонт прокола')] : []),
      ];
      break;
    case SERVICE_IDS.tireStorage:
      lines = [one('Хранение шин, сезон'), ...perWheel, ...(n % 2 === 0 ? [one('Пакеты для шин')] : [])];
      break;
    case SERVICE_IDS.evacuation: {
      const km = order.outsideRingRoadDistance ?? 0;
      lines = [
        one('Эвакуация легкового автомобиля'),
        one('Подача эвакуатора'),
        ...(km > 0 ? [one('Километр за МКАД', km)] : []),
      ];
      if (n % 4 === 1) lines.push(one('Погрузка автомобиля с заблокированными колёсами'));
      if (n % 5 === 2) lines.push(one('Ожидание эвакуатора'));
      break;
    }
    default: {
      const work = String(order.specificValues.workType ?? '');
      const jobs: Record<string, DemoLine[]> = {
        'Замена масла': [one('Замена масла в двигателе')],
        'ТО-2': [one('Замена масла в двигателе'), one('Компьютерная диагностика')],
        'Диагностика подвески': [one('Диагностика подвески')],
        'Замена колодок': [one('Замена тормозных колодок', 2)],
      };
      lines = jobs[work] ?? [one('Компьютерная диагностика')];
    }
  }
  // Now and then a loyal client's discount on the first line.
  if (n % 6 === 4) lines[0] = { ...lines[0], discount: Math.min(200, lines[0].item.amount * lines[0].quantity) };
  return lines;
}

/** The list an order is invoiced from: its office's own list for the service, else the partner's. */
function listOf(order: DemoOrder, lists: readonly DemoPriceList[]) {
  const forService = lists.filter((l) => l.serviceId === order.serviceId);
  return (
    forService.find((l) => l.partnerOfficeId !== null && l.partnerOfficeId === order.officeId) ??
    forService.find((l) => l.partnerId === order.partnerId && l.partnerOfficeId === null)
  );
}

export function planInvoices(
  orderRows: readonly DemoOrder[],
  lists: readonly DemoPriceList[],
  legals: readonly DemoLegal[],
  demoClientId: number,
): InvoicePlan[] {
  const plans: InvoicePlan[] = [];
  const turns = new Map<string, number>();
  for (const order of orderRows) {
    const list = listOf(order, lists);
    if (!list) continue;
    const kind = `${order.isPaid}:${order.statusRefValueId}`;
    const k = turns.get(kind) ?? 0;
    turns.set(kind, k + 1);
    const own = legals.filter((l) => l.partnerId === list.partnerId);
    for (const state of statesOf(order, k)) {
      const n = plans.length;
      const demoClient = order.clientId === demoClientId;
      plans.push({
        order,
        state,
        list,
        legal: own.length > 1 && n % 3 === 2 ? own[1] : own[0],
        lines: linesOf(order, list, n),
        percentageDiscount: n % 7 === 3 ? 5 : n % 11 === 6 ? 10 : 0,
        // The demo client pays in cash at the desk, with bonuses.
        method: demoClient ? 'cash' : pick<PaymentMethod>(['cash', 'terminal', 'account'], n),
        push: n % 2 === 0,
        cancelled: order.statusRefValueId === CANCELLED,
        n,
      });
    }
  }
  return plans;
}

const ACCEPTED: InvoiceAction[] = ['invoice.send', 'invoice.accept'];

/** The actions that brought a plan from draft to its state, in order. */
export function stepsOf(plan: InvoicePlan): InvoiceAction[] {
  const paid: InvoiceAction[] =
    plan.method === 'account'
      ? [...ACCEPTED, 'invoice.payToAccount', 'invoice.affirmPaidToAccount']
      : [...ACCEPTED, 'invoice.payInCash'];
  const steps: Record<InvoiceState, InvoiceAction[]> = {
    draft: [],
    inactive: plan.cancelled ? ['invoice.send', 'invoice.revoke', 'invoice.deactivate'] : ['invoice.deactivate'],
    sent: ['invoice.send'],
    accepted: ACCEPTED,
    awaitingPayment: [...ACCEPTED, 'invoice.payToAccount'],
    paid,
    closed: [...paid, 'invoice.close'],
    revoked: ['invoice.send', 'invoice.revoke'],
  };
  return steps[plan.state];
}
