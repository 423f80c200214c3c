import { z } from 'zod';
import { INVOICE_STATES } from '../lifecycleStates';
import { optionalText } from './fields/formFields';
import { idField, idParam, showDeletedQuerySchema, unixSecondsSchema } from './fields/resourceFields';

// Invoices: the invoice as the calls answer it and the bodies they take. Amounts are computed on the server
// (src/shared/invoiceMoney.ts); the body carries only what a person chooses.

const unix = unixSecondsSchema;
const money = z.number();

export const INVOICE_NOT_FOUND = 'Счёт не найден';
export const INVOICE_CHANGED_TITLE = 'Счёт был изменён.';
export const INVOICE_CHANGED_TEXT = 'Данные по счёту обновлены.';
export const SMS_CODE_MESSAGE = 'Код из SMS — только цифры, не более 6';
export const BONUS_LIMIT_MESSAGE = (max: number) => `Можно списать не более ${max} бонусов`;

export const invoiceIdParamsSchema = z.object({ id: idParam('Некорректный номер счёта') });
export const invoiceListQuerySchema = showDeletedQuerySchema.extend({ orderId: idParam('Некорректный номер заявки') });

export const invoicePositionSchema = z.object({
  id: z.number(),
  priceListItemId: z.number().nullable(),
  name: z.string(),
  unit: z.string(),
  quantity: z.number().int(),
  currentPrice: money,
  discount: money,
  amount: money,
  discountedAmount: money,
});
export type InvoicePosition = z.infer<typeof invoicePositionSchema>;

export const PAYMENT_METHODS = ['cash', 'terminal', 'account'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  cash: 'Наличные',
  terminal: 'Терминал',
  account: 'Расчётный счёт',
};

