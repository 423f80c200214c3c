import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  EMAIL_TAKEN,
  OFFICE_NOT_FOUND,
  OFFICE_OF_OTHER_PARTNER,
  PARTNER_NOT_FOUND,
  USER_NOT_FOUND,
  USER_STATUS_MESSAGE,
  type UserCard,
  type UserCreate,
  type UserShort,
  type UserUpdate,
  userPlacementOf,
} from '../../shared/schemas/userAdmin';
import { recordAudit } from '../audit/auditJournal';
import { currentScope, isInScope, ownedByScope } from '../auth/tenantScope';
import type { DbOrTx, Tx } from '../db/db';
import { offices, partners, roles, USER_STATUS_NAMES, userRoles, users } from '../db/schema';
import { AppError, notFound } from '../errors';
import { userFio } from './userFio';
import { normalizeEmail } from './usersRepository';
import { officeUsers } from './usersSchema';

// One user as the administration sees it: the card, the short list of a partner's staff, create and edit. Every
// read and write goes through the caller's tenant scope: another partner's user answers 404.

const toUnix = (d: Date) => Math.floor(d.getTime() / 1000);
const fieldError = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, message, { [field]: message });

export type UserRow = typeof users.$inferSelect;

/** The user if the caller may see him, else 404 as if he did not exist. */
export async function requireUserInScope(db: DbOrTx, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row || !isInScope(row.partnerId)) throw notFound(USER_NOT_FOUND);
  return row;
}

export async function isEmailFree(db: DbOrTx, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, normalizeEmail(email)), exceptUserId ? ne(users.id, exceptUserId) : undefined));
  return !row;
}

export async function userCard(db: DbOrTx, id: number): Promise<UserCard> {
  const user = await requireUserInScope(db, id);
  const [partner] = user.partnerId
    ? await db.select({ id: partners.id, name: partners.name }).from(partners).where(eq(partners.id, user.partnerId))
    : [];
  const [office] = user.officeId
    ? await db.select({ id: offices.id, name: offices.name }).from(offices).where(eq(offices.id, user.officeId))
    : [];
  const roleRows = await db
    .select({ id: userRoles.id, roleId: roles.id, roleName: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, id), isNull(roles.deletedDate)))
    .orderBy(asc(roles.name), asc(userRoles.id));
  const officeRows = await db
    .select({ id: officeUsers.id, officeId: offices.id, officeName: offices.name })
    .from(officeUsers)
    .innerJoin(offices, eq(offices.id, officeUsers.officeId))
    .where(and(eq(officeUsers.userId, id), isNull(offices.deletedDate)))
    .orderBy(asc(offices.name), asc(officeUsers.id));
  const fullName = [user.lastName, user.firstName, user.middleName].filter(Boolean).join(' ') || user.email;
  return {
    id: user.id,
    email: user.email,
    lastName: user.lastName,
    firstName: user.firstName,
    middleName: user.middleName,
    fullName,
    phone: user.phone,
    status: user.status,
    statusRefValueName: USER_STATUS_NAMES[user.status],
    partner: partner ?? null,
    office: office ?? null,
    roles: roleRows,
    offices: officeRows,
    avatarUrl: user.avatarUrl,
    createdAt: toUnix(user.createdAt),
  };
}

/** GET /users?partnerId: the scope's users (of one partner when asked), by full name. */
export async function listUsersShort(db: DbOrTx, partnerId?: number): Promise<UserShort[]> {
  const fio = userFio();
  return db
    .select({ id: users.id, fullName: fio, email: users.email, status: users.status })
    .from(users)
    .where(and(ownedByScope(users.partnerId), partnerId ? eq(users.partnerId, partnerId) : undefined))
    .orderBy(sql`${fio} asc`, asc(users.id));
}

/**
 * The partner and office a user may be given: partner staff only their own partner (forced, whatever was sent);
 * the partner must exist and be alive, the office must be the partner's.
 */
async function checkedPlacement(db: DbOrTx, partnerId: number | undefined, officeId: number | undefined) {
  const scope = currentScope();
  const placedIn = scope ?? partnerId ?? null;
  if (placedIn !== null) {
    const [partner] = await db
      .select({ id: partners.id })
      .from(partners)
      .where(and(eq(partners.id, placedIn), isNull(partners.deletedDate)));
    if (!partner) throw fieldError('partnerId', PARTNER_NOT_FOUND);
  }
  if (officeId === undefined) return { partnerId: placedIn, officeId: null };
  const [office] = await db
    .select({ id: offices.id, partnerId: offices.partnerId })
    .from(offices)
    .where(and(eq(offices.id, officeId), isNull(offices.deletedDate)));
  if (!office || !isInScope(office.partnerId)) throw fieldError('officeId', OFFICE_NOT_FOUND);
  if (office.partnerId !== placedIn) throw fieldError('officeId', OFFICE_OF_OTHER_PARTNER);
  return { partnerId: placedIn, officeId: office.id };
}

const nullable = (value: string | undefined) => value ?? null;

