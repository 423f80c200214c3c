import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { REF_IDS } from '../../shared/referenceIds';
import type { partnerOfficeRefuseSchema } from '../../shared/schemas/evacuation';
import type { Db } from '../db/db';
import { offices } from '../db/schema';
import { requireEditableOrder } from '../orders/orderAccess';
import { logOrderChange } from '../orders/orderPartHistory';
import { orders } from '../orders/ordersSchema';
import { invalidField, requireRefValue } from '../references/refValueLookup';
import { orderRefusals } from './evacuationSchema';

// POST /orders/partner_office_refuse: the partner's office gives the order back. The
// refusal is kept (reason of book 904, the comment 503 requires), the order loses its office so it can go to
// another one, and its history says why.

export type PartnerOfficeRefusal = z.output<typeof partnerOfficeRefuseSchema>;

export async function refusePartnerOffice(
  db: Db,
  input: PartnerOfficeRefusal,
  userId: number | null,
): Promise<{ ok: true; orderId: number }> {
  await db.transaction(async (tx) => {
    await requireEditableOrder(tx, input.orderId, userId, { forUpdate: true });
    const reason = await requireRefValue(
      tx,
      REF_IDS.refusalReason,
      input.reasonRefValueId,
      'reasonRefValueId',
      'Неизвестная причина отказа',
    );
    const [order] = await tx.select({ officeId: orders.officeId }).from(orders).where(eq(orders.id, input.orderId));
    if (input.officeId !== undefined) {
      const [office] = await tx.select({ id: offices.id }).from(offices).where(eq(offices.id, input.officeId));
      if (!office) throw invalidField('officeId', 'Офис не найден');
    }
    const officeId = input.officeId ?? order.officeId;
    const comment = input.comment || null;
    const [refusal] = await tx
      .insert(orderRefusals)
      .values({ orderId: input.orderId, officeId, reasonRefValueId: input.reasonRefValueId, comment, userId })
      .returning({ id: orderRefusals.id });
    await tx.update(orders).set({ officeId: null, updatedAt: new Date() }).where(eq(orders.id, input.orderId));
    await logOrderChange(tx, input.orderId, userId, 'office_refused', `Отказ офиса партнёра: ${reason}`, {
      refusalId: refusal.id,
      officeId,
      comment,
    });
  });
  return { ok: true, orderId: input.orderId };
}
