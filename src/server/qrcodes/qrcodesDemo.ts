import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/db';
import type { DemoContext } from '../db/demoContext';
import { offices } from '../db/schema';
import { orders } from '../orders/ordersSchema';
import { tireDefects } from '../tires/tiresSchema';
import { drawFreeCodes } from './qrCodeBatchCreation';
import { qrCodeBatches, qrCodes } from './qrcodesSchema';

// Two batches of pre-printed labels: the tyre partner's, three of whose codes its stored tyres already carry (the
// tyres demo's barcodes, as if they had been stuck from this sheet), and the service partner's, all unused.

const DAY = 86_400_000;

export async function seedQrCodesDemo(tx: Tx, ctx: DemoContext) {
  const { tires, platform } = ctx.partnerIds;
  const [tiresOffice] = await tx
    .select({ id: offices.id })
    .from(offices)
    .where(eq(offices.partnerId, tires))
    .orderBy(asc(offices.id))
    .limit(1);
  const carried = await tx
    .select({ barcode: tireDefects.barcode })
    .from(tireDefects)
    .innerJoin(orders, eq(orders.id, tireDefects.orderId))
    .where(eq(orders.partnerId, tires))
    .orderBy(asc(tireDefects.id))
    .limit(3);
  const batches: { partnerId: number; officeId: number | null; comment: string; count: number; used: string[] }[] = [
    {
      partnerId: platform,
      officeId: null,
      comment: 'Этикетки для сезонного хранения',
      count: 12,
      used: [],
    },
    {
      partnerId: tires,
      officeId: tiresOffice?.id ?? null,
      comment: 'Рулон этикеток на осенний сезон',
      count: 24,
      used: carried.map((c) => c.barcode),
    },
  ];
  for (const [i, batch] of batches.entries()) {
    const [row] = await tx
      .insert(qrCodeBatches)
      .values({
        partnerId: batch.partnerId,
        officeId: batch.officeId,
        comment: batch.comment,
        count: batch.count,
        createdByUserId: ctx.userIds.admin,
        createdAt: new Date(ctx.now - (batches.length - i) * 20 * DAY),
      })
      .returning({ id: qrCodeBatches.id });
    const fresh = await drawFreeCodes(tx, batch.count - batch.used.length);
    await tx.insert(qrCodes).values([...batch.used, ...fresh].map((code) => ({ batchId: row.id, code })));
  }
}
