import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The database of the console's first issue: people, partners, permissions, codes, mail and push history.
// Every column a list filters or sorts on has an index; timestamps are timestamptz, sent as unix seconds.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const deletedDate = () => timestamp('deleted_date', { withTimezone: true });

export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    isCorporateClient: boolean('is_corporate_client').notNull().default(false),
    // The partner card's main data (partners/partnersRoutes.ts).
    inn: text('inn'),
    kpp: text('kpp'),
    phone: text('phone'),
    email: text('email'),
    site: text('site'),
    address: text('address'),
    comment: text('comment'),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  // The partners list searches any part of the name or an exact INN (POST /partners/find).
  // The order lists sort by the partner's name (ordersRepository.ts orderSort).
  (t) => [
    index('partners_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('partners_inn_idx').on(t.inn),
    index('partners_name_idx').on(t.name, t.id),
  ],
);

export const offices = pgTable(
  'offices',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    timezone: text('timezone').notNull().default('Europe/Moscow'),
    // The office tab of the partner card (partners/officesRoutes.ts).
    address: text('address'),
    phone: text('phone'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  // The order lists sort by the office's name (ordersRepository.ts orderSort).
  (t) => [index('offices_partner_id_idx').on(t.partnerId), index('offices_name_idx').on(t.name, t.id)],
);

export const USER_STATUSES = ['active', 'invited', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
/** statusRefValueName of a registered user, as the dashboard shows it. */
export const USER_STATUS_NAMES: Record<UserStatus, string> = {
  active: 'Активен',
  invited: 'Приглашён',
  blocked: 'Заблокирован',
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Stored lowercased (the CHECK keeps it so) to make the unique index case-insensitive without citext.
    email: text('email').notNull(),
    /** Null while the user is invited and has not chosen a password. */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    middleName: text('middle_name'),
    phone: text('phone'),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'set null' }),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    /** Bumped to kill every token issued before (password reset, block). */
    tokenVersion: integer('token_version').notNull().default(0),
    avatarUrl: text('avatar_url'),
    createdAt: createdAt(),
    /** What the free-text search of users/find matches, behind a trigram index. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(last_name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(middle_name, '') || ' ' || email || ' ' || coalesce(phone, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('users_status_check', sql`${t.status} in ('active', 'invited', 'blocked')`),
    index('users_created_at_idx').on(t.createdAt),
    index('users_last_name_idx').on(t.lastName),
    index('users_partner_id_idx').on(t.partnerId),
    index('users_office_id_idx').on(t.officeId),
    index('users_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export const projects = pgTable('projects', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  deletedDate: deletedDate(),
});

export const operations = pgTable(
  'operations',
  {
    id: serial('id').primaryKey(),
    operationKey: text('operation_key').notNull(),
    name: text('name').notNull(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('operations_operation_key_key').on(t.operationKey),
    index('operations_project_id_idx').on(t.projectId),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    /** The role inherits its parent's permissions (roles/permissionsRepository.ts walks the chain, cycle-safe). */
    parentRoleId: integer('parent_role_id').references((): AnyPgColumn => roles.id, { onDelete: 'set null' }),
    /** A template's permissions are copied into a new role made from it (POST /roles with templateRoleId). */
    isTemplate: boolean('is_template').notNull().default(false),
    deletedDate: deletedDate(),
  },
  (t) => [index('roles_partner_id_idx').on(t.partnerId), index('roles_parent_role_id_idx').on(t.parentRoleId)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('user_roles_user_id_role_id_key').on(t.userId, t.roleId),
    index('user_roles_role_id_idx').on(t.roleId),
  ],
);

