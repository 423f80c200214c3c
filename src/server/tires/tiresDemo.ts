import { and, asc, inArray, isNull } from 'drizzle-orm';
import { SERVICE_IDS } from '../../shared/constants';
import { REF_VALUE_IDS } from '../../shared/referenceIds';
import type { Tx } from '../db/db';
import type { DemoContext } from '../db/demoContext';
import { orderHistory, orders } from '../orders/ordersSchema';
import { tireDefects } from '../tires/tiresSchema';

// Tyre defect lines of the demo's tyre orders: four tyres (or rims) per storage order and on
// some fitting orders, each with its 9-digit barcode, so the defect section, the storage list and the QR-label PDF
// have something to show. The orders come from the orders demo; without tyre orders nothing is added. The demo has
// no photos.

const DEFECTS = [9031, 9032, 9033] as const;
const STATES = ['Б/у, хорошее', 'Б/у, удовлетворительное', 'Новая', 'Требует ремонта'];
const POSITIONS = ['ПЛ', 'ПП', 'ЗЛ', 'ЗП'];

export async function seedTiresDemo(tx: Tx, ctx: DemoContext) {
  const tyreOrders = await tx
    .select({
      id: orders.id,
      serviceId: orders.serviceId,
      storedObject: orders.storedObjectRefValueId,
      userId: orders.userId,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(
      and(inArray(orders.serviceId, [SERVICE_IDS.tireStorage, SERVICE_IDS.tireFitting]), isNull(orders.deletedDate)),
    )
    .orderBy(asc(orders.id));
  // Every storage order, and every third fitting order.
  const chosen = tyreOrders.filter((o, i) => o.serviceId === SERVICE_IDS.tireStorage || i % 3 === 0);
  if (chosen.length === 0) return;

  const lines = chosen.flatMap((order, n) => {
    const storedObject = order.storedObject ?? REF_VALUE_IDS.storedTyres;
    const rims = storedObject === REF_VALUE_IDS.storedRims;
    return POSITIONS.map((position, p) => {
      const k = n * POSITIONS.length + p;
      // One tyre in three has a defect; the rest keep the default type of their stored object.
      const defect =
        k % 3 === 0 ? [DEFECTS[k % DEFECTS.length]] : [rims ? REF_VALUE_IDS.defectNone : REF_VALUE_IDS.defectNoneTyre];
      return {
        orderId: order.id,
        barcode: String(400_000_001 + k * 7_919),
        defectTypeIds: defect,
        storedObjectRefValueId: storedObject,
        storedObjectNumber: `${position}-${(n % 40) + 1}`,
        tireTreadDepth: rims ? null : Math.round((3 + ((k * 37) % 55) / 10) * 10) / 10,
        currentState: STATES[k % STATES.length],
        createdAt: order.createdAt,
      };
    });
  });
  await tx.insert(tireDefects).values(lines);
  await tx.insert(orderHistory).values(
    chosen.map((order) => ({
      orderId: order.id,
      userId: order.userId ?? ctx.userIds.operator,
      action: 'tire_defects_added',
      text: `Добавлены дефекты шин: ${lines
        .filter((l) => l.orderId === order.id)
        .map((l) => l.barcode)
        .join(', ')}`,
      createdAt: new Date(order.createdAt.getTime() + 20 * 60_000),
    })),
  );
}
