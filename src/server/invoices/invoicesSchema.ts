import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { partners, users } from '../db/schema';
import { orders } from '../orders/ordersSchema';
import { clientPromos, priceListItems, priceLists, promos } from '../pricing/pricingSchema';

// Invoices and what they are made from: partner legal entities and the price lists of src/server/pricing. An invoice's
// state is machines/invoices/invoiceMachine's state; every amount is computed on the server
// (src/shared/invoiceMoney.ts) and stored rounded to kopecks.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const deletedDate = () => timestamp('deleted_date', { withTimezone: true });
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });
const percent = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });
const userRef = (name: string) => integer(name).references(() => users.id);

/** A partner's legal entity: who the invoice is issued by (a partner has a list of them). */
export const partnerLegals = pgTable(
  'partner_legals',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    inn: text('inn'),
    kpp: text('kpp'),
    /** VAT rate in percent, null when the entity works without VAT. */
    nds: percent('nds'),
    deletedDate: deletedDate(),
  },
  (t) => [index('partner_legals_partner_id_idx').on(t.partnerId)],
);

/** Which legal entity a partner user invoices from (GET, POST, DELETE /order_invoices/partner_legal_user). */
export const partnerLegalUsers = pgTable(
  'partner_legal_users',
  {
    id: serial('id').primaryKey(),
    partnerLegalId: integer('partner_legal_id')
      .notNull()
      .references(() => partnerLegals.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partner_legal_users_key').on(t.partnerLegalId, t.userId),
    index('partner_legal_users_user_idx').on(t.userId),
  ],
);

export const orderInvoices = pgTable(
  'order_invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's number and the invoice's place among its invoices: '2611-001112/2'. */
    number: text('number').notNull(),
    /** machines/invoices/invoiceMachine's state. */
    state: text('state').notNull().default('draft'),
    partnerId: integer('partner_id').references(() => partners.id),
    partnerLegalId: integer('partner_legal_id').references(() => partnerLegals.id),
    priceListId: integer('price_list_id').references(() => priceLists.id),
    invoiceAmount: money('invoice_amount').notNull().default(0),
    invoiceDiscount: money('invoice_discount').notNull().default(0),
    percentageDiscount: percent('percentage_discount').notNull().default(0),
    nds: percent('nds'),
    ndsAmount: money('nds_amount').notNull().default(0),
    totalAmount: money('total_amount').notNull().default(0),
    feeRate: percent('fee_rate'),
    /** The client's promo applied to the invoice and the money it took off (after the percentage discount). */
    promoId: integer('promo_id').references(() => promos.id),
    clientPromoId: integer('client_promo_id').references(() => clientPromos.id),
    promoDiscount: money('promo_discount').notNull().default(0),
    /** What the last SMS offered to pay with bonuses, and its code (a hash) to confirm it at the cash desk. */
    bonusToSpend: integer('bonus_to_spend'),
    smsCodeHash: text('sms_code_hash'),
    smsCodeExpiresAt: timestamp('sms_code_expires_at', { withTimezone: true }),
    paymentLink: text('payment_link'),
    comment: text('comment'),
    createdAt: createdAt(),
    createdByUserId: userRef('created_by_user_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_invoices_number_key').on(t.number),
    index('order_invoices_order_id_idx').on(t.orderId),
    index('order_invoices_partner_state_idx').on(t.partnerId, t.state),
    check(
      'order_invoices_amounts_not_negative',
      sql`${t.invoiceAmount} >= 0 and ${t.invoiceDiscount} >= 0 and ${t.totalAmount} >= 0`,
    ),
  ],
);

