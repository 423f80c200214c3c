import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { partners, refValues, users } from '../db/schema';

// Clients: the person, the bonus ledger, notification settings with the reasons for each change, the
// Carmen CRM's losses and service cards, the pushes a client got, and the promotions granted to a client.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const deletedDate = () => timestamp('deleted_date', { withTimezone: true });

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    lastName: text('last_name'),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    /** Normalised '+79161234567' form: the client's login to the mobile app, one client per phone. */
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    contactPhoneNumber1: text('contact_phone_number1'),
    contactPhoneNumber2: text('contact_phone_number2'),
    address: text('address'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    genderRefValueId: integer('gender_ref_value_id').references(() => refValues.id),
    /** Reference 27: 76 active, 77 blocked. */
    statusRefValueId: integer('status_ref_value_id')
      .notNull()
      .default(76)
      .references(() => refValues.id),
    partnerId: integer('partner_id').references(() => partners.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    suppressMessageToTelegramChat: boolean('suppress_message_to_telegram_chat').notNull().default(false),
    suppressSms: boolean('suppress_sms').notNull().default(false),
    passportSeries: text('passport_series'),
    passportNumber: text('passport_number'),
    passportIssuedDate: text('passport_issued_date'),
    passportIssued: text('passport_issued'),
    passportIssuedCode: text('passport_issued_code'),
    snils: text('snils'),
    drivingLicense: text('driving_license'),
    /** The balance; the ledger (bonus_operations) says how it came about. Never below zero, whatever the race. */
    bonus: integer('bonus').notNull().default(0),
    /** Where the client registered (src/shared/channels.ts). */
    registrationChannel: text('registration_channel').notNull().default('operator'),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  (t) => [
    // One live client per phone; a deleted client's number may go to a new client.
    uniqueIndex('clients_phone_number_key').on(t.phoneNumber).where(sql`${t.deletedDate} is null`),
    index('clients_names_idx').on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`),
    index('clients_created_at_idx').on(t.createdAt),
    // The order lists' quick search (orders/orderFindQuery.ts): any part of the full name or of the phone. The name is
    // trim(concat_ws(' ', last, first, middle)) written with immutable functions, as an index needs.
    index('clients_fio_trgm_idx').using(
      'gin',
      sql`(trim(coalesce(${t.lastName}, '') || coalesce(' ' || ${t.firstName}, '') || coalesce(' ' || ${t.middleName}, ''))) gin_trgm_ops`,
    ),
    index('clients_phone_trgm_idx').using('gin', t.phoneNumber.op('gin_trgm_ops')),
    check('clients_bonus_not_negative', sql`${t.bonus} >= 0`),
  ],
);

/** Every accrual and write-off; orderId and invoice fields are set when an invoice payment caused it. */
export const bonusOperations = pgTable(
  'bonus_operations',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Signed: positive received, negative spent. */
    bonus: integer('bonus').notNull(),
    /** Reference 74: 345 accrual, 346 write-off (manual operations). */
    operationTypeRefValueId: integer('operation_type_ref_value_id').references(() => refValues.id),
    comment: text('comment'),
    orderId: integer('order_id'),
    orderNumber: text('order_number'),
    invoiceNumber: text('invoice_number'),
    paymentDate: timestamp('payment_date', { withTimezone: true }),
    partnerId: integer('partner_id').references(() => partners.id),
    partnerLegalName: text('partner_legal_name'),
    serviceName: text('service_name'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('bonus_operations_client_id_created_at_idx').on(t.clientId, t.createdAt),
    // The bonus reports read a period of operations across every client.
    index('bonus_operations_created_at_idx').on(t.createdAt),
  ],
);

export const clientNotificationSettings = pgTable('client_notification_settings', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  canGetOrderStatusPush: boolean('can_get_order_status_push').notNull().default(true),
  canGetPenaltyPush: boolean('can_get_penalty_push').notNull().default(true),
  canGetPenaltyEmail: boolean('can_get_penalty_email').notNull().default(true),
  canGetReceipt: boolean('can_get_receipt').notNull().default(true),
  canGetNews: boolean('can_get_news').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Why each change of the settings was made, by whom, and what it changed. */
export const clientNotificationSettingsAudit = pgTable(
  'client_notification_settings_audit',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    changedByUserId: integer('changed_by_user_id').references(() => users.id),
    reason: text('reason').notNull(),
    changes: jsonb('changes').$type<Record<string, { from: boolean; to: boolean }>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('client_notification_settings_audit_client_id_idx').on(t.clientId)],
);

/** Pushes sent to a client (the card's 'История уведомлений'). */
export const clientNotificationHistory = pgTable(
  'client_notification_history',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    orderId: integer('order_id'),
    pushBody: text('push_body').notNull(),
    sendingAt: timestamp('sending_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('client_notification_history_client_id_idx').on(t.clientId, t.sendingAt),
    index('client_notification_history_order_id_idx').on(t.orderId),
  ],
);

/** Insurance losses from the Carmen CRM. */
export const clientInsuranceLosses = pgTable(
  'client_insurance_losses',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    carmenLeadId: text('carmen_lead_id'),
    maId: text('ma_id'),
    description: text('description'),
    updateDateUtc: timestamp('update_date_utc', { withTimezone: true }),
  },
  (t) => [index('client_insurance_losses_client_id_idx').on(t.clientId)],
);

export interface ServiceCardService {
  name: string;
  limit: number | null;
  exist: number | null;
}

/** Service cards (assistance programmes sold with a policy) with their services and limits. */
export const clientServiceCards = pgTable(
  'client_service_cards',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    dateFrom: timestamp('date_from', { withTimezone: true }),
    dateTo: timestamp('date_to', { withTimezone: true }),
    company: text('company'),
    brand: text('brand'),
    model: text('model'),
    regNo: text('reg_no'),
    vin: text('vin'),
    policyNo: text('policy_no'),
    policyType: text('policy_type'),
    description: text('description'),
    services: jsonb('services').$type<ServiceCardService[]>().notNull().default([]),
  },
  (t) => [index('client_service_cards_client_id_idx').on(t.clientId)],
);