export const permissions = pgTable(
  'permissions',
  {
    id: serial('id').primaryKey(),
    operationId: integer('operation_id')
      .notNull()
      .references(() => operations.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
    available: boolean('available').notNull().default(false),
    permissionInsert: boolean('permission_insert').notNull().default(false),
    permissionUpdate: boolean('permission_update').notNull().default(false),
    permissionDelete: boolean('permission_delete').notNull().default(false),
  },
  (t) => [
    // A permission belongs to exactly one holder: a role, a user or a partner.
    check('permissions_one_holder', sql`num_nonnulls(${t.roleId}, ${t.userId}, ${t.partnerId}) = 1`),
    // NULLs are distinct, so each index only constrains the rows of its own holder kind.
    uniqueIndex('permissions_role_id_operation_id_key').on(t.roleId, t.operationId),
    uniqueIndex('permissions_user_id_operation_id_key').on(t.userId, t.operationId),
    uniqueIndex('permissions_partner_id_operation_id_key').on(t.partnerId, t.operationId),
    index('permissions_operation_id_idx').on(t.operationId),
  ],
);

export const AUTH_CODE_KINDS = ['invite', 'restore'] as const;
export type AuthCodeKind = (typeof AUTH_CODE_KINDS)[number];

export const authCodes = pgTable(
  'auth_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: AUTH_CODE_KINDS }).notNull(),
    /** sha256 hex of the code: a leaked table does not leak usable links. */
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_codes_code_hash_key').on(t.codeHash),
    index('auth_codes_user_id_idx').on(t.userId),
    check('auth_codes_kind_check', sql`${t.kind} in ('invite', 'restore')`),
  ],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    /** Lowercased login as typed, whether or not such a user exists. */
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_username_created_at_idx').on(t.username, t.createdAt),
    index('login_attempts_ip_created_at_idx').on(t.ip, t.createdAt),
  ],
);

export const MAIL_SENT_VIA = ['outbox', 'smtp'] as const;

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    sentVia: text('sent_via', { enum: MAIL_SENT_VIA }).notNull().default('outbox'),
    error: text('error'),
  },
  (t) => [
    index('mail_outbox_created_at_idx').on(t.createdAt),
    check('mail_outbox_sent_via_check', sql`${t.sentVia} in ('outbox', 'smtp')`),
  ],
);

/**
 * Every SMS the server sends (signing codes, invoices, payment links). No SMS gateway is wired in this environment:
 * the outbox is the record, readable by the outbox holders at GET /v1/sms/outbox, like mail_outbox for mail.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_created_at_idx').on(t.createdAt)],
);

export const notificationHistory = pgTable(
  'notification_history',
  {
    id: serial('id').primaryKey(),
    sendingTime: timestamp('sending_time', { withTimezone: true }).notNull(),
    targetRefValueName: text('target_ref_value_name').notNull(),
    pushBody: text('push_body').notNull(),
    // No foreign keys yet: orders and penalties arrive in a later issue.
    orderId: integer('order_id'),
    penaltyId: integer('penalty_id'),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
  },
  (t) => [index('notification_history_sending_time_idx').on(t.sendingTime)],
);

/** Server-wide secrets shared by every process on one database (the token key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Reference books of the universal reference screen. The product's own books and values (those with fixed ids:
 * client statuses, bonus operation types, order statuses...) are inserted by migration 0002 with those ids; ids the
 * console creates start above 1 000 (books) and 10 000 (values), so later migrations can still add product data
 * with ids of their own below them.
 */
export const refs = pgTable(
  'refs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** A stable machine name ('client_status'), unique when set. */
    code: text('code'),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  (t) => [uniqueIndex('refs_code_key').on(t.code)],
);

export const refValues = pgTable(
  'ref_values',
  {
    id: serial('id').primaryKey(),
    refId: integer('ref_id')
      .notNull()
      .references(() => refs.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** A generic integer attribute of a value (int1). */
    int1: integer('int1'),
    /** Display order inside the book; values without one come last, by name. */
    sort: integer('sort'),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  // Every list reads one book's values in display order.
  (t) => [index('ref_values_ref_id_sort_idx').on(t.refId, t.sort)],
);

/** A user's console settings per key (a data table's columns and filters): they follow him to any browser. */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'user_settings_pkey', columns: [t.userId, t.key] })],
);
