import { z } from 'zod';
import { entityIdSchema, idField } from './fields/resourceFields';

// The Carmen CRM mapping: its vehicle makes mapped to ours, its employees to our users.
// The mapped side is null until an operator chooses it; the update bodies derive from the entities.

/** A Carmen make: its name as the CRM spells it and the make of ours it stands for. */
export const carmenMakeSchema = z.object({
  id: entityIdSchema,
  carmenName: z.string(),
  vehicleMakeId: idField('Некорректная марка').nullable(),
  /** For display: the title of the mapped make. */
  vehicleMakeTitle: z.string().nullable(),
});
export type CarmenMake = z.infer<typeof carmenMakeSchema>;

/** PUT /v1/vehicle_make_carmen/{id}: the make to map to, or null to clear the mapping. */
export const carmenMakeUpdateSchema = carmenMakeSchema.pick({ vehicleMakeId: true });
export type CarmenMakeUpdate = z.infer<typeof carmenMakeUpdateSchema>;

/** A Carmen employee and the user of ours they are. */
export const carmenUserSchema = z.object({
  id: entityIdSchema,
  carmenFio: z.string(),
  depart: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  position: z.string().nullable(),
  userId: idField('Некорректный пользователь').nullable(),
  /** For display: the mapped user's full name (or e-mail when the user has no name). */
  userName: z.string().nullable(),
});
export type CarmenUser = z.infer<typeof carmenUserSchema>;

/** PUT /v1/carmen/users/{id}: the user to map to, or null to clear the mapping. */
export const carmenUserUpdateSchema = carmenUserSchema.pick({ userId: true });
export type CarmenUserUpdate = z.infer<typeof carmenUserUpdateSchema>;

/** GET /v1/carmen/order/{id}: the order's Carmen lead and the Carmen employee who created the order. */
export const carmenOrderLeadSchema = z.object({
  orderId: entityIdSchema,
  carmenLeadId: z.string(),
  number: z.string(),
  statusRefValueName: z.string().nullable(),
  clientFio: z.string().nullable(),
  /** Null when the order's creator is mapped to no Carmen employee. */
  carmenUserFio: z.string().nullable(),
  /** Null: no Carmen CRM address is configured. */
  leadUrl: z.string().nullable(),
});
export type CarmenOrderLead = z.infer<typeof carmenOrderLeadSchema>;
export const CARMEN_LEAD_MISSING = 'У заявки нет лида Carmen';
