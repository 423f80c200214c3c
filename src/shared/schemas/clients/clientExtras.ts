import { z } from 'zod';
import { REF_VALUE_IDS } from '../../referenceIds';
import { entityIdSchema, idField, idParam, unixSecondsSchema } from '../fields/resourceFields';
import { promoSchema } from '../pricing/promos';
import { bonusOperationSchema } from './bonus';

// What the client card's extra tabs read and send: the bonus history and operation, notification settings and history,
// insurance losses, service cards, client promotions. Timestamps are unix seconds. Form rules live in bonus.ts,
// notificationSettings.ts and clientPromo.ts.

const CLIENT_MESSAGE = 'Укажите клиента';
const text = z.string().nullable();

/** ?clientId of the client lists. */
export const clientIdQuerySchema = z.object({ clientId: idParam(CLIENT_MESSAGE) });
/** /{id} or /{clientId} of the client's rows. */
export const clientIdParamsSchema = z.object({ id: idParam(CLIENT_MESSAGE) });

// ---- Bonuses -------------------------------------------------------------------------------------------------

/** A bonus history row: one ledger entry, received and spent as positive amounts. */
export const bonusHistoryRowSchema = z.object({
  id: entityIdSchema,
  orderId: z.number().nullable(),
  orderNumber: text,
  invoiceNumber: text,
  createdDate: unixSecondsSchema,
  paymentDate: unixSecondsSchema.nullable(),
  bonusReceived: z.number(),
  bonusSpent: z.number(),
  partnerName: text,
  partnerLegalName: text,
  serviceName: text,
  /** Reference 74: 'Начисление' / 'Списание'; null for an entry without a type. */
  operationTypeRefValueId: z.number().nullable(),
  operationTypeRefValueName: text,
  createdByUserName: text,
  comment: text,
});
export type BonusHistoryRow = z.infer<typeof bonusHistoryRowSchema>;

const BONUS_TYPES: number[] = [REF_VALUE_IDS.bonusCredit, REF_VALUE_IDS.bonusWriteOff];
const form = bonusOperationSchema.shape;
const INT4_MAX = 2_147_483_647;

/** The message for a write-off above the balance (word for word, 'больше. чем'), as the form's rule has it. */
export const WRITE_OFF_TOO_BIG = 'Нельзя списать бонусов больше. чем есть у клиента';
/** An accrual that would not fit the balance column (about two billion). */
export const BALANCE_TOO_BIG = 'Баланс бонусов клиента превысит допустимый предел';

/**
 * POST /v1/clients/bonus_operation. The console sends the amount signed (positive for 345, negated otherwise,
 * toBonusOperationRequest); the type decides the direction, so a positive write-off is read as a write-off too. The
 * amount typed (its absolute value) goes through the form's own rules and messages: required, an integer, above 0,
 * an accrual at most 5000. The balance rule needs the database and is the repository's.
 */
export const bonusOperationRequestSchema = z
  .object({
    clientId: idField(CLIENT_MESSAGE),
    operationTypeRefValueId: form.operationTypeRefValueId.refine(
      (type) => BONUS_TYPES.includes(type),
      'Неизвестный тип операции с бонусами',
    ),
    comment: form.comment,
    bonus: z.preprocess((value) => (typeof value === 'number' ? Math.abs(value) : value), form.bonus),
  })
  .superRefine((body, ctx) => {
    // The form's cross-field rule (at most 5000 per accrual) on the amount typed; field rules were checked above.
    if (!Number.isInteger(body.bonus) || body.bonus <= 0) return;
    for (const issue of bonusOperationSchema.safeParse({ ...body, clientId: undefined }).error?.issues ?? []) {
      if (issue.path[0] === 'bonus') ctx.addIssue({ code: 'custom', path: ['bonus'], message: issue.message });
    }
    if (body.bonus > INT4_MAX) ctx.addIssue({ code: 'custom', path: ['bonus'], message: WRITE_OFF_TOO_BIG });
  });
export type BonusOperationBody = z.infer<typeof bonusOperationRequestSchema>;

/** What a bonus operation answers: the client's new balance and the ledger entry made. */
export const bonusOperationResultSchema = z.object({
  clientId: entityIdSchema,
  bonus: z.number(),
  operationId: entityIdSchema,
});
export type BonusOperationResult = z.infer<typeof bonusOperationResultSchema>;

