import { z } from 'zod';
import { entityIdSchema, idParam, unixSecondsSchema } from './fields/resourceFields';

// A user's money: per-service fees, the staff balance (sum of the ledger) and its history, the balances of all
// staff (/stream/balance). Amounts travel in roubles with kopecks (2 decimals); the server counts integer kopecks.

export const userServiceFeeSchema = z.object({
  id: entityIdSchema,
  serviceId: entityIdSchema,
  serviceName: z.string(),
  /** Percent of the work's price. */
  feeRate: z.number().nullable(),
  /** Roubles per order. */
  feeFixedPart: z.number().nullable(),
});
export type UserServiceFee = z.infer<typeof userServiceFeeSchema>;

export const userBalanceSchema = z.object({ userId: entityIdSchema, balance: z.number() });
export type UserBalance = z.infer<typeof userBalanceSchema>;

export const BALANCE_KIND_TITLES = {
  accrual: 'Начисление',
  payout: 'Выплата',
  fee: 'Комиссия',
  correction: 'Корректировка',
} as const;

export const balanceOperationSchema = z.object({
  id: entityIdSchema,
  amount: z.number(),
  kind: z.enum(['accrual', 'payout', 'fee', 'correction']),
  kindName: z.string(),
  comment: z.string().nullable(),
  orderId: z.number().nullable(),
  createdAt: unixSecondsSchema,
  createdByFio: z.string().nullable(),
});
export type BalanceOperation = z.infer<typeof balanceOperationSchema>;

export const balanceHistoryQuerySchema = z.object({
  offset: z.coerce.number().int().min(0, 'Смещение не может быть отрицательным').default(0),
  size: z.coerce
    .number()
    .int()
    .min(1, 'Размер страницы от 1 до 500')
    .max(500, 'Размер страницы от 1 до 500')
    .default(10),
});

export const balanceHistorySchema = z.object({ operations: z.array(balanceOperationSchema), total: z.number() });
export type BalanceHistory = z.infer<typeof balanceHistorySchema>;

export const streamBalanceSchema = z.object({
  userId: entityIdSchema,
  fullName: z.string(),
  email: z.string(),
  partnerName: z.string().nullable(),
  balance: z.number(),
  lastOperationAt: unixSecondsSchema.nullable(),
});
export type StreamBalance = z.infer<typeof streamBalanceSchema>;

export const driverOnlineSchema = z.object({
  userId: entityIdSchema,
  fullName: z.string(),
  phone: z.string().nullable(),
  truckNumber: z.string().nullable(),
  truckTypeRefValueName: z.string(),
  baseName: z.string().nullable(),
  onlineSince: unixSecondsSchema,
});
export type DriverOnline = z.infer<typeof driverOnlineSchema>;

/** Kopecks (integers, exact) to roubles for the wire: one division at the very end. */
export const kopecksToRoubles = (kopecks: number) => kopecks / 100;

export const userIdQuerySchema = z.object({ userId: idParam('Укажите пользователя') });
