import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { DOC_PLACEHOLDERS, type DocPlaceholder, type DocTemplate } from '../../shared/schemas/orders/orderDocuments';
import type { DbOrTx } from '../db/db';
import { notFound } from '../errors';
import { liveOrder, requireOrder } from '../orders/orderAccess';
import { orders } from '../orders/ordersSchema';
import { partnerDocTemplates } from './documentsSchema';

// The document templates an order may be printed with: live ones that are global or belong to the order's partner
// and / or service. A template marked wheelsWidthDiffer is the variant for orders whose axles carry tyres of
// different widths, and is offered only to them.

export const TEMPLATE_NOT_FOUND = 'Шаблон документа не найден';

export const listPlaceholders = (): DocPlaceholder[] =>
  DOC_PLACEHOLDERS.map(([key, description]) => ({ placeholder: `{{${key}}}`, description }));

interface AxleTyres {
  width?: unknown;
}

/** The order's tyres differ per axle: the rear axle is shown and its width is not the front's. */
export function axlesDiffer(tires: Record<string, unknown> | null): boolean {
  if (tires?.showRear !== true) return false;
  const front = tires.front as AxleTyres | undefined;
  const rear = tires.rear as AxleTyres | undefined;
  return typeof front?.width === 'number' && typeof rear?.width === 'number' && front.width !== rear.width;
}

async function fittingCondition(db: DbOrTx, orderId: number): Promise<SQL | undefined> {
  await requireOrder(db, orderId);
  const [order] = await db
    .select({ partnerId: orders.partnerId, serviceId: orders.serviceId, tires: orders.tires })
    .from(orders)
    .where(liveOrder(orderId));
  const t = partnerDocTemplates;
  return and(
    isNull(t.deletedDate),
    order.partnerId === null ? isNull(t.partnerId) : or(isNull(t.partnerId), eq(t.partnerId, order.partnerId)),
    or(isNull(t.serviceId), eq(t.serviceId, order.serviceId)),
    axlesDiffer(order.tires) ? undefined : eq(t.wheelsWidthDiffer, false),
  );
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** The templates the order's print section offers, by name. */
export async function listTemplatesForOrder(db: DbOrTx, orderId: number): Promise<DocTemplate[]> {
  const rows = await db
    .select()
    .from(partnerDocTemplates)
    .where(await fittingCondition(db, orderId))
    .orderBy(asc(partnerDocTemplates.name), asc(partnerDocTemplates.id));
  return rows.map(({ body: _body, createdAt, deletedDate, ...row }) => ({
    ...row,
    createdDate: unix(createdAt),
    deletedDate: deletedDate ? unix(deletedDate) : null,
  }));
}

export interface PrintableTemplate {
  id: number;
  name: string;
  body: string;
}

/** The chosen templates in the order they were chosen; 404 when one is unknown, removed or not for this order. */
export async function templatesForPrinting(
  db: DbOrTx,
  orderId: number,
  templateIds: number[],
): Promise<PrintableTemplate[]> {
  const ids = [...new Set(templateIds)];
  const rows = await db
    .select({ id: partnerDocTemplates.id, name: partnerDocTemplates.name, body: partnerDocTemplates.body })
    .from(partnerDocTemplates)
    .where(and(inArray(partnerDocTemplates.id, ids), await fittingCondition(db, orderId)));
  if (rows.length !== ids.length) throw notFound(TEMPLATE_NOT_FOUND);
  return ids.map((id) => rows.find((r) => r.id === id)!);
}
