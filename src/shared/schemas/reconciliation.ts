import { z } from 'zod';
import { ACT_STATES } from '../lifecycleStates';
import { findRequestSchema } from './fields/paging';
import { idField, idParam, unixSecondsSchema } from './fields/resourceFields';

// Reconciliation acts: the act, its content (invoices) and comment history.

const unix = unixSecondsSchema;
export const ACT_NOT_FOUND = 'Акт сверки не найден';
export const REJECT_COMMENT_MESSAGE = 'Укажите причину отклонения';

export const actIdParamsSchema = z.object({ id: idParam('Некорректный номер акта') });

export const actInvoiceSchema = z.object({
  invoiceId: z.number(),
  invoiceNumber: z.string(),
  orderId: z.number(),
  orderNumber: z.string(),
  clientFio: z.string().nullable(),
  serviceName: z.string().nullable(),
  totalAmount: z.number(),
  paidAmount: z.number(),
  feeAmount: z.number(),
  paidDate: unix.nullable(),
});
export type ActInvoice = z.infer<typeof actInvoiceSchema>;

export const actCommentSchema = z.object({
  id: z.number(),
  action: z.string(),
  actionName: z.string(),
  comment: z.string().nullable(),
  userFio: z.string().nullable(),
  createdDate: unix,
});
export type ActComment = z.infer<typeof actCommentSchema>;

export const reconciliationActSchema = z.object({
  id: z.number(),
  createdDate: unix,
  updatedDate: unix,
  partnerId: z.number(),
  partnerName: z.string(),
  state: z.enum(ACT_STATES),
  stateName: z.string(),
  comment: z.string().nullable(),
  invoiceIds: z.array(z.number()),
  totalAmount: z.number(),
  feeAmount: z.number(),
  /** What the partner receives: total less the platform's fee. */
  payoutAmount: z.number(),
  content: z.array(actInvoiceSchema),
  comments: z.array(actCommentSchema),
  createdByUserFio: z.string().nullable(),
  /** The actions the chart allows now (machines/reconciliation/reconciliationActMachine). */
  allowedActions: z.array(z.string()),
});
export type ReconciliationAct = z.infer<typeof reconciliationActSchema>;

const invoiceIds = z
  .array(idField('Некорректный номер счёта'))
  .min(1, 'Выберите хотя бы один счёт')
  .max(500, 'Не более 500 счетов');

/** POST /reconciliation_acts: an act from a partner's invoices (paid or closed, in no other act). */
export const actCreateSchema = z.object({
  invoiceIds,
  comment: z.string().trim().max(1000, 'Не более 1000 символов').optional(),
});
/** PUT (add) and DELETE (remove) /reconciliation_acts/{id} {invoiceIds} */
export const actInvoicesSchema = z.object({ invoiceIds });
export const actRejectSchema = z.object({
  comment: z
    .string({ error: REJECT_COMMENT_MESSAGE })
    .trim()
    .min(1, REJECT_COMMENT_MESSAGE)
    .max(1000, 'Не более 1000 символов'),
});
export const actRecalculationSchema = z.object({
  comment: z.string().trim().max(1000, 'Не более 1000 символов').optional(),
});

/** POST /reconciliation_acts/find: paging plus partner, state and dates. */
export const actFindSchema = findRequestSchema.extend({
  partnerId: z.number().int().positive().optional(),
  state: z.enum(ACT_STATES).optional(),
  dateFrom: unix.optional(),
  dateTo: unix.optional(),
  /** Quick search ('Быстрый поиск'): the act's number or the partner's name. */
  search: z.string().trim().max(100, 'Не более 100 символов').optional(),
});
export const actFindResultSchema = z.object({
  items: z.array(reconciliationActSchema.omit({ content: true, comments: true })),
  total: z.number(),
});

/** GET /reconciliation_acts/first_unpaid?userId */
export const firstUnpaidQuerySchema = z.object({ userId: idParam('Некорректный пользователь') });

/** GET /reconciliation_acts/first_unpaid: the oldest act of the user's partner still to settle, or null. */
export const firstUnpaidResultSchema = reconciliationActSchema.nullable();

/** GET /reconciliation_acts/available_invoices?partnerId: without it, every partner the caller may see. */
export const availableInvoicesQuerySchema = z.object({ partnerId: idParam('Некорректный партнёр').optional() });

/** A paid or closed invoice in no act: what the create and add-invoices dialogs offer. */
export const availableInvoiceSchema = z.object({
  invoiceId: z.number(),
  invoiceNumber: z.string(),
  orderId: z.number(),
  orderNumber: z.string(),
  partnerId: z.number(),
  partnerName: z.string(),
  clientFio: z.string().nullable(),
  serviceName: z.string().nullable(),
  totalAmount: z.number(),
  feeAmount: z.number(),
  paidDate: unix.nullable(),
});
export type AvailableInvoice = z.infer<typeof availableInvoiceSchema>;
