import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { SERVICE_IDS } from '../../shared/constants';
import { formatDateTime, formatMoney, nowUnix, unixToRuDate } from '../../shared/format';
import type { DocPlaceholderKey, OrderDocument } from '../../shared/schemas/orders/orderDocuments';
import type { OrderEntity } from '../../shared/schemas/orders/orderEntity';
import type { Db, DbOrTx } from '../db/db';
import { refValues } from '../db/schema';
import { notFound } from '../errors';
import { newStoragePath, writeStored } from '../files/fileStorage';
import { requireEditableOrder, requireOrder } from '../orders/orderAccess';
import { logOrderChange } from '../orders/orderPartHistory';
import { getOrderEntity } from '../orders/ordersRepository';
import { tireBrands, tireModels } from '../tires/tiresSchema';
import { vehicles } from '../vehicles/vehiclesSchema';
import { templatesForPrinting } from './docTemplatesRepository';
import { orderDocuments, orderSignLinks } from './documentsSchema';
import { fillTemplate, renderTemplatePdf } from './templatePdf';

// The order's printed documents: the placeholders filled from the order, one PDF
// per chosen template stored in the database with the rows and a history line, in one transaction.

export const DOCUMENT_NOT_FOUND = 'Документ не найден';
const MISSING = '—';
const TYRE_SERVICES: readonly number[] = [SERVICE_IDS.tireFitting, SERVICE_IDS.tireStorage];

interface Axle {
  brandId?: number;
  modelId?: number;
  width?: number;
  height?: number;
}

async function tyreValues(db: DbOrTx, order: OrderEntity): Promise<Partial<Record<DocPlaceholderKey, string>>> {
  if (!TYRE_SERVICES.includes(order.serviceId)) return {};
  const tires = (order.tires ?? {}) as { front?: Axle; rear?: Axle; showRear?: boolean };
  const axles = [tires.front, tires.showRear ? tires.rear : undefined];
  const brandIds = axles.flatMap((a) => (a?.brandId ? [a.brandId] : []));
  const modelIds = axles.flatMap((a) => (a?.modelId ? [a.modelId] : []));
  const [brands, models, stored] = await Promise.all([
    brandIds.length ? db.select().from(tireBrands).where(inArray(tireBrands.id, brandIds)) : [],
    modelIds.length ? db.select().from(tireModels).where(inArray(tireModels.id, modelIds)) : [],
    order.storedObjectRefValueId
      ? db.select({ name: refValues.name }).from(refValues).where(eq(refValues.id, order.storedObjectRefValueId))
      : [],
  ]);
  const describeAxle = (axle: Axle | undefined) => {
    if (!axle) return MISSING;
    const brand = brands.find((b) => b.id === axle.brandId)?.name;
    const model = models.find((m) => m.id === axle.modelId)?.name;
    const size = axle.width && axle.height ? `${axle.width}/${axle.height}` : null;
    return [brand, model, size].filter(Boolean).join(' ') || MISSING;
  };
  const place = order.specificValues.storagePlace;
  return {
    'tires.front': describeAxle(axles[0]),
    'tires.rear': describeAxle(axles[1]),
    'tires.count': order.tireCount === null ? MISSING : String(order.tireCount),
    'tires.diameter': order.diameterWheelRefValueName ?? MISSING,
    'tires.storedObject': stored[0]?.name ?? MISSING,
    'tires.storagePlace': typeof place === 'string' && place ? place : MISSING,
  };
}

