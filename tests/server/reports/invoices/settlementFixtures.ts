import { randomUUID } from 'node:crypto';
import type { Db } from '../../../../src/server/db/db';
import { partnerLegals } from '../../../../src/server/invoices/invoicesSchema';
import { orderHistory } from '../../../../src/server/orders/ordersSchema';
import {
  reconciliationActInvoices,
  reconciliationActs,
} from '../../../../src/server/reconciliation/reconciliationSchema';
import type { ActState } from '../../../../src/shared/lifecycleStates';
import { REF_VALUE_IDS } from '../../../../src/shared/referenceIds';
import { dateOf } from '../reportFixtures';

// What the money reports read beside orders, invoices and payments: a partner's legal entity, a reconciliation act
// holding invoices, and an order's status change in its history.

export async function reportLegal(db: Db, partnerId: number) {
  const [legal] = await db
    .insert(partnerLegals)
    .values({ partnerId, name: `ООО «Отчёт ${randomUUID().slice(0, 6)}»` })
    .returning();
  return legal;
}

/** An act of the partner created at `createdAt` ('2031-04-10 12:00') in `state`, holding the invoices. */
export async function reportAct(db: Db, partnerId: number, createdAt: string, state: ActState, invoiceIds: number[]) {
  const [act] = await db
    .insert(reconciliationActs)
    .values({ partnerId, state, createdAt: dateOf(createdAt) })
    .returning();
  if (invoiceIds.length)
    await db.insert(reconciliationActInvoices).values(invoiceIds.map((invoiceId) => ({ actId: act.id, invoiceId })));
  return act;
}

/** The order's move from `from` to `to` at `when`, as the order's save writes it into the history. */
export async function reportStatusChange(
  db: Db,
  orderId: number,
  when: string,
  to: number = REF_VALUE_IDS.orderStatusDone,
  from: number = REF_VALUE_IDS.orderStatusInWork,
) {
  await db
    .insert(orderHistory)
    .values({ orderId, action: 'status', text: 'Статус изменён', details: { from, to }, createdAt: dateOf(when) });
}