/** Invoice position: priceListItemId, quantity, currentPrice, discount, amount, discountedAmount. */
export const orderInvoicePositions = pgTable(
  'order_invoice_positions',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => orderInvoices.id, { onDelete: 'cascade' }),
    priceListItemId: integer('price_list_item_id').references(() => priceListItems.id),
    /** The position's name and unit when it was added: the price list may change later, the invoice does not. */
    name: text('name').notNull(),
    unit: text('unit').notNull().default('шт.'),
    quantity: integer('quantity').notNull(),
    currentPrice: money('current_price').notNull(),
    discount: money('discount').notNull().default(0),
    amount: money('amount').notNull(),
    discountedAmount: money('discounted_amount').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('order_invoice_positions_invoice_idx').on(t.invoiceId),
    check('order_invoice_positions_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

/**
 * Money movements of an invoice: 'income' (Приход) or 'expense' (Расход), to the partner or from the client. A
 * retracted payment keeps its row with retractedAt; the client's bonus ledger gets the reversing lines.
 */
export const orderInvoicePayments = pgTable(
  'order_invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => orderInvoices.id, { onDelete: 'cascade' }),
    operation: text('operation').notNull(),
    target: text('target').notNull(),
    /** 'cash' | 'terminal' | 'account' */
    method: text('method').notNull(),
    amount: money('amount').notNull(),
    bonusSpent: integer('bonus_spent').notNull().default(0),
    bonusReceived: integer('bonus_received').notNull().default(0),
    createdAt: createdAt(),
    createdByUserId: userRef('created_by_user_id'),
    affirmedAt: timestamp('affirmed_at', { withTimezone: true }),
    retractedAt: timestamp('retracted_at', { withTimezone: true }),
    retractedByUserId: userRef('retracted_by_user_id'),
  },
  (t) => [
    index('order_invoice_payments_invoice_idx').on(t.invoiceId),
    // The money reports read the payments that count by the moment they counted (reports/invoices).
    index('order_invoice_payments_paid_at_idx')
      .on(sql`coalesce(${t.affirmedAt}, ${t.createdAt})`)
      .where(sql`${t.operation} = 'income' and ${t.retractedAt} is null`),
    // The bank's receipts report reads card payments by when they were made, refunded ones too.
    index('order_invoice_payments_terminal_created_idx')
      .on(t.createdAt)
      .where(sql`${t.method} = 'terminal' and ${t.operation} = 'income'`),
  ],
);

/** Invoice document: orderInvoiceId, file (its bytes in stored_file_chunks) or externalUrl, comment; soft delete. */
export const orderInvoiceDocuments = pgTable(
  'order_invoice_documents',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => orderInvoices.id, { onDelete: 'cascade' }),
    fileName: text('file_name'),
    storedName: text('stored_name'),
    mimeType: text('mime_type'),
    size: integer('size'),
    externalUrl: text('external_url'),
    comment: text('comment'),
    createdAt: createdAt(),
    createdByUserId: userRef('created_by_user_id'),
    deletedDate: deletedDate(),
  },
  (t) => [index('order_invoice_documents_invoice_idx').on(t.invoiceId)],
);

/** Every action taken on an invoice: who, when, from which state to which. */
export const orderInvoiceHistory = pgTable(
  'order_invoice_history',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => orderInvoices.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    comment: text('comment'),
    userId: userRef('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('order_invoice_history_invoice_idx').on(t.invoiceId, t.createdAt)],
);

/**
 * Every use of a promo: the invoice it was applied to and who applied it; releasedAt when the promo was taken off
 * the invoice again (the promo's and the client promo's counts go back down by one).
 */
export const promoUses = pgTable(
  'promo_uses',
  {
    id: serial('id').primaryKey(),
    promoId: integer('promo_id')
      .notNull()
      .references(() => promos.id),
    clientPromoId: integer('client_promo_id').references(() => clientPromos.id),
    invoiceId: integer('invoice_id').references(() => orderInvoices.id, { onDelete: 'set null' }),
    discount: money('discount').notNull(),
    userId: userRef('user_id'),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('promo_uses_promo_used_at_idx').on(t.promoId, t.usedAt),
    index('promo_uses_invoice_idx').on(t.invoiceId),
    // The promo receipts report reads a period of live uses across every promo.
    index('promo_uses_used_at_idx').on(t.usedAt).where(sql`${t.releasedAt} is null`),
  ],
);
