import { z } from 'zod';
import { POLICY_ACTIVITY_STATUSES } from '../../policyActivity';
import { flag, withRules } from '../fields/formFields';
import { idField, idParam } from '../fields/resourceFields';
import { policySchema } from './policy';
import { vehicleFormSchema } from './vehicle';

// Vehicles: what each call answers and the bodies the form rules (vehicle.ts, policy.ts) do not already give. One
// contract for the server's routes and the console's calls. Timestamps are unix seconds.

const unix = z.number().int();

// --- The catalogue: make -> model -> generation -> modification.

export const vehicleMakeSchema = z.object({ id: z.number(), title: z.string(), deletedDate: unix.nullable() });
export type VehicleMake = z.infer<typeof vehicleMakeSchema>;

export const vehicleModelSchema = z.object({
  id: z.number(),
  makeId: z.number(),
  title: z.string(),
  deletedDate: unix.nullable(),
});
export type VehicleModel = z.infer<typeof vehicleModelSchema>;

export const vehicleGenerationSchema = z.object({
  id: z.number(),
  modelId: z.number(),
  name: z.string(),
  yearFrom: z.number().nullable(),
  /** Null while still produced. */
  yearTo: z.number().nullable(),
});
export type VehicleGeneration = z.infer<typeof vehicleGenerationSchema>;

export const vehicleModificationSchema = z.object({ id: z.number(), generationId: z.number(), name: z.string() });
export type VehicleModification = z.infer<typeof vehicleModificationSchema>;

// --- Policies (a vehicle's insurance policies).

export const policyEntitySchema = z.object({
  id: z.number(),
  vehicleId: z.number(),
  insuranceTypeRefValueId: z.number(),
  insuranceTypeRefValueName: z.string().nullable(),
  insuranceCompanyId: z.number(),
  insuranceCompanyName: z.string().nullable(),
  insuranceNumber: z.string().nullable(),
  startDate: unix,
  expirationDate: unix,
  /** 'действующий' at the moment of the answer (policyActivity.ts). */
  active: z.boolean(),
  createdDate: unix,
});
export type PolicyEntity = z.infer<typeof policyEntitySchema>;

/** ?activityStatus=all|active|inactive (all by default). */
export const policyActivityQuerySchema = z.object({
  activityStatus: z
    .enum(POLICY_ACTIVITY_STATUSES, { error: 'activityStatus: all, active или inactive' })
    .default('all'),
});

/** POST /insurance/vehicle_insurances: a policy of a vehicle. */
export const policyCreateSchema = withRules(policySchema, ({ vehicleId }, report) => {
  if (vehicleId === undefined) report('vehicleId', 'Укажите автомобиль');
});

/**
 * A policy row as the vehicle form sends it with the vehicle: flagged created, updated or deleted locally; rows
 * without a flag are left as they are. Updated and deleted rows carry their id.
 */
export const policyRowSchema = withRules(
  policySchema.safeExtend({ created: flag, updated: flag, deleted: flag }),
  ({ id, created, updated, deleted }, report) => {
    if ((updated || deleted) && !created && id === undefined) report('id', 'Некорректный идентификатор');
  },
);
export type PolicyRow = z.infer<typeof policyRowSchema>;

// --- Vehicles.

/** The body of POST /vehicles and PUT /vehicles/{id}: the vehicle form with its flagged policies. */
export const vehicleSaveSchema = vehicleFormSchema().safeExtend({ insurances: z.array(policyRowSchema).default([]) });
export type VehicleSave = z.input<typeof vehicleSaveSchema>;

/** A row of the client's vehicles list (GET /vehicles?clientId). */
export const clientVehicleSchema = z.object({
  id: z.number(),
  makeTitle: z.string().nullable(),
  modelTitle: z.string().nullable(),
  generationName: z.string().nullable(),
  number: z.string(),
  vin: z.string().nullable(),
  /** The relation's: set once the vehicle is detached from the client. */
  deletedDate: unix.nullable(),
  /** When the vehicle was tied to the client. */
  createdDate: unix,
  primary: z.boolean(),
  isCorporate: z.boolean(),
  foreign: z.boolean(),
});
export type ClientVehicle = z.infer<typeof clientVehicleSchema>;

