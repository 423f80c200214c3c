import { z } from 'zod';
import { russianPhone } from '../fields/phone';
import { entityIdSchema, idField, idParam, unixSecondsSchema } from '../fields/resourceFields';
import { smsCodeSchema } from './orderForms';

// Order documents: the templates an order's documents are printed from, the generated PDFs, the link the client signs
// them by with an SMS code, and the signed documents. Timestamps are unix seconds.

/** Every placeholder a template body may hold, with what it stands for (GET /partner_doc_templates/placeholders). */
export const DOC_PLACEHOLDERS = [
  ['order.number', 'Номер заявки'],
  ['order.date', 'Дата и время создания заявки'],
  ['order.plannedDate', 'Плановая дата выполнения'],
  ['order.service', 'Услуга'],
  ['order.status', 'Статус заявки'],
  ['order.cost', 'Стоимость'],
  ['order.address', 'Адрес'],
  ['order.description', 'Описание заявки'],
  ['client.fio', 'ФИО клиента'],
  ['client.phone', 'Телефон клиента'],
  ['vehicle.make', 'Марка автомобиля'],
  ['vehicle.model', 'Модель автомобиля'],
  ['vehicle.plate', 'Госномер автомобиля'],
  ['vehicle.vin', 'VIN автомобиля'],
  ['partner.name', 'Партнёр'],
  ['office.name', 'Офис'],
  ['today', 'Сегодняшняя дата'],
  ['tires.front', 'Шины передней оси (шиномонтаж и хранение шин)'],
  ['tires.rear', 'Шины задней оси (шиномонтаж и хранение шин)'],
  ['tires.count', 'Количество шин'],
  ['tires.diameter', 'Диаметр колёс'],
  ['tires.storedObject', 'Объект хранения'],
  ['tires.storagePlace', 'Место хранения'],
] as const;
export type DocPlaceholderKey = (typeof DOC_PLACEHOLDERS)[number][0];

export const docPlaceholderSchema = z.object({ placeholder: z.string(), description: z.string() });
export type DocPlaceholder = z.infer<typeof docPlaceholderSchema>;

/** A template as the print section lists it (the body stays on the server). */
export const docTemplateSchema = z.object({
  id: entityIdSchema,
  partnerId: z.number().nullable(),
  serviceId: z.number().nullable(),
  name: z.string(),
  wheelsWidthDiffer: z.boolean(),
  createdDate: unixSecondsSchema,
  deletedDate: unixSecondsSchema.nullable(),
});
export type DocTemplate = z.infer<typeof docTemplateSchema>;

export const docTemplatesQuerySchema = z.object({ orderId: idParam('Некорректный номер заявки') });

export const CHOOSE_DOCUMENTS = 'Выберите документы';

/** POST /v2/orders/{id}/docs: one PDF per template. */
export const generateDocsSchema = z.object({
  templateIds: z.array(idField('Некорректный шаблон документа'), { error: CHOOSE_DOCUMENTS }).min(1, CHOOSE_DOCUMENTS),
});
export type GenerateDocsInput = z.input<typeof generateDocsSchema>;

/** A generated document of the order; signedDate is set once its signing link was confirmed. */
export const orderDocumentSchema = z.object({
  id: entityIdSchema,
  orderId: entityIdSchema,
  templateId: z.number().nullable(),
  title: z.string(),
  createdDate: unixSecondsSchema,
  signedDate: unixSecondsSchema.nullable(),
});
export type OrderDocument = z.infer<typeof orderDocumentSchema>;

export const docIdParamsSchema = z.object({ docId: idParam('Некорректный документ') });

/** POST /v2/orders/{id}/docs/generate_and_send_links: the documents and the client's phone the code goes to. */
export const sendSignLinksSchema = z.object({
  documentIds: z.array(idField('Некорректный документ'), { error: CHOOSE_DOCUMENTS }).min(1, CHOOSE_DOCUMENTS),
  phone: russianPhone(),
});
export type SendSignLinksInput = z.input<typeof sendSignLinksSchema>;

export const signLinkSchema = z.object({ linkId: entityIdSchema, url: z.string(), expiresAt: unixSecondsSchema });
export type SignLink = z.infer<typeof signLinkSchema>;

/** Wrong codes a link takes; the next attempt is refused and the link must be sent again. */
export const SIGN_MAX_ATTEMPTS = 5;
/** How long a signing link (and its code) is valid. */
export const SIGN_LINK_TTL_HOURS = 24;
export const WRONG_SMS_CODE = 'Неверный код';
export const SIGN_ATTEMPTS_EXCEEDED = 'Превышено число попыток, отправьте ссылку заново';
export const SIGN_LINK_EXPIRED = 'Срок действия ссылки истёк, отправьте ссылку заново';
export const SIGN_LINK_ALREADY_SIGNED = 'Документы по этой ссылке уже подписаны';
/** '… Осталось попыток: 3' under the code field; details.attemptsLeft carries the number. */
export const wrongCodeDetail = (attemptsLeft: number) => `${WRONG_SMS_CODE}. Осталось попыток: ${attemptsLeft}`;

/** POST /v2/orders/{id}/docs/sms_code/verify: the code the client received (smsCodeSchema's rules) and the link. */
export const verifySmsCodeSchema = smsCodeSchema.extend({ linkId: idField('Некорректная ссылка на подписание') });
export type VerifySmsCodeInput = z.input<typeof verifySmsCodeSchema>;

/** A signed document and where to get its file (GET /orders/{id}/signed_doc_urls). */
export const signedDocSchema = z.object({
  documentId: entityIdSchema,
  title: z.string(),
  signedAt: unixSecondsSchema,
  url: z.string(),
});
export type SignedDoc = z.infer<typeof signedDocSchema>;

/** The API path of a document's PDF. */
export const orderDocFileUrl = (docId: number) => `/v1/orders/docs/${docId}/file`;
