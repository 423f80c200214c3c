import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { partners, roles, users } from '../db/schema';
import { services } from '../orders/ordersSchema';

// Who works which service: a role's services (service_role), the services a partner provides (service_partner) and
// a user's service regions (service_region). Roles, operations and permissions are core tables (db/schema.ts).

/**
 * A role may work a service; partnerId narrows the link to one partner's holders of the role (null: every holder).
 * The users a service may be given to (POST /users/services/{serviceId}) are found through these links.
 */
export const serviceRoles = pgTable(
  'service_roles',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'cascade' }),
  },
  (t) => [
    // NULL partner ids would be distinct in a plain unique index: coalesce makes "every partner" one value.
    uniqueIndex('service_roles_key').on(t.serviceId, t.roleId, sql`coalesce(${t.partnerId}, 0)`),
    index('service_roles_role_id_idx').on(t.roleId),
  ],
);

/** The services a partner provides. */
export const servicePartners = pgTable(
  'service_partners',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('service_partners_key').on(t.partnerId, t.serviceId),
    index('service_partners_service_id_idx').on(t.serviceId),
  ],
);

/** The regions (FIAS) a user works a service in. */
export const serviceRegions = pgTable(
  'service_regions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    fiasId: text('fias_id').notNull(),
    regionName: text('region_name').notNull(),
  },
  (t) => [uniqueIndex('service_regions_key').on(t.userId, t.serviceId, t.fiasId)],
);
