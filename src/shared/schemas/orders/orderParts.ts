import { z } from 'zod';
import { DIVISION_RECIPIENT_TYPES, USER_RECIPIENT_TYPES } from '../../referenceIds';
import { optionalField, optionalText, requiredText } from '../fields/formFields';
import { idField, idParam, showDeletedQuerySchema, unixSecondsSchema } from '../fields/resourceFields';
import { commentFormSchema, contactFormSchema } from './orderForms';

// The order card's parts (comments, checklist, executors, insurance-document statuses, communications, damaged
// items) as the calls answer them, and the bodies they take. Timestamps are unix seconds; a removed row keeps
// deletedDate.

const unix = unixSecondsSchema;
const orderIdField = idField('Укажите заявку');
const orderIdQuery = idParam('Некорректный номер заявки');

export const partIdParamsSchema = z.object({ id: idParam('Некорректный идентификатор') });
export const orderIdParamsSchema = z.object({ orderId: orderIdQuery });
/** ?orderId, and showDeleted for the lists that soft-delete. */
export const orderPartsQuerySchema = showDeletedQuerySchema.extend({ orderId: orderIdQuery });

// --- Comments -------------------------------------------------------------------------------------------------

export const orderCommentSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  recipientTypeRefValueId: z.number(),
  recipientTypeRefValueName: z.string().nullable(),
  divisionId: z.number().nullable(),
  divisionName: z.string().nullable(),
  recipientUserId: z.number().nullable(),
  recipientUserFio: z.string().nullable(),
  comment: z.string(),
  /** The author. */
  userId: z.number().nullable(),
  userFio: z.string().nullable(),
  createdDate: unix,
  deletedDate: unix.nullable(),
});
export type OrderComment = z.infer<typeof orderCommentSchema>;

/** The comment form's rules with the recipient types of reference 909 (9092/9093 a division, 9094 a user). */
export const orderCommentFormSchema = commentFormSchema({
  divisionRecipientTypeIds: DIVISION_RECIPIENT_TYPES,
  userRecipientTypeIds: USER_RECIPIENT_TYPES,
});
/** POST /order_comments: the form's rules, and the order it is about. */
export const orderCommentCreateSchema = orderCommentFormSchema.safeExtend({ orderId: orderIdField });
export type OrderCommentCreateInput = z.input<typeof orderCommentCreateSchema>;
export type OrderCommentCreate = z.output<typeof orderCommentCreateSchema>;

export const divisionSchema = z.object({ id: z.number(), name: z.string() });
export type Division = z.infer<typeof divisionSchema>;

// --- Checklist ------------------------------------------------------------------------------------------------

/** One line per live value of reference 910: id and checked are null until the line is first set. */
export const orderChecklistItemSchema = z.object({
  id: z.number().nullable(),
  orderId: z.number(),
  contentRefValueId: z.number(),
  contentRefValueName: z.string(),
  checked: z.boolean().nullable(),
});
export type OrderChecklistItem = z.infer<typeof orderChecklistItemSchema>;

const checkedField = z.boolean({ error: 'Укажите отметку: да или нет' });
export const checklistCreateSchema = z.object({
  orderId: orderIdField,
  contentRefValueId: idField('Укажите пункт чек-листа'),
  checked: checkedField,
});
export type ChecklistCreateInput = z.infer<typeof checklistCreateSchema>;
export const checklistUpdateSchema = z.object({ checked: checkedField });

// --- Executors ------------------------------------------------------------------------------------------------

/** A user of the office (a candidate) or one assigned: available while assigned and not removed. */
export const orderExecutorSchema = z.object({
  /** The executor row, null for a candidate never assigned. */
  id: z.number().nullable(),
  userId: z.number(),
  userFio: z.string(),
  available: z.boolean(),
});
export type OrderExecutor = z.infer<typeof orderExecutorSchema>;

export const orderExecutorsQuerySchema = z.object({
  orderId: orderIdQuery,
  /** The office whose users are the candidates; the order's office without it. */
  officeId: optionalField(idParam('Некорректный офис')),
});
export const orderExecutorBodySchema = z.object({ userId: idField('Укажите пользователя'), orderId: orderIdField });
export type OrderExecutorBody = z.infer<typeof orderExecutorBodySchema>;

