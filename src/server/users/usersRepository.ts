import { and, asc, count, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { Profile, RegisteredUser } from '../../shared/schemas/users';
import { partnerScopeOf } from '../auth/partnerScope';
import { ownedByScope } from '../auth/tenantScope';
import type { DbOrTx } from '../db/db';
import { offices, partners, roles, USER_STATUS_NAMES, type UserStatus, userRoles, users } from '../db/schema';
import { userFio } from './userFio';

export const USER_SORT_FIELDS = ['createdAt', 'lastName', 'email', 'fullName'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

export interface UsersQuery {
  offset: number;
  size: number;
  sortField: UserSortField;
  sortOrder: 'ASC' | 'DESC';
  search?: string;
  partnerId?: number;
  status?: UserStatus;
}

const toUnix = (d: Date) => Math.floor(d.getTime() / 1000);

/** LIKE treats % and _ as wildcards; a search for them means the characters themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** What the access-control hook needs of the caller, read on every protected request (a primary-key read). */
export async function findSessionUser(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      status: users.status,
      tokenVersion: users.tokenVersion,
      partnerId: users.partnerId,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export async function setPassword(
  db: DbOrTx,
  userId: number,
  passwordHash: string,
  options: { activate?: boolean; revokeSessions?: boolean },
) {
  await db
    .update(users)
    .set({
      passwordHash,
      ...(options.activate ? { status: 'active' as const } : {}),
      ...(options.revokeSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
    })
    .where(eq(users.id, userId));
}

export async function getProfile(db: DbOrTx, userId: number): Promise<Profile | null> {
  const [row] = await db
    .select({
      user: users,
      partner: { id: partners.id, name: partners.name, logoUrl: partners.logoUrl },
      office: { id: offices.id, name: offices.name, partnerId: offices.partnerId },
    })
    .from(users)
    .leftJoin(partners, eq(partners.id, users.partnerId))
    .leftJoin(offices, eq(offices.id, users.officeId))
    .where(eq(users.id, userId));
  if (!row) return null;
  const userRoleRows = await db
    .select({ id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), isNull(roles.deletedDate)))
    .orderBy(asc(roles.id));
  const { user } = row;
  return {
    customerId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: userRoleRows[0]?.name ?? null,
    roles: userRoleRows.map((r) => ({ ...r, available: true })),
    avatarUrl: user.avatarUrl,
    partner: row.partner,
    office: row.office,
    platformStaff: (await partnerScopeOf(db, user)) === null,
  };
}

const sortColumns = {
  createdAt: users.createdAt,
  lastName: users.lastName,
  email: users.email,
  fullName: userFio(),
} as const;

/** A page of users with the total of the filter; the id breaks ties so pages never overlap. */
export async function findUsers(db: DbOrTx, query: UsersQuery): Promise<{ users: RegisteredUser[]; total: number }> {
  // Partner staff see only their partner's users (the tenant rule).
  const scoped = ownedByScope(users.partnerId);
  const filters: SQL[] = scoped ? [scoped] : [];
  if (query.search) filters.push(ilike(users.searchText, likePattern(query.search)));
  if (query.partnerId) filters.push(eq(users.partnerId, query.partnerId));
  if (query.status) filters.push(eq(users.status, query.status));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const direction = query.sortOrder === 'ASC' ? asc : desc;
  const column = sortColumns[query.sortField];

  const rows = await db
    .select({
      id: users.id,
      createdAt: users.createdAt,
      lastName: users.lastName,
      firstName: users.firstName,
      middleName: users.middleName,
      phone: users.phone,
      email: users.email,
      partnerName: partners.name,
      status: users.status,
    })
    .from(users)
    .leftJoin(partners, eq(partners.id, users.partnerId))
    .where(where)
    // NULLS LAST either way: users without a last name do not head an ascending list.
    .orderBy(
      query.sortOrder === 'ASC' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`,
      direction(users.id),
    )
    .limit(query.size)
    .offset(query.offset);
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);

  return {
    total,
    users: rows.map(({ status, createdAt, ...rest }) => ({
      ...rest,
      createdAt: toUnix(createdAt),
      statusRefValueName: USER_STATUS_NAMES[status],
    })),
  };
}
