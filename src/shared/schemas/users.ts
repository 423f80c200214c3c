import { z } from 'zod';
import { findRequestSchema } from './fields/paging';

export const usersFindSchema = findRequestSchema.extend({
  search: z.string().trim().optional(),
  partnerId: z.coerce.number().int().positive().optional(),
  status: z.enum(['active', 'invited', 'blocked'], { error: 'Статус: active, invited или blocked' }).optional(),
});

/** A registered user as the dashboard's 'Последние события' lists it. */
export const registeredUserSchema = z.object({
  id: z.number(),
  createdAt: z.number(),
  lastName: z.string().nullable(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string(),
  partnerName: z.string().nullable(),
  statusRefValueName: z.string(),
});
export type RegisteredUser = z.infer<typeof registeredUserSchema>;

export const profileSchema = z.object({
  customerId: z.number(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  role: z.string().nullable(),
  roles: z.array(z.object({ id: z.number(), name: z.string(), available: z.boolean() })),
  avatarUrl: z.string().nullable(),
  partner: z.object({ id: z.number(), name: z.string(), logoUrl: z.string().nullable() }).nullable(),
  office: z.object({ id: z.number(), name: z.string(), partnerId: z.number() }).nullable(),
  /**
   * Platform staff (any role without a partner) see every partner; a partner's staff only their own (the tenant
   * rule). The console hides what only platform staff may do; the server refuses it anyway.
   */
  platformStaff: z.boolean().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

export const permissionSchema = z.object({
  operationKey: z.string(),
  available: z.boolean(),
  permissionInsert: z.boolean(),
  permissionUpdate: z.boolean(),
  permissionDelete: z.boolean(),
});
export type Permission = z.infer<typeof permissionSchema>;

export const userHistoryItemSchema = z.object({
  id: z.number(),
  sendingTime: z.number(),
  targetRefValueName: z.string(),
  pushBody: z.string(),
  orderId: z.number().nullable(),
  penaltyId: z.number().nullable(),
  sentCount: z.number(),
  failedCount: z.number(),
});
export type UserHistoryItem = z.infer<typeof userHistoryItemSchema>;
