import { z } from 'zod';
import { findRequestSchema } from './fields/paging';

/** What the administration journal names in Russian; an entity or action not listed shows as stored. */
export const AUDIT_ENTITY_NAMES: Record<string, string> = {
  role: 'Роль',
  permission: 'Право',
  operation: 'Операция',
  service: 'Услуга',
  user: 'Пользователь',
  user_role: 'Роль пользователя',
  office_user: 'Офис пользователя',
  service_role: 'Услуга роли',
  service_partner: 'Услуга партнёра',
  service_region: 'Регион услуги',
  partner: 'Партнёр',
  partner_contact: 'Контакт партнёра',
  partner_legal: 'Юридическое лицо',
  office: 'Офис',
  office_service: 'Услуга офиса',
  office_domains: 'Домены офиса',
  office_ref_values: 'Справочные значения офиса',
  office_corporate_partner: 'Корпоративный исполнитель',
  partner_client: 'Клиент партнёра',
  partner_region: 'Регион партнёра',
  partner_insurance_company: 'Страховая партнёра',
  partner_legal_service: 'Договор и комиссия',
  partner_doc_template: 'Шаблон документа',
  division: 'Подразделение',
  price_list: 'Прайс-лист',
  price_list_region: 'Регион прайс-листа',
  price_list_item: 'Позиция прайс-листа',
  position: 'Позиция номенклатуры',
  promo: 'Промокод',
  ref: 'Справочник',
  ref_value: 'Значение справочника',
  order_status_binding: 'Статус заявки услуги',
  service_card_type: 'Тип карты',
  card_type_position: 'Позиция типа карты',
  seo_page: 'SEO-страница',
  seo_page_faq: 'Вопрос SEO-страницы',
  seo_blog: 'Запись блога',
  review: 'Отзыв',
  banner: 'Баннер',
  tire_brand: 'Бренд шин',
  tire_model: 'Модель шин',
  vehicle_catalog_change: 'Изменение каталога автомобилей',
  qr_code_batch: 'Партия QR-кодов',
  common_settings: 'Общие настройки',
  cron_task: 'Фоновая задача',
  travel_promo_code: 'Промокод ВЗР',
  travel_promo_code_commission: 'Комиссия по промокоду ВЗР',
};

export const AUDIT_ACTION_NAMES: Record<string, string> = {
  create: 'Создание',
  update: 'Изменение',
  delete: 'Удаление',
  restore: 'Восстановление',
  grant: 'Выдача',
  revoke: 'Отзыв',
  invite: 'Приглашение',
  reinvite: 'Повторное приглашение',
  block: 'Блокировка',
  unblock: 'Разблокировка',
  bind: 'Привязка',
  unbind: 'Отвязка',
  avatar: 'Смена фото',
  issue_partner_token: 'Выпуск токена партнёра',
  clear_failed_logins: 'Сброс неудачных входов',
  primary: 'Выбор основного',
  reindex: 'Переиндексация',
  apply: 'Применение',
  reject: 'Отклонение',
};

const optionalId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).optional();
const optionalUnix = z.coerce.number({ error: 'Некорректная дата' }).int('Некорректная дата').min(0).optional();

export const auditFindSchema = findRequestSchema.extend({
  /** Any part of who made the change: a name or an e-mail. */
  search: z.string().trim().max(100, 'Не более 100 символов').optional(),
  entity: z.string().trim().min(1).max(50).optional(),
  entityId: optionalId('Некорректный идентификатор записи'),
  actorUserId: optionalId('Некорректный пользователь'),
  dateFrom: optionalUnix,
  dateTo: optionalUnix,
});
export type AuditFind = z.infer<typeof auditFindSchema>;

export const auditChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

export const auditEntrySchema = z.object({
  id: z.number(),
  /** Unix seconds. */
  at: z.number(),
  actorUserId: z.number().nullable(),
  actorFio: z.string().nullable(),
  entity: z.string(),
  entityId: z.number().nullable(),
  action: z.string(),
  partnerId: z.number().nullable(),
  /** The fields that differ between before and after (every field of a created or deleted record). */
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), total: z.number() });