export const invoicePaymentSchema = z.object({
  id: z.number(),
  /** 'Приход' | 'Расход' */
  operationName: z.string(),
  operation: z.enum(['income', 'expense']),
  target: z.enum(['client', 'partner']),
  method: z.enum(PAYMENT_METHODS),
  amount: money,
  bonusSpent: z.number().int(),
  bonusReceived: z.number().int(),
  createdDate: unix,
  createdByUserFio: z.string().nullable(),
  affirmedDate: unix.nullable(),
  retractedDate: unix.nullable(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

export const invoiceSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  orderNumber: z.string(),
  number: z.string(),
  state: z.enum(INVOICE_STATES),
  stateName: z.string(),
  serviceId: z.number(),
  clientId: z.number(),
  partnerId: z.number().nullable(),
  partnerName: z.string().nullable(),
  partnerLegalId: z.number().nullable(),
  partnerLegalName: z.string().nullable(),
  priceListId: z.number().nullable(),
  invoiceAmount: money,
  invoiceDiscount: money,
  percentageDiscount: money,
  /** The client's promo on the invoice, and the money it took off (part of invoiceDiscount). */
  promoId: z.number().nullable(),
  clientPromoId: z.number().nullable(),
  promoName: z.string().nullable(),
  promoDiscount: money,
  nds: money.nullable(),
  ndsAmount: money,
  totalAmount: money,
  feeRate: money.nullable(),
  /** What is paid now (payments not retracted), in money and bonuses. */
  paidAmount: money,
  bonusSpent: z.number().int(),
  bonusReceived: z.number().int(),
  /** The most bonuses the client may spend on this invoice now (service percent, client's balance). */
  maxBonusToSpend: z.number().int(),
  bonusToSpend: z.number().int().nullable(),
  paymentLink: z.string().nullable(),
  comment: z.string().nullable(),
  invoicePositions: z.array(invoicePositionSchema),
  payments: z.array(invoicePaymentSchema),
  /** The actions the lifecycle allows now (machines/invoices/invoiceMachine): the console enables exactly these. */
  allowedActions: z.array(z.string()),
  createdDate: unix,
  createdByUserFio: z.string().nullable(),
  updatedDate: unix,
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET /order_invoices/{id}/history: every action taken on the invoice, oldest first. */
export const invoiceHistoryEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  actionName: z.string(),
  fromStateName: z.string().nullable(),
  toStateName: z.string(),
  /** What the action made of the invoice; a line that kept its price says both prices. */
  comment: z.string().nullable(),
  userFio: z.string().nullable(),
  createdDate: unix,
});
export type InvoiceHistoryEntry = z.infer<typeof invoiceHistoryEntrySchema>;

const quantityField = z
  .number({ error: 'Укажите количество' })
  .int('Количество — целое число')
  .min(1, 'Количество не меньше 1')
  .max(10_000, 'Количество не больше 10000');
const discountField = z
  .number({ error: 'Скидка — число' })
  .min(0, 'Скидка не может быть отрицательной')
  .max(100_000_000, 'Слишком большая скидка');

/** A basket line: the price-list item and how many; the price comes from the price list, the discount is money. */
export const invoicePositionInputSchema = z.object({
  priceListItemId: idField('Выберите позицию прайс-листа'),
  quantity: quantityField,
  discount: discountField.default(0),
});
export type InvoicePositionInput = z.infer<typeof invoicePositionInputSchema>;

const percentField = z
  .number({ error: 'Процент — число' })
  .min(0, 'Процент от 0 до 100')
  .max(100, 'Процент от 0 до 100');

/** POST /order_invoices/{orderId}: a new draft for the order (also the edit body, PUT /order_invoices/{id}). */
export const invoiceEditSchema = z.object({
  priceListId: idField('Выберите прайс-лист'),
  partnerLegalId: idField('Выберите юридическое лицо').nullable().optional(),
  percentageDiscount: percentField.default(0),
  comment: optionalText,
  invoicePositions: z.array(invoicePositionInputSchema).max(200, 'Не более 200 позиций'),
  /** The client's promo to apply (counted as one use); null takes the invoice's off; absent keeps it. */
  clientPromoId: idField('Выберите промоакцию клиента').nullable().optional(),
});
export type InvoiceEdit = z.infer<typeof invoiceEditSchema>;

/** PUT /order_invoices/{id}/crucial: what may change after payment (not the money). */
export const invoiceCrucialSchema = z.object({
  partnerLegalId: idField('Выберите юридическое лицо').nullable(),
  comment: z
    .string({ error: 'Укажите причину изменения' })
    .trim()
    .min(1, 'Укажите причину изменения')
    .max(1000, 'Не более 1000 символов'),
});

export const feeRateSchema = z.object({ feeRate: percentField.nullable() });

const smsCode = z.string({ error: SMS_CODE_MESSAGE }).regex(/^\d{1,6}$/, SMS_CODE_MESSAGE);
const bonusField = z.coerce
  .number({ error: 'Бонусы — целое число' })
  .int('Бонусы — целое число')
  .min(0, 'Бонусы не могут быть отрицательными');

/** POST /order_invoices/{id}/send?push=true|false */
export const invoiceSendQuerySchema = z.object({
  push: z.stringbool({ error: 'push: true или false' }).default(false),
});
/** POST /order_invoices/{id}/send/sms?bonusToSpend */
export const invoiceSmsQuerySchema = z.object({ bonusToSpend: bonusField.default(0) });
/** POST /order_invoices/{id}/payments/card?phone */
export const invoiceCardQuerySchema = z.object({
  phone: z
    .string()
    .regex(/^\+?7\d{10}$/, 'Телефон в формате +7XXXXXXXXXX')
    .optional(),
});
/**
 * POST /order_invoices/{id}/pay/in_cash {viaTerminal, bonusToSpend, smsCode}: the code is asked for when bonuses are
 * spent.
 */
export const payInCashSchema = z.object({
  viaTerminal: z.boolean().default(false),
  bonusToSpend: bonusField.default(0),
  smsCode: smsCode.optional(),
});
export const invoiceCommentSchema = z.object({ comment: optionalText });

/** The answer of a payment-link call. */
export const paymentLinkSchema = z.object({ paymentLink: z.string(), invoice: invoiceSchema });

export const invoiceDocumentSchema = z.object({
  id: z.number(),
  orderInvoiceId: z.number(),
  fileName: z.string().nullable(),
  fileUrl: z.string().nullable(),
  externalUrl: z.string().nullable(),
  comment: z.string().nullable(),
  createdDate: unix,
  createdByUserFio: z.string().nullable(),
  deletedDate: unix.nullable(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;
export const invoiceDocumentsQuerySchema = showDeletedQuerySchema.extend({
  orderInvoiceId: idParam('Некорректный номер счёта'),
});
export const invoiceDocumentUpdateSchema = z.object({
  comment: optionalText,
  externalUrl: z.url({ error: 'Укажите ссылку вида https://…' }).optional().nullable(),
});

export const partnerLegalSchema = z.object({
  id: z.number(),
  partnerId: z.number(),
  name: z.string(),
  inn: z.string().nullable(),
  nds: z.number().nullable(),
});
export type PartnerLegal = z.infer<typeof partnerLegalSchema>;
/** GET /order_invoices/partner_legal?serviceId&userId */
export const partnerLegalQuerySchema = z.object({
  serviceId: idParam('Некорректная услуга').optional(),
  userId: idParam('Некорректный пользователь').optional(),
});
export const partnerLegalUserSchema = z.object({
  id: z.number(),
  partnerLegalId: z.number(),
  partnerLegalName: z.string(),
  userId: z.number(),
  userFio: z.string().nullable(),
});
export const partnerLegalUserBodySchema = z.object({
  partnerLegalId: idField('Выберите юридическое лицо'),
  userId: idField('Выберите пользователя'),
});

/** A price-list item as the invoice basket offers it (GET /price_lists/items). */
export const priceListItemSchema = z.object({
  id: z.number(),
  priceListId: z.number(),
  positionId: z.number(),
  name: z.string(),
  unit: z.string(),
  amount: money,
  deletedDate: unix.nullable(),
});
export type PriceListItem = z.infer<typeof priceListItemSchema>;
export const priceListSchema = z.object({
  id: z.number(),
  name: z.string(),
  partnerId: z.number(),
  partnerName: z.string().nullable(),
  serviceId: z.number(),
  partnerOfficeId: z.number().nullable(),
  deletedDate: unix.nullable(),
});
export type PriceList = z.infer<typeof priceListSchema>;

/** POST /order_invoices/{orderId} and /{orderId}/automated: the path names the order. */
export const invoiceOrderParamsSchema = z.object({ id: idParam('Некорректный номер заявки') });
/** PUT /order_invoices/{id}/positions: only the basket. */
export const invoicePositionsBodySchema = invoiceEditSchema.pick({ invoicePositions: true });
/** GET /price_lists/for_invoices?showDeleted&partnerId&serviceId */
export const priceListsForInvoicesQuerySchema = showDeletedQuerySchema.extend({
  partnerId: idParam('Некорректный партнёр'),
  serviceId: idParam('Некорректная услуга'),
});
/** GET /price_lists/stationary/for_invoices?showDeleted&partnerOfficeId&serviceId */
export const stationaryPriceListsQuerySchema = showDeletedQuerySchema.extend({
  partnerOfficeId: idParam('Некорректный офис'),
  serviceId: idParam('Некорректная услуга'),
});
/** GET /price_lists/items?priceListId&showDeleted */
export const priceListItemsQuerySchema = showDeletedQuerySchema.extend({
  priceListId: idParam('Некорректный прайс-лист'),
});
