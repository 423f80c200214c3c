import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Server } from 'socket.io';
import type { DriverOnline } from '../../shared/schemas/userFinance';
import { ownedByScope } from '../auth/tenantScope';
import type { Db } from '../db/db';
import { refValues, users } from '../db/schema';
import { towTruckBases, towTruckDrivers } from '../evacuation/evacuationSchema';
import type { SocketData } from '../realtime/socketRooms';
import { userFio } from './userFio';

/**
 * GET /users/drivers_online: the active tow-truck drivers of the caller's scope that have a live socket on any
 * process of the cluster (fetchSockets asks the others), longest online first.
 */
export async function driversOnline(db: Db, io: Server): Promise<DriverOnline[]> {
  const since = new Map<number, number>();
  for (const socket of await io.fetchSockets()) {
    const { userId, connectedAt } = socket.data as SocketData;
    since.set(userId, Math.min(since.get(userId) ?? Number.POSITIVE_INFINITY, connectedAt));
  }
  if (since.size === 0) return [];
  const rows = await db
    .select({
      userId: towTruckDrivers.userId,
      fullName: userFio(),
      phone: users.phone,
      truckNumber: towTruckDrivers.truckNumber,
      truckTypeRefValueName: refValues.name,
      baseName: towTruckBases.name,
    })
    .from(towTruckDrivers)
    .innerJoin(users, eq(users.id, towTruckDrivers.userId))
    .innerJoin(refValues, eq(refValues.id, towTruckDrivers.truckTypeRefValueId))
    .leftJoin(towTruckBases, and(eq(towTruckBases.id, towTruckDrivers.baseId), isNull(towTruckBases.deletedDate)))
    .where(
      and(
        inArray(towTruckDrivers.userId, [...since.keys()]),
        eq(users.status, 'active'),
        ownedByScope(users.partnerId),
      ),
    );
  return rows
    .map((row) => ({ ...row, baseName: row.baseName ?? null, onlineSince: since.get(row.userId)! }))
    .sort((a, b) => a.onlineSince - b.onlineSince || a.fullName.localeCompare(b.fullName, 'ru'));
}