/** What each placeholder says for the order; dates in the order's time zone. */
export async function orderDocValues(db: DbOrTx, order: OrderEntity, now = nowUnix()): Promise<Record<string, string>> {
  const [vehicle] = order.vehicleId
    ? await db.select({ vin: vehicles.vin }).from(vehicles).where(eq(vehicles.id, order.vehicleId))
    : [];
  const text = (value: string | null | undefined) => (value ? value : MISSING);
  const values: Record<DocPlaceholderKey, string> = {
    'order.number': order.number,
    'order.date': formatDateTime(order.createdDate, order.timezone),
    'order.plannedDate': text(formatDateTime(order.plannedDate, order.timezone)),
    'order.service': text(order.serviceName),
    'order.status': text(order.statusRefValueName),
    'order.cost': text(formatMoney(order.cost)),
    'order.address': text(order.address),
    'order.description': text(order.description),
    'client.fio': text(order.clientFio),
    'client.phone': text(order.clientPhone),
    'vehicle.make': text(order.vehicleMakeTitle),
    'vehicle.model': text(order.vehicleModelTitle),
    'vehicle.plate': text(order.vehicleNumber),
    'vehicle.vin': text(vehicle?.vin),
    'partner.name': text(order.partnerName),
    'office.name': text(order.officeName),
    today: unixToRuDate(now, order.timezone),
    'tires.front': MISSING,
    'tires.rear': MISSING,
    'tires.count': MISSING,
    'tires.diameter': MISSING,
    'tires.storedObject': MISSING,
    'tires.storagePlace': MISSING,
  };
  return { ...values, ...(await tyreValues(db, order)) };
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

async function selectDocuments(db: DbOrTx, orderId: number, ids?: number[]): Promise<OrderDocument[]> {
  const [rows, signings] = await Promise.all([
    db
      .select({
        id: orderDocuments.id,
        orderId: orderDocuments.orderId,
        templateId: orderDocuments.templateId,
        title: orderDocuments.title,
        createdAt: orderDocuments.createdAt,
      })
      .from(orderDocuments)
      .where(and(eq(orderDocuments.orderId, orderId), ids ? inArray(orderDocuments.id, ids) : undefined))
      .orderBy(desc(orderDocuments.createdAt), desc(orderDocuments.id)),
    db
      .select({ documentIds: orderSignLinks.documentIds, signedAt: orderSignLinks.signedAt })
      .from(orderSignLinks)
      .where(and(eq(orderSignLinks.orderId, orderId), isNotNull(orderSignLinks.signedAt)))
      .orderBy(desc(orderSignLinks.signedAt)),
  ]);
  // A document's signedDate is that of the latest confirmed link holding it.
  const signedAt = (id: number) => signings.find((s) => s.documentIds.includes(id))?.signedAt ?? null;
  return rows.map(({ createdAt, ...row }) => {
    const signed = signedAt(row.id);
    return { ...row, createdDate: unix(createdAt), signedDate: signed ? unix(signed) : null };
  });
}

/** The order's documents, newest first. */
export async function listOrderDocuments(db: DbOrTx, orderId: number): Promise<OrderDocument[]> {
  await requireOrder(db, orderId);
  return selectDocuments(db, orderId);
}

/** One PDF per template, stored in the database; the order must be editable by the caller. */
export async function generateOrderDocuments(
  db: Db,
  orderId: number,
  templateIds: number[],
  userId: number | null,
): Promise<OrderDocument[]> {
  await requireEditableOrder(db, orderId, userId);
  const templates = await templatesForPrinting(db, orderId, templateIds);
  const order = (await getOrderEntity(db, orderId))!;
  const values = await orderDocValues(db, order);
  const footer = `Заявка № ${order.number} · документ сформирован ${formatDateTime(nowUnix(), order.timezone)}`;
  const files = await Promise.all(
    templates.map(async (template) => {
      const pdf = await renderTemplatePdf({ title: template.name, text: fillTemplate(template.body, values), footer });
      const storagePath = newStoragePath(orderId, `doc-${randomUUID()}.pdf`);
      return { templateId: template.id, title: template.name, storagePath, pdf };
    }),
  );
  const ids = await db.transaction(async (tx) => {
    await requireEditableOrder(tx, orderId, userId, { forUpdate: true });
    for (const f of files) await writeStored(tx, f.storagePath, f.pdf);
    const inserted = await tx
      .insert(orderDocuments)
      .values(
        files.map((f) => ({ templateId: f.templateId, title: f.title, storagePath: f.storagePath, orderId, userId })),
      )
      .returning({ id: orderDocuments.id });
    await logOrderChange(
      tx,
      orderId,
      userId,
      'documents_generated',
      `Сформированы документы: ${files.map((f) => `«${f.title}»`).join(', ')}`,
      {
        documentIds: inserted.map((r) => r.id),
      },
    );
    return inserted.map((r) => r.id);
  });
  return selectDocuments(db, orderId, ids);
}

/** A document's file path and title, with its order's number; 404 when it or its order is gone. */
export async function documentFile(db: DbOrTx, docId: number) {
  const [doc] = await db
    .select({ orderId: orderDocuments.orderId, title: orderDocuments.title, storagePath: orderDocuments.storagePath })
    .from(orderDocuments)
    .where(eq(orderDocuments.id, docId));
  if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
  await requireOrder(db, doc.orderId);
  const order = (await getOrderEntity(db, doc.orderId))!;
  return { ...doc, fileName: `${doc.title} № ${order.number}.pdf` };
}