// ---- Notifications -------------------------------------------------------------------------------------------

/** A client's notification settings, as stored (every flag on for a client never configured). */
export const clientNotificationSettingsSchema = z.object({
  clientId: entityIdSchema,
  canGetOrderStatusPush: z.boolean(),
  canGetPenaltyPush: z.boolean(),
  canGetPenaltyEmail: z.boolean(),
  canGetReceipt: z.boolean(),
  canGetNews: z.boolean(),
  /** When the settings last changed; null while they are the defaults. */
  updatedAt: unixSecondsSchema.nullable(),
});
export type ClientNotificationSettings = z.infer<typeof clientNotificationSettingsSchema>;

export const NOTIFICATION_FLAGS = [
  'canGetOrderStatusPush',
  'canGetPenaltyPush',
  'canGetPenaltyEmail',
  'canGetReceipt',
  'canGetNews',
] as const;
export type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number];

/** The switches as the settings dialog labels them. */
export const NOTIFICATION_FLAG_LABELS: Record<NotificationFlag, string> = {
  canGetOrderStatusPush: 'Push-уведомления о статусе заявки',
  canGetPenaltyPush: 'Push-уведомления о штрафах',
  canGetPenaltyEmail: 'Письма о штрафах',
  canGetReceipt: 'Чеки',
  canGetNews: 'Новости и акции',
};

/** One notification sent to the client, as the client card's notification history lists it. */
export const clientNotificationHistoryItemSchema = z.object({
  id: entityIdSchema,
  sendingAt: unixSecondsSchema,
  pushBody: z.string(),
  orderId: z.number().nullable(),
});
export type ClientNotificationHistoryItem = z.infer<typeof clientNotificationHistoryItemSchema>;

/** GET /v1/notifications/clients/history: clientId, orderId or both. */
export const clientNotificationHistoryQuerySchema = z
  .object({
    clientId: idParam(CLIENT_MESSAGE).optional(),
    orderId: idParam('Некорректный номер заявки').optional(),
  })
  .refine((q) => q.clientId !== undefined || q.orderId !== undefined, {
    message: 'Укажите клиента или заявку',
    path: ['clientId'],
  });

// ---- Carmen CRM ----------------------------------------------------------------------------------------------

/** An insurance loss of the client, from the Carmen CRM. */
export const insuranceLossSchema = z.object({
  id: entityIdSchema,
  carmenLeadId: text,
  maId: text,
  description: text,
  updateDateUtc: unixSecondsSchema.nullable(),
});
export type InsuranceLoss = z.infer<typeof insuranceLossSchema>;

export const serviceCardServiceSchema = z.object({
  name: z.string(),
  limit: z.number().nullable(),
  exist: z.number().nullable(),
});
export type ServiceCardService = z.infer<typeof serviceCardServiceSchema>;

/** A service card: the programme, its vehicle and policy, its services with limit and what is left. */
export const serviceCardSchema = z.object({
  id: entityIdSchema,
  dateFrom: unixSecondsSchema.nullable(),
  dateTo: unixSecondsSchema.nullable(),
  company: text,
  brand: text,
  model: text,
  regNo: text,
  vin: text,
  policyNo: text,
  policyType: text,
  description: text,
  services: z.array(serviceCardServiceSchema),
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;

// ---- Promotions ----------------------------------------------------------------------------------------------

/** A project: promos belong to one. */
export const projectSchema = z.object({
  id: entityIdSchema,
  name: z.string(),
  deletedDate: unixSecondsSchema.nullable(),
});
export type Project = z.infer<typeof projectSchema>;

/** A promo granted to a client, with its use count and the project it came from. */
export const clientPromoSchema = z.object({
  id: entityIdSchema,
  clientId: entityIdSchema,
  promoId: entityIdSchema,
  promo: promoSchema,
  comment: text,
  usedCount: z.number(),
  sourceProjectId: entityIdSchema,
  sourceProjectName: text,
  createdByUserName: text,
  createdDate: unixSecondsSchema,
  deletedDate: unixSecondsSchema.nullable(),
});
export type ClientPromo = z.infer<typeof clientPromoSchema>;

/** GET /v1/client_promos?clientId&showDeleted. */
export const clientPromosQuerySchema = clientIdQuerySchema.extend({
  showDeleted: z.stringbool({ error: 'showDeleted: true или false' }).default(false),
});
