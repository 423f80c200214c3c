import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from '../clients/clientsSchema';
import { refValues, users } from '../db/schema';

// Vehicles: the catalogue (make -> model -> generation -> modification), vehicles and their owners
// (one primary vehicle per client, enforced by the database), insurance companies and policies, the Carmen CRM
// mapping, and the background tasks with their run history.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const deletedDate = () => timestamp('deleted_date', { withTimezone: true });

export const vehicleMakes = pgTable(
  'vehicle_makes',
  { id: serial('id').primaryKey(), title: text('title').notNull(), createdAt: createdAt(), deletedDate: deletedDate() },
  (t) => [uniqueIndex('vehicle_makes_title_key').on(t.title)],
);

export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: serial('id').primaryKey(),
    makeId: integer('make_id')
      .notNull()
      .references(() => vehicleMakes.id),
    title: text('title').notNull(),
    deletedDate: deletedDate(),
  },
  (t) => [uniqueIndex('vehicle_models_make_id_title_key').on(t.makeId, t.title)],
);

export const vehicleGenerations = pgTable(
  'vehicle_generations',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => vehicleModels.id),
    name: text('name').notNull(),
    yearFrom: integer('year_from'),
    yearTo: integer('year_to'),
  },
  (t) => [index('vehicle_generations_model_id_idx').on(t.modelId)],
);

export const vehicleModifications = pgTable(
  'vehicle_modifications',
  {
    id: serial('id').primaryKey(),
    generationId: integer('generation_id')
      .notNull()
      .references(() => vehicleGenerations.id),
    name: text('name').notNull(),
  },
  (t) => [index('vehicle_modifications_generation_id_idx').on(t.generationId)],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    makeId: integer('make_id').references(() => vehicleMakes.id),
    modelId: integer('model_id').references(() => vehicleModels.id),
    generationId: integer('generation_id').references(() => vehicleGenerations.id),
    modificationId: integer('modification_id').references(() => vehicleModifications.id),
    /** Uppercased as typed; 'foreign' plates ('Не РФ') follow the relaxed rule. */
    number: text('number').notNull(),
    foreign: boolean('foreign').notNull().default(false),
    vin: text('vin'),
    stsNumber: text('sts_number'),
    ptsNumber: text('pts_number'),
    yearOfIssue: integer('year_of_issue'),
    isCorporate: boolean('is_corporate').notNull().default(false),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  (t) => [
    // The plate search (POST /vehicles/find) matches any part of the number.
    index('vehicles_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
    index('vehicles_vin_idx').on(t.vin),
    // The order lists sort by the plate (ordersRepository.ts orderSort).
    index('vehicles_number_idx').on(t.number, t.id),
    // Whether a catalogue generation or modification is still used, before a catalogue change removes it.
    index('vehicles_generation_id_idx').on(t.generationId),
    index('vehicles_modification_id_idx').on(t.modificationId),
  ],
);

/** Who owns or drives a vehicle. A relation is soft-deleted when the vehicle is detached from the client. */
export const clientVehicles = pgTable(
  'client_vehicles',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    primary: boolean('primary').notNull().default(false),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  (t) => [
    uniqueIndex('client_vehicles_live_key').on(t.clientId, t.vehicleId).where(sql`${t.deletedDate} is null`),
    // One relation per client is marked primary.
    uniqueIndex('client_vehicles_one_primary_key').on(t.clientId).where(sql`${t.primary} and ${t.deletedDate} is null`),
    index('client_vehicles_vehicle_id_idx').on(t.vehicleId),
  ],
);

/** Insurance companies; externalId ties one to the insurers' catalogue its changes are copied from. */
export const insuranceCompanies = pgTable(
  'insurance_companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    externalId: text('external_id'),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  (t) => [uniqueIndex('insurance_companies_external_id_key').on(t.externalId)],
);

/**
 * The insurers' catalogue as last received: /insurance/insurance_companies/new|changed|deleted compare it with ours.
 */
export const insuranceCompanyCatalog = pgTable('insurance_company_catalog', {
  externalId: text('external_id').primaryKey(),
  name: text('name').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const vehicleInsurances = pgTable(
  'vehicle_insurances',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    insuranceTypeRefValueId: integer('insurance_type_ref_value_id')
      .notNull()
      .references(() => refValues.id),
    insuranceCompanyId: integer('insurance_company_id')
      .notNull()
      .references(() => insuranceCompanies.id),
    insuranceNumber: text('insurance_number'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    expirationDate: timestamp('expiration_date', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    deletedDate: deletedDate(),
  },
  (t) => [index('vehicle_insurances_vehicle_id_idx').on(t.vehicleId)],
);

/** Carmen CRM makes mapped to ours. */
export const carmenMakes = pgTable('carmen_makes', {
  id: serial('id').primaryKey(),
  carmenName: text('carmen_name').notNull(),
  vehicleMakeId: integer('vehicle_make_id').references(() => vehicleMakes.id),
});

/** Carmen CRM employees mapped to our users. */
export const carmenUsers = pgTable('carmen_users', {
  id: serial('id').primaryKey(),
  carmenFio: text('carmen_fio').notNull(),
  depart: text('depart'),
  email: text('email'),
  phoneNumber: text('phone_number'),
  position: text('position'),
  userId: integer('user_id').references(() => users.id),
});

export const cronTasks = pgTable('cron_tasks', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  /** The job the server runs for the task (config/cronJobs.ts); a task without a known code is listed, never run. */
  code: text('code').unique(),
  schedule: text('schedule').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** The schedule slot last claimed by a server process: each slot runs once however many processes there are. */
  lastSlotAt: timestamp('last_slot_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const cronTaskRuns = pgTable(
  'cron_task_runs',
  {
    id: serial('id').primaryKey(),
    cronTaskId: integer('cron_task_id')
      .notNull()
      .references(() => cronTasks.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** 'success' | 'failed' | 'running' */
    status: text('status').notNull(),
    message: text('message'),
  },
  (t) => [index('cron_task_runs_task_id_started_at_idx').on(t.cronTaskId, t.startedAt)],
);

/**
 * A change of the vehicle catalogue found by comparing it with the catalogue feed, waiting for review
 * (/vehicle/changes/:group/). `group` is the catalogue level: 'makes' | 'models' | 'generations' | 'modifications';
 * `kind` is 'added' | 'renamed' | 'removed'; `status` is 'pending' | 'applied' | 'rejected'.
 */
export const vehicleCatalogChanges = pgTable(
  'vehicle_catalog_changes',
  {
    id: serial('id').primaryKey(),
    group: text('group').notNull(),
    kind: text('kind').notNull(),
    /** The catalogue row changed or removed; unset for an addition until it is applied. */
    entityId: integer('entity_id'),
    /** The catalogue row of the level above (the make of a model...), for additions. */
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    previousName: text('previous_name'),
    /** The feed's other fields of the row (years of a generation...). */
    payload: jsonb('payload'),
    status: text('status').notNull().default('pending'),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('vehicle_catalog_changes_group_status_idx').on(t.group, t.status, t.id)],
);