// --- Insurance document statuses ----------------------------------------------------------------------------

export const orderDocStatusSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  docTypeRefValueId: z.number(),
  docTypeRefValueName: z.string(),
  docStatusRefValueId: z.number(),
  docStatusRefValueName: z.string(),
  setByUserFio: z.string().nullable(),
  updatedDate: unix,
});
export type OrderDocStatus = z.infer<typeof orderDocStatusSchema>;

/** PUT /order_doc_type_statuses: the status (reference 911) of one document type (reference 905) of the order. */
export const orderDocStatusBodySchema = z.object({
  orderId: orderIdField,
  docTypeRefValueId: idField('Укажите тип документа'),
  docStatusRefValueId: idField('Укажите статус документа'),
});
export type OrderDocStatusBody = z.infer<typeof orderDocStatusBodySchema>;

// --- Communications -------------------------------------------------------------------------------------------

export const orderCommunicationSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  typeRefValueId: z.number(),
  typeRefValueName: z.string().nullable(),
  note: z.string(),
  nextContactDate: unix.nullable(),
  nextNote: z.string().nullable(),
  userFio: z.string().nullable(),
  createdDate: unix,
  deletedDate: unix.nullable(),
  /** The newest live contact of the order: its next date is the one that counts. */
  isLast: z.boolean(),
});
export type OrderCommunication = z.infer<typeof orderCommunicationSchema>;

/** POST /order_communications: the contact form's rules; nextContactDate 'DD.MM.YYYY HH:mm' in the order's zone. */
export const orderCommunicationCreateSchema = contactFormSchema.safeExtend({ orderId: orderIdField });
export type OrderCommunicationCreateInput = z.input<typeof orderCommunicationCreateSchema>;
export type OrderCommunicationCreate = z.output<typeof orderCommunicationCreateSchema>;

/** One line of /contacts/expired: orders of an office whose last contact of a type is overdue. */
export const expiredCommunicationGroupSchema = z.object({
  /** Null for orders without an office (the screens address them as office 0). */
  officeId: z.number().nullable(),
  officeName: z.string(),
  typeRefValueId: z.number(),
  typeRefValueName: z.string(),
  count: z.number(),
});
export type ExpiredCommunicationGroup = z.infer<typeof expiredCommunicationGroupSchema>;

/** Office 0 stands for 'no office'. */
export const NO_OFFICE_ID = 0;
export const expiredByTypeQuerySchema = z.object({
  typeRefValueId: idParam('Укажите тип контакта'),
  officeId: z.coerce
    .number({ error: 'Некорректный офис' })
    .int('Некорректный офис')
    .min(NO_OFFICE_ID, 'Некорректный офис')
    .max(2_147_483_647, 'Некорректный офис'),
});

export const expiredCommunicationSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  orderNumber: z.string(),
  /** The order's zone: the next date reads in it. */
  timezone: z.string(),
  clientFio: z.string().nullable(),
  clientPhone: z.string().nullable(),
  typeRefValueName: z.string(),
  nextContactDate: unix,
  nextNote: z.string().nullable(),
  userFio: z.string().nullable(),
});
export type ExpiredCommunication = z.infer<typeof expiredCommunicationSchema>;

// --- Damaged items --------------------------------------------------------------------------------------------

export const damagedItemSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  amount: z.number().nullable(),
  createdDate: unix,
  deletedDate: unix.nullable(),
});
export type DamagedItem = z.infer<typeof damagedItemSchema>;

/** POST /damaged_items/orders/{orderId} and PUT /damaged_items/{id}; the amount in roubles, not below 0. */
export const damagedItemBodySchema = z.object({
  name: requiredText('Укажите наименование').max(255, 'Не более 255 символов'),
  description: optionalText,
  amount: optionalField(
    z.number({ error: 'Укажите сумму числом' }).min(0, 'Только больше нуля').max(1e9, 'Слишком большая сумма'),
  ),
});
export type DamagedItemBodyInput = z.input<typeof damagedItemBodySchema>;
export type DamagedItemBody = z.output<typeof damagedItemBodySchema>;
