import { randomInt, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../../src/server/app';
import { clients } from '../../../src/server/clients/clientsSchema';
import type { Db } from '../../../src/server/db/db';
import { offices, operations, partners, permissions } from '../../../src/server/db/schema';
import { createInvoice } from '../../../src/server/invoices/invoicesRepository';
import { orderInvoices, partnerLegals } from '../../../src/server/invoices/invoicesSchema';
import { orders } from '../../../src/server/orders/ordersSchema';
import { positions, priceListItems, priceLists } from '../../../src/server/pricing/pricingSchema';
import type { InvoiceState } from '../../../src/shared/lifecycleStates';
import type { PermissionFlag } from '../../../src/shared/permissions';
import { REF_VALUE_IDS } from '../../../src/shared/referenceIds';
import type { Invoice, InvoicePositionInput } from '../../../src/shared/schemas/invoice';
import { createTestUser, login } from '../buildTestApp';
import { caller } from '../orders/orderPartsFixtures';

// A small invoicing world of a test's own (other suites may import it, read-only): a partner with two legal
// entities (with VAT 20 and without), an office, a price list for the service with four items (two priced per
// wheel), a client with bonuses, an order of him, and drafts made through the repository. Nothing here is shared
// with another test, so lists and counts can be asserted exactly.

export interface InvoiceWorld {
  tag: string;
  partnerId: number;
  officeId: number;
  /** ООО with VAT 20 (the partner's first entity, the default) and an ИП without VAT. */
  legals: { vat: number; noVat: number };
  serviceId: number;
  priceListId: number;
  /** Items of the list: wheel and balancing are per wheel ('колесо'), valve and storage are not. */
  items: { wheel: number; balancing: number; valve: number; storage: number };
  clientId: number;
  orderId: number;
  orderNumber: string;
}

export interface WorldOptions {
  /** 69 (tyre fitting) unless told. */
  serviceId?: number;
  tireCount?: number | string;
  clientBonus?: number;
}

export async function createInvoiceWorld(db: Db, options: WorldOptions = {}): Promise<InvoiceWorld> {
  const tag = randomUUID().slice(0, 8);
  const serviceId = options.serviceId ?? 69;
  const [partner] = await db
    .insert(partners)
    .values({ name: `Партнёр счетов ${tag}` })
    .returning();
  const [office] = await db
    .insert(offices)
    .values({ partnerId: partner.id, name: `Офис ${tag}` })
    .returning();
  const [vat, noVat] = await db
    .insert(partnerLegals)
    .values([
      { partnerId: partner.id, name: `ООО «Счёт ${tag}»`, inn: '7701234567', nds: 20 },
      { partnerId: partner.id, name: `ИП Счетов ${tag}`, inn: '770123456789', nds: null },
    ])
    .returning();
  const [list] = await db
    .insert(priceLists)
    .values({ name: `Прайс ${tag}`, partnerId: partner.id, serviceId })
    .returning();
  const made = await db
    .insert(positions)
    .values([
      { name: `Снятие/установка колеса ${tag}`, unit: 'колесо' },
      { name: `Балансировка колеса ${tag}`, unit: 'колесо' },
      { name: `Вентиль ${tag}`, unit: 'шт.' },
      { name: `Хранение шин ${tag}`, unit: 'комплект' },
    ])
    .returning();
  const [wheel, balancing, valve, storage] = await db
    .insert(priceListItems)
    .values([
      { priceListId: list.id, positionId: made[0].id, amount: 250 },
      { priceListId: list.id, positionId: made[1].id, amount: 300.1 },
      { priceListId: list.id, positionId: made[2].id, amount: 80 },
      { priceListId: list.id, positionId: made[3].id, amount: 4000 },
    ])
    .returning();
  const [client] = await db
    .insert(clients)
    .values({
      lastName: `Счетов${tag}`,
      firstName: 'Иван',
      phoneNumber: `+7993${String(randomInt(10_000_000)).padStart(7, '0')}`,
      bonus: options.clientBonus ?? 0,
    })
    .returning();
  const [order] = await db
    .insert(orders)
    .values({
      number: `T-${tag}-${randomInt(1_000_000)}`,
      serviceId,
      statusRefValueId: REF_VALUE_IDS.orderStatusInWork,
      clientId: client.id,
      partnerId: partner.id,
      officeId: office.id,
      specificValues: options.tireCount === undefined ? {} : { tireCount: options.tireCount },
    })
    .returning();
  return {
    tag,
    partnerId: partner.id,
    officeId: office.id,
    legals: { vat: vat.id, noVat: noVat.id },
    serviceId,
    priceListId: list.id,
    items: { wheel: wheel.id, balancing: balancing.id, valve: valve.id, storage: storage.id },
    clientId: client.id,
    orderId: order.id,
    orderNumber: order.number,
  };
}

/** Another order of the world's client, partner and office. */
export async function anotherOrder(db: Db, world: InvoiceWorld, fields: Partial<typeof orders.$inferInsert> = {}) {
  const [order] = await db
    .insert(orders)
    .values({
      number: `T-${world.tag}-${randomInt(1_000_000)}`,
      serviceId: world.serviceId,
      statusRefValueId: REF_VALUE_IDS.orderStatusInWork,
      clientId: world.clientId,
      partnerId: world.partnerId,
      officeId: world.officeId,
      ...fields,
    })
    .returning();
  return order;
}

/** Two wheels mounted and one valve: 2 x 250 + 80 = 580, with VAT 20 included. */
export const basket = (world: InvoiceWorld): InvoicePositionInput[] => [
  { priceListItemId: world.items.wheel, quantity: 2, discount: 0 },
  { priceListItemId: world.items.valve, quantity: 1, discount: 0 },
];

/** A draft of the world's order, made as POST /order_invoices/{orderId} makes it. */
export function createDraftInvoice(
  db: Db,
  world: InvoiceWorld,
  lines = basket(world),
  orderId = world.orderId,
): Promise<Invoice> {
  return createInvoice(
    db,
    orderId,
    { priceListId: world.priceListId, percentageDiscount: 0, invoicePositions: lines },
    { userId: null, scope: null },
  );
}

/** Puts an invoice straight into a state, for a suite that starts where another action left it. */
export async function setInvoiceState(db: Db, invoiceId: number, state: InvoiceState) {
  await db.update(orderInvoices).set({ state }).where(eq(orderInvoices.id, invoiceId));
}

/**
 * A user holding 'order.invoices' with these flags personally; with partnerId he is that partner's staff (no
 * platform role), so he sees only that partner's invoices.
 */
export async function invoiceUser(
  app: App,
  db: Db,
  flags: PermissionFlag[],
  partnerId: number | null = null,
  keys = ['order.invoices'],
) {
  const user = await createTestUser(db, { partnerId });
  const ops = await db.select({ id: operations.id }).from(operations).where(inArray(operations.operationKey, keys));
  const granted = Object.fromEntries(flags.map((f) => [f, true]));
  if (ops.length && flags.length)
    await db.insert(permissions).values(ops.map((op) => ({ operationId: op.id, userId: user.id, ...granted })));
  return { id: user.id, token: await login(app, user.email, user.password!) };
}

type Injected = Awaited<ReturnType<ReturnType<typeof caller>>>;

/** Calls with a token, and the two outcomes the suites check: 200 with the body, or the error with its code. */
export function invoiceCalls(app: () => App) {
  const call: ReturnType<typeof caller> = (...args) => caller(app())(...args);
  const ok = async <T = Invoice>(response: Promise<Injected> | Injected): Promise<T> => {
    const r = await response;
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as T;
  };
  const refused = async (response: Promise<Injected> | Injected, status: number, errorCode: string) => {
    const r = await response;
    expect(r.statusCode, r.body).toBe(status);
    const body = r.json() as { errorCode: string; message: string; details?: Record<string, string> };
    expect(body.errorCode).toBe(errorCode);
    return body;
  };
  return { call, ok, refused };
}