/** The vehicle form as GET /vehicles/{id} answers it, with its live policies. */
export const vehicleEntitySchema = z.object({
  id: z.number(),
  /** The client it was asked for (?clientId), null otherwise. */
  clientId: z.number().nullable(),
  /** Whether it is that client's primary vehicle; null without a client. */
  primary: z.boolean().nullable(),
  makeId: z.number().nullable(),
  makeTitle: z.string().nullable(),
  modelId: z.number().nullable(),
  modelTitle: z.string().nullable(),
  generationId: z.number().nullable(),
  generationName: z.string().nullable(),
  modificationId: z.number().nullable(),
  modificationName: z.string().nullable(),
  number: z.string(),
  foreign: z.boolean(),
  vin: z.string().nullable(),
  stsNumber: z.string().nullable(),
  ptsNumber: z.string().nullable(),
  yearOfIssue: z.number().nullable(),
  isCorporate: z.boolean(),
  createdDate: unix,
  deletedDate: unix.nullable(),
  insurances: z.array(policyEntitySchema),
});
export type VehicleEntity = z.infer<typeof vehicleEntitySchema>;

/** POST /vehicles/find {number}: any part of the plate. */
export const vehicleFindSchema = z.object({
  number: z
    .string({ error: 'Укажите гос.номер' })
    .trim()
    .min(1, { error: 'Укажите гос.номер', abort: true })
    .max(64, 'Максимальная длина 64 символов'),
});

export const vehicleFoundSchema = z.object({
  id: z.number(),
  number: z.string(),
  makeTitle: z.string().nullable(),
  modelTitle: z.string().nullable(),
  vin: z.string().nullable(),
  isCorporate: z.boolean(),
});
export type VehicleFound = z.infer<typeof vehicleFoundSchema>;

/** A client-vehicle relation: DELETE and POST /vehicles/relations. */
export const vehicleRelationSchema = z.object({
  vehicleId: idField('Укажите автомобиль'),
  clientId: idField('Укажите клиента'),
  /** POST only: make it the client's primary vehicle (the client's first vehicle becomes primary anyway). */
  primary: flag,
});
export type VehicleRelation = z.input<typeof vehicleRelationSchema>;

export const vehicleRelationEntitySchema = z.object({
  id: z.number(),
  vehicleId: z.number(),
  clientId: z.number(),
  primary: z.boolean(),
  createdDate: unix,
  deletedDate: unix.nullable(),
});

/** GET /vehicles/{id}/clients: a vehicle owner. */
export const vehicleOwnerSchema = z.object({
  id: z.number(),
  phoneNumber: z.string(),
  name: z.string(),
  statusRefValueName: z.string().nullable(),
  partnerId: z.number().nullable(),
  partnerName: z.string().nullable(),
  /** The client's own. */
  deletedDate: unix.nullable(),
  relationDeletedDate: unix.nullable(),
  primary: z.boolean(),
});
export type VehicleOwner = z.infer<typeof vehicleOwnerSchema>;

export const vehicleOwnersQuerySchema = z.object({
  showDeletedClients: z.stringbool({ error: 'showDeletedClients: true или false' }).default(false),
  showDeletedRelations: z.stringbool({ error: 'showDeletedRelations: true или false' }).default(false),
});

/** GET /clients/insurances/{id}: the client's vehicles, each with its policies (the card's Страхование tab). */
export const clientVehicleInsurancesSchema = clientVehicleSchema.extend({ insurances: z.array(policyEntitySchema) });
export type ClientVehicleInsurances = z.infer<typeof clientVehicleInsurancesSchema>;

// --- Insurance companies and the insurers' catalogue.

export const insuranceCompanySchema = z.object({
  id: z.number(),
  name: z.string(),
  externalId: z.string().nullable(),
  createdDate: unix,
  deletedDate: unix.nullable(),
});
export type InsuranceCompany = z.infer<typeof insuranceCompanySchema>;

/** /insurance_companies/new: in the insurers' catalogue, not ours. */
export const insuranceCompanyNewSchema = z.object({ externalId: z.string(), name: z.string() });
/** /insurance_companies/changed: the same externalId under another name in the catalogue. */
export const insuranceCompanyChangedSchema = z.object({
  id: z.number(),
  externalId: z.string(),
  name: z.string(),
  newName: z.string(),
});
/** /insurance_companies/deleted: ours (with an externalId) no longer in the catalogue. */
export const insuranceCompanyDeletedSchema = z.object({ id: z.number(), externalId: z.string(), name: z.string() });

export const insuranceCompaniesCopySchema = z.object({
  idsForRemoval: z
    .array(idField('Некорректный идентификатор страховой компании'), { error: 'Укажите список idsForRemoval' })
    .default([]),
});

export const insuranceCompaniesCopyResultSchema = z.object({
  added: z.array(insuranceCompanySchema),
  renamed: z.array(insuranceCompanySchema),
  removed: z.array(insuranceCompanySchema),
});
export type InsuranceCompaniesCopyResult = z.infer<typeof insuranceCompaniesCopyResultSchema>;

/** ?clientId of GET /vehicles/{id}: the client the form is opened for. */
export const optionalClientIdQuerySchema = z.object({
  clientId: idParam('Некорректный идентификатор клиента').optional(),
});
