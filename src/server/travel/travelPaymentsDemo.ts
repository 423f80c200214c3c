import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { kopecks } from '../../shared/invoiceMoney';
import type { DbOrTx } from '../db/db';
import { writeStored } from '../files/fileStorage';
import { travelPaymentCashes, travelPayments, travelPaymentTypes, travelPolicies } from './travelSchema';

// Demo payments for the demo policies (seeded before them), in every state and kept consistent with them: a paid,
// active or expired policy has confirmed payments summing to its total; an issued one has at most part of it
// confirmed, and registered ones within what is left; an annulled one that had money got it back (refunded).

const DAY = 86_400_000;
const PAYERS = ['Иванов Иван Иванович', 'Смирнова Анна Сергеевна', 'ООО «Северный ветер»', 'Кузнецов Пётр Олегович'];
/** A minimal PDF, so the demo's bank transfers have an invoice to download. */
const DEMO_INVOICE = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

type Policy = typeof travelPolicies.$inferSelect;
type Payment = typeof travelPayments.$inferInsert;

export async function seedTravelPayments(db: DbOrTx, now = new Date()): Promise<void> {
  const policies = await db.select().from(travelPolicies).orderBy(asc(travelPolicies.id));
  const types = await db.select().from(travelPaymentTypes).orderBy(asc(travelPaymentTypes.id));
  const [cash] = await db.select().from(travelPaymentCashes).orderBy(asc(travelPaymentCashes.id)).limit(1);
  const card = types.find((t) => !t.requiresCash && !t.requiresInvoice);
  const transfer = types.find((t) => t.requiresInvoice);
  const cashType = types.find((t) => t.requiresCash);
  if (!card || policies.length === 0) return;

  let n = 0;
  const payment = (policy: Policy, amountKopecks: number, extra: Partial<Payment> = {}): Payment => {
    n += 1;
    const paidAt = new Date(Math.min(now.getTime(), (policy.issuedAt ?? policy.createdAt).getTime() + DAY));
    const useCash = cashType && cash && n % 3 === 0;
    return {
      number: '',
      policyId: policy.id,
      state: 'confirmed',
      amount: amountKopecks / 100,
      paymentTypeId: useCash ? cashType.id : card.id,
      cashId: useCash ? cash.id : null,
      paidAt,
      payerName: PAYERS[n % PAYERS.length],
      createdByUserId: policy.createdByUserId,
      createdAt: paidAt,
      confirmedAt: extra.state === 'registered' || extra.state === 'deleted' ? null : paidAt,
      ...extra,
    };
  };

  const rows: Payment[] = [];
  const issued: Policy[] = [];
  for (const policy of policies) {
    const total = kopecks(policy.total);
    if (policy.state === 'paid' || policy.state === 'active' || policy.state === 'expired') {
      // Two payments for every other one: a first part and the rest.
      const first = rows.length % 2 === 0 ? Math.floor(total / 2) : total;
      rows.push(payment(policy, first));
      // The rest by bank transfer, with the payer's invoice.
      const rest = transfer ? { paymentTypeId: transfer.id, cashId: null } : {};
      if (first < total) rows.push(payment(policy, total - first, rest));
    } else if (policy.state === 'annulled' && policy.issuedAt) {
      rows.push(payment(policy, total, { state: 'refunded', refundedAt: now, refundReason: 'Полис аннулирован' }));
    } else if (policy.state === 'issued') {
      issued.push(policy);
    }
  }
  issued.forEach((policy, i) => {
    const total = kopecks(policy.total);
    const half = Math.floor(total / 2);
    if (i % 3 === 0) {
      // Half confirmed, the rest registered: one confirm away from paid.
      rows.push(payment(policy, half));
      rows.push(payment(policy, total - half, { state: 'registered' }));
    } else if (i % 3 === 1) {
      // A bank transfer waiting for its invoice, and a cashier's mistake set aside.
      rows.push(payment(policy, total, { state: 'deleted', comment: 'Ошибочная сумма' }));
      rows.push(
        payment(policy, total, {
          state: 'registered',
          ...(transfer ? { paymentTypeId: transfer.id, cashId: null } : {}),
        }),
      );
    } else {
      // Paid once, then returned at the client's request: the policy waits for its money again.
      rows.push(payment(policy, total, { state: 'refunded', refundedAt: now, refundReason: 'Клиент перенёс поездку' }));
    }
  });

  for (const row of rows) {
    const [{ id }] = await db
      .insert(travelPayments)
      .values({ ...row, number: `demo-${randomUUID()}` })
      .returning({ id: travelPayments.id });
    const isTransfer = transfer !== undefined && row.paymentTypeId === transfer.id;
    // Confirmed bank transfers carry their invoice (the chart needs it); one registered one still waits for it.
    const invoice =
      isTransfer && row.state !== 'registered'
        ? { invoicePath: `travel/payments/${id}/demo`, invoiceName: `Счёт_${id}.pdf`, invoiceMime: 'application/pdf' }
        : null;
    if (invoice) await writeStored(db, invoice.invoicePath, DEMO_INVOICE);
    await db
      .update(travelPayments)
      .set({
        number: `П-${String(id).padStart(7, '0')}`,
        ...(invoice ? { ...invoice, invoiceSize: DEMO_INVOICE.length } : {}),
      })
      .where(eq(travelPayments.id, id));
  }
}