/** POST /users: an invited user (no password yet); the caller sends the invitation after the commit. */
export async function createUser(tx: Tx, body: UserCreate, actorUserId: number): Promise<UserRow> {
  // Taken under a lock on the address, so two administrators creating the same e-mail get one user and one 400.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user-email:${normalizeEmail(body.email)}`}))`);
  if (!(await isEmailFree(tx, body.email))) throw fieldError('email', EMAIL_TAKEN);
  const placement = await checkedPlacement(tx, body.partnerId, body.officeId);
  const [row] = await tx
    .insert(users)
    .values({
      email: normalizeEmail(body.email),
      lastName: body.lastName,
      firstName: body.firstName,
      middleName: nullable(body.middleName),
      phone: nullable(body.phone),
      ...placement,
      status: 'invited',
    })
    .returning();
  if (placement.officeId) await tx.insert(officeUsers).values({ officeId: placement.officeId, userId: row.id });
  await recordAudit(tx, {
    actorUserId,
    entity: 'user',
    entityId: row.id,
    action: 'create',
    partnerId: row.partnerId,
    after: auditView(row),
  });
  return row;
}

/** What the journal keeps of a user: never the password hash. */
const auditView = ({ passwordHash: _hash, searchText: _search, ...rest }: UserRow) => rest;

export interface UserUpdateResult {
  before: UserRow;
  after: UserRow;
  /** The partner or the status changed: his session, permissions and scope must be recomputed everywhere. */
  accessChanged: boolean;
}

/**
 * PUT /users/{id}. Blocking bumps token_version, so every session and partner token of the user dies at once.
 * Moving a user to another partner drops what tied him to the old one: its offices and its partner roles.
 */
export async function updateUser(tx: Tx, id: number, body: UserUpdate, actorUserId: number): Promise<UserUpdateResult> {
  const before = await requireUserInScope(tx, id);
  // 'invited' is the invitation's to set: a save may only send it back unchanged (the card as it was read).
  if (body.status === 'invited' && before.status !== 'invited') throw fieldError('status', USER_STATUS_MESSAGE);
  const { partnerId, officeId } = userPlacementOf(body);
  const placement = await checkedPlacement(tx, partnerId, officeId);
  // An invited user who never set a password goes back to 'invited' when unblocked, not to 'active'.
  const status =
    body.status === undefined || body.status === 'invited'
      ? before.status
      : body.status === 'active' && before.passwordHash === null
        ? 'invited'
        : body.status;
  const blocking = status === 'blocked' && before.status !== 'blocked';
  const [after] = await tx
    .update(users)
    .set({
      lastName: body.lastName,
      firstName: body.firstName,
      middleName: nullable(body.middleName),
      phone: nullable(body.phone),
      ...placement,
      status,
      ...(blocking ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
    })
    .where(eq(users.id, id))
    .returning();
  const partnerChanged = before.partnerId !== after.partnerId;
  if (partnerChanged) await dropOtherPartnersTies(tx, id, after.partnerId, actorUserId);
  if (placement.officeId) {
    await tx.insert(officeUsers).values({ officeId: placement.officeId, userId: id }).onConflictDoNothing();
  }
  await recordAudit(tx, {
    actorUserId,
    entity: 'user',
    entityId: id,
    action: blocking ? 'block' : before.status === 'blocked' && status !== 'blocked' ? 'unblock' : 'update',
    partnerId: after.partnerId,
    before: auditView(before),
    after: auditView(after),
  });
  // The session cache (auth/permissionCache.ts) holds the status and the partner: any change of them is one of access.
  return { before, after, accessChanged: partnerChanged || before.status !== after.status };
}

async function dropOtherPartnersTies(tx: Tx, userId: number, partnerId: number | null, actorUserId: number) {
  const staleOffices = await tx
    .select({ id: officeUsers.id, officeId: officeUsers.officeId, partnerId: offices.partnerId })
    .from(officeUsers)
    .innerJoin(offices, eq(offices.id, officeUsers.officeId))
    .where(eq(officeUsers.userId, userId));
  for (const binding of staleOffices.filter((b) => b.partnerId !== partnerId)) {
    await tx.delete(officeUsers).where(eq(officeUsers.id, binding.id));
    await recordAudit(tx, {
      actorUserId,
      entity: 'office_user',
      entityId: binding.id,
      action: 'delete',
      partnerId: binding.partnerId,
      before: binding,
    });
  }
  const staleRoles = await tx
    .select({ id: userRoles.id, roleId: roles.id, partnerId: roles.partnerId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  for (const binding of staleRoles.filter((b) => b.partnerId !== null && b.partnerId !== partnerId)) {
    await tx.delete(userRoles).where(eq(userRoles.id, binding.id));
    await recordAudit(tx, {
      actorUserId,
      // Named as the roles area journals a revoked role (roles/userRolesRepository.ts).
      entity: 'user_role',
      entityId: binding.id,
      action: 'delete',
      partnerId: binding.partnerId,
      before: { userId, roleId: binding.roleId },
    });
  }
}
