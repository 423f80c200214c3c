import { asc, eq, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  OPERATION_KEY_TAKEN,
  OPERATION_NOT_FOUND,
  type Operation,
  type OperationBody,
  PROJECT_MESSAGE,
} from '../../shared/schemas/roles/operations';
import { recordAudit } from '../audit/auditJournal';
import type { Db, DbOrTx } from '../db/db';
import { operations, projects } from '../db/schema';
import { isUniqueViolation } from '../db/sqlState';
import { AppError, notFound } from '../errors';
import type { AdminCaller } from './adminCaller';

// Operations: the keys permissions are granted on. Shared by every partner, so only platform staff change them
// (the routes check it). Deleting one removes its permissions with it (the foreign key cascades).

const columns = {
  id: operations.id,
  operationKey: operations.operationKey,
  name: operations.name,
  projectId: operations.projectId,
  projectName: projects.name,
};

const select = (db: DbOrTx, where?: SQL) =>
  db
    .select(columns)
    .from(operations)
    .leftJoin(projects, eq(projects.id, operations.projectId))
    .where(where)
    .orderBy(asc(operations.operationKey));

export const listOperations = (db: DbOrTx): Promise<Operation[]> => select(db);

async function requireOperation(db: DbOrTx, id: number): Promise<Operation> {
  const [row] = await select(db, eq(operations.id, id));
  if (!row) throw notFound(OPERATION_NOT_FOUND);
  return row;
}

const keyTaken = () =>
  new AppError(400, ERROR_CODES.validation, OPERATION_KEY_TAKEN, { operationKey: OPERATION_KEY_TAKEN });

async function checkBody(db: DbOrTx, body: OperationBody, id: number | null) {
  const [same] = await db
    .select({ id: operations.id })
    .from(operations)
    .where(eq(operations.operationKey, body.operationKey));
  if (same && same.id !== id) throw keyTaken();
  if (body.projectId != null) {
    const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, body.projectId));
    if (!project) throw new AppError(400, ERROR_CODES.validation, PROJECT_MESSAGE, { projectId: PROJECT_MESSAGE });
  }
}

// The unique index settles a race between two creates of one key: the loser gets the same Russian message.
export async function createOperation(db: Db, body: OperationBody, caller: AdminCaller): Promise<Operation> {
  try {
    return await db.transaction(async (tx) => {
      await checkBody(tx, body, null);
      const [row] = await tx
        .insert(operations)
        .values({ operationKey: body.operationKey, name: body.name, projectId: body.projectId ?? null })
        .returning({ id: operations.id });
      const created = await requireOperation(tx, row.id);
      await recordAudit(tx, {
        actorUserId: caller.userId,
        entity: 'operation',
        entityId: row.id,
        action: 'create',
        after: created,
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw keyTaken();
    throw error;
  }
}

export async function updateOperation(
  db: Db,
  id: number,
  body: OperationBody,
  caller: AdminCaller,
): Promise<Operation> {
  try {
    return await db.transaction(async (tx) => {
      const before = await requireOperation(tx, id);
      await checkBody(tx, body, id);
      await tx
        .update(operations)
        .set({
          operationKey: body.operationKey,
          name: body.name,
          projectId: body.projectId === undefined ? before.projectId : body.projectId,
        })
        .where(eq(operations.id, id));
      const after = await requireOperation(tx, id);
      await recordAudit(tx, {
        actorUserId: caller.userId,
        entity: 'operation',
        entityId: id,
        action: 'update',
        before,
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw keyTaken();
    throw error;
  }
}

export async function deleteOperation(db: Db, id: number, caller: AdminCaller): Promise<Operation> {
  return db.transaction(async (tx) => {
    const before = await requireOperation(tx, id);
    await tx.delete(operations).where(eq(operations.id, id));
    await recordAudit(tx, { actorUserId: caller.userId, entity: 'operation', entityId: id, action: 'delete', before });
    return before;
  });
}
