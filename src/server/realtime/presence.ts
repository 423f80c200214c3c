import { and, eq, inArray } from 'drizzle-orm';
import type { Server } from 'socket.io';
import type { OnlineUser } from '../../shared/schemas/realtime';
import { ownedByScope } from '../auth/tenantScope';
import type { Db } from '../db/db';
import { partners, users } from '../db/schema';
import { userFio } from '../users/userFio';
import type { SocketData } from './socketRooms';

/**
 * Employees with a live socket on any process of the cluster (fetchSockets asks the others), longest online first;
 * a partner's staff see their partner's colleagues only.
 */
export async function onlineUsers(db: Db, io: Server): Promise<OnlineUser[]> {
  const sockets = await io.fetchSockets();
  const byUser = new Map<number, { connections: number; onlineSince: number }>();
  for (const socket of sockets) {
    const data = socket.data as SocketData;
    const seen = byUser.get(data.userId);
    byUser.set(data.userId, {
      connections: (seen?.connections ?? 0) + 1,
      onlineSince: Math.min(seen?.onlineSince ?? Number.POSITIVE_INFINITY, data.connectedAt),
    });
  }
  if (byUser.size === 0) return [];
  const rows = await db
    .select({ userId: users.id, fio: userFio(), email: users.email, partnerName: partners.name })
    .from(users)
    .leftJoin(partners, eq(partners.id, users.partnerId))
    .where(and(inArray(users.id, [...byUser.keys()]), ownedByScope(users.partnerId)));
  return rows
    .map((row) => ({ ...row, partnerName: row.partnerName ?? null, ...byUser.get(row.userId)! }))
    .sort((a, b) => a.onlineSince - b.onlineSince || a.fio.localeCompare(b.fio, 'ru'));
}
