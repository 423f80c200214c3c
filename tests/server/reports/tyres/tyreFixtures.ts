import { randomInt } from 'node:crypto';
import { clients } from '../../../../src/server/clients/clientsSchema';
import type { Db } from '../../../../src/server/db/db';
import { offices } from '../../../../src/server/db/schema';
import { orderHistory, type orders } from '../../../../src/server/orders/ordersSchema';
import { tireDefects } from '../../../../src/server/tires/tiresSchema';
import { SERVICE_IDS } from '../../../../src/shared/constants';
import { dateOf, type ReportWorld, reportOrder } from '../reportFixtures';

// What the tyre reports' tests add to a report world: more offices and clients of the world's partner, storage and
// fitting orders with their tyre fields, history lines as the order's save writes them, and tyre defect lines.

/** Another office of the partner (the world's own unless told). */
export async function tyreOffice(db: Db, partnerId: number, name: string) {
  const [office] = await db.insert(offices).values({ partnerId, name }).returning();
  return office;
}

/** Another client, 'Фамилия Имя'. */
export async function tyreClient(db: Db, lastName: string, firstName = 'Иван') {
  const [client] = await db
    .insert(clients)
    .values({ lastName, firstName, phoneNumber: `+7993${String(randomInt(10_000_000)).padStart(7, '0')}` })
    .returning();
  return client;
}

export interface TyreFields {
  /** specificValues.tireCount as the form sends it: a number, or digits typed as text. */
  tireCount?: number | string;
  /** specificRefValues.diameterWheel: a value of the diameter book (9184 is R16). */
  diameter?: number;
  storagePlace?: string;
}

type OrderFields = Partial<typeof orders.$inferInsert>;

/** A tyre storage order (service 68) of the world, created at `createdAt`. */
export function storageOrder(
  db: Db,
  w: ReportWorld,
  createdAt: string,
  tyres: TyreFields = {},
  fields: OrderFields = {},
) {
  return tyreOrder(db, w, SERVICE_IDS.tireStorage, createdAt, tyres, fields);
}

/** A tyre service order (service 69) of the world, created at `createdAt`. */
export function fittingOrder(db: Db, w: ReportWorld, createdAt: string, fields: OrderFields = {}) {
  return tyreOrder(db, w, SERVICE_IDS.tireFitting, createdAt, {}, fields);
}

function tyreOrder(
  db: Db,
  w: ReportWorld,
  serviceId: number,
  createdAt: string,
  tyres: TyreFields,
  fields: OrderFields,
) {
  const specificValues: Record<string, string | number> = {};
  if (tyres.tireCount !== undefined) specificValues.tireCount = tyres.tireCount;
  if (tyres.storagePlace !== undefined) specificValues.storagePlace = tyres.storagePlace;
  return reportOrder(db, w, createdAt, {
    serviceId,
    specificValues,
    specificRefValues: tyres.diameter === undefined ? {} : { diameterWheel: tyres.diameter },
    updatedAt: dateOf(createdAt),
    ...fields,
  });
}

/** A line of the order's history at `at`, as the order's save writes it (orderSaveRepository.ts). */
export async function historyLine(
  db: Db,
  orderId: number,
  at: string,
  action: string,
  text: string,
  details: Record<string, unknown> | null = null,
) {
  const [line] = await db
    .insert(orderHistory)
    .values({ orderId, action, text, details, createdAt: dateOf(at) })
    .returning();
  return line;
}

/** The status line of a save that moved the order from one status to another. */
export const statusLine = (db: Db, orderId: number, at: string, from: number, to: number) =>
  historyLine(db, orderId, at, 'status', 'Статус изменён', { from, to });

/** Tyre defect lines of the order, one per list of defect types. */
export async function defectLines(db: Db, orderId: number, types: number[][]) {
  await db.insert(tireDefects).values(
    types.map((defectTypeIds) => ({
      orderId,
      barcode: String(100_000_000 + randomInt(899_999_999)),
      defectTypeIds,
    })),
  );
}
