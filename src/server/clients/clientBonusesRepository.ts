import { and, desc, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  BALANCE_TOO_BIG,
  type BonusHistoryRow,
  type BonusOperationResult,
  WRITE_OFF_TOO_BIG,
} from '../../shared/schemas/clients/clientExtras';
import { ownedByScope } from '../auth/tenantScope';
import type { Db, DbOrTx } from '../db/db';
import { partners, refValues, users } from '../db/schema';
import { AppError } from '../errors';
import { liveClient, requireClient, userDisplayName } from './clientCrmRepository';
import { bonusOperations, clients } from './clientsSchema';

// The client's bonus ledger: the history newest first, and one operation that moves the balance and writes the
// ledger entry atomically.

const toUnix = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/** The client's bonus history, newest first. */
export async function bonusHistory(db: DbOrTx, clientId: number): Promise<BonusHistoryRow[]> {
  const rows = await db
    .select({
      id: bonusOperations.id,
      bonus: bonusOperations.bonus,
      orderId: bonusOperations.orderId,
      orderNumber: bonusOperations.orderNumber,
      invoiceNumber: bonusOperations.invoiceNumber,
      createdAt: bonusOperations.createdAt,
      paymentDate: bonusOperations.paymentDate,
      partnerName: partners.name,
      partnerLegalName: bonusOperations.partnerLegalName,
      serviceName: bonusOperations.serviceName,
      operationTypeRefValueId: bonusOperations.operationTypeRefValueId,
      operationTypeRefValueName: refValues.name,
      createdByUserName: userDisplayName,
      comment: bonusOperations.comment,
    })
    .from(bonusOperations)
    .leftJoin(partners, eq(partners.id, bonusOperations.partnerId))
    .leftJoin(refValues, eq(refValues.id, bonusOperations.operationTypeRefValueId))
    .leftJoin(users, eq(users.id, bonusOperations.createdByUserId))
    // A partner's staff see the operations of their partner's orders only (auth/tenantScope.ts).
    .where(and(eq(bonusOperations.clientId, clientId), ownedByScope(bonusOperations.partnerId)))
    .orderBy(desc(bonusOperations.createdAt), desc(bonusOperations.id));
  return rows.map(({ bonus, createdAt, paymentDate, ...row }) => ({
    ...row,
    createdDate: toUnix(createdAt)!,
    paymentDate: toUnix(paymentDate),
    bonusReceived: Math.max(bonus, 0),
    bonusSpent: bonus < 0 ? -bonus : 0,
  }));
}

export interface BonusOperation {
  clientId: number;
  /** Signed: positive accrues, negative writes off. */
  delta: number;
  operationTypeRefValueId: number;
  comment: string;
  userId: number | null;
}

const refused = (message: string) => new AppError(400, ERROR_CODES.validation, message, { bonus: message });

/** The PostgreSQL error code of a failed query, through Drizzle's wrapper (DrizzleQueryError.cause). */
function pgErrorCode(error: unknown): string | undefined {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}
const CHECK_VIOLATION = '23514';

/**
 * Moves the balance by `delta` and writes the ledger entry, in one transaction. The balance changes in one
 * statement that also checks it (`bonus + delta >= 0`), so concurrent write-offs are serialised by the row lock
 * and none can take it below zero; the CHECK constraint stays the last line of defence and answers the same 400.
 */
export async function applyBonusOperation(db: Db, op: BonusOperation): Promise<BonusOperationResult> {
  try {
    return await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(clients)
        .set({ bonus: sql`${clients.bonus} + ${op.delta}` })
        .where(
          and(liveClient(op.clientId), sql`${clients.bonus}::bigint + ${op.delta}::bigint between 0 and 2147483647`),
        )
        .returning({ bonus: clients.bonus });
      if (!moved) {
        await requireClient(tx, op.clientId);
        throw refused(op.delta < 0 ? WRITE_OFF_TOO_BIG : BALANCE_TOO_BIG);
      }
      const [entry] = await tx
        .insert(bonusOperations)
        .values({
          clientId: op.clientId,
          bonus: op.delta,
          operationTypeRefValueId: op.operationTypeRefValueId,
          comment: op.comment,
          createdByUserId: op.userId,
        })
        .returning({ id: bonusOperations.id });
      return { clientId: op.clientId, bonus: moved.bonus, operationId: entry.id };
    });
  } catch (error) {
    if (pgErrorCode(error) === CHECK_VIOLATION) throw refused(WRITE_OFF_TOO_BIG);
    throw error;
  }
}
