import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  type ClientNotificationHistoryItem,
  type ClientNotificationSettings,
  NOTIFICATION_FLAGS,
  type NotificationFlag,
} from '../../shared/schemas/clients/clientExtras';
import type { Db, DbOrTx } from '../db/db';
import { notFound } from '../errors';
import { CLIENT_NOT_FOUND, liveClient, requireClient } from './clientCrmRepository';
import {
  clientNotificationHistory,
  clientNotificationSettings,
  clientNotificationSettingsAudit,
  clients,
} from './clientsSchema';

// A client's notification settings with the audit of every change and its reason,
// and the pushes the client got (the card's 'История уведомлений').

/** The history list is capped: a client with years of pushes still answers quickly. */
const HISTORY_LIMIT = 1000;

/** Pushes of a client, of an order, or of both, newest first. */
export async function clientNotificationHistoryList(
  db: DbOrTx,
  filter: { clientId?: number; orderId?: number },
): Promise<ClientNotificationHistoryItem[]> {
  const conditions: SQL[] = [];
  if (filter.clientId !== undefined) conditions.push(eq(clientNotificationHistory.clientId, filter.clientId));
  if (filter.orderId !== undefined) conditions.push(eq(clientNotificationHistory.orderId, filter.orderId));
  const rows = await db
    .select({
      id: clientNotificationHistory.id,
      sendingAt: clientNotificationHistory.sendingAt,
      pushBody: clientNotificationHistory.pushBody,
      orderId: clientNotificationHistory.orderId,
    })
    .from(clientNotificationHistory)
    .where(and(...conditions))
    .orderBy(desc(clientNotificationHistory.sendingAt), desc(clientNotificationHistory.id))
    .limit(HISTORY_LIMIT);
  return rows.map((r) => ({ ...r, sendingAt: Math.floor(r.sendingAt.getTime() / 1000) }));
}

type Flags = Record<NotificationFlag, boolean>;
const DEFAULT_FLAGS = Object.fromEntries(NOTIFICATION_FLAGS.map((f) => [f, true])) as Flags;

async function storedSettings(db: DbOrTx, clientId: number): Promise<ClientNotificationSettings> {
  const [row] = await db
    .select()
    .from(clientNotificationSettings)
    .where(eq(clientNotificationSettings.clientId, clientId));
  if (!row) return { clientId, ...DEFAULT_FLAGS, updatedAt: null };
  return { ...row, updatedAt: Math.floor(row.updatedAt.getTime() / 1000) };
}

/** The client's current settings (every flag on while never changed); ENTITY_NOT_FOUND for an unknown client. */
export async function getNotificationSettings(db: DbOrTx, clientId: number): Promise<ClientNotificationSettings> {
  await requireClient(db, clientId);
  return storedSettings(db, clientId);
}

/**
 * Stores the five flags and an audit row: who, why, and each flag that changed ({ from, to }). The client's row is
 * locked first, so two operators changing one client's settings at once are recorded one after the other.
 */
export async function saveNotificationSettings(
  db: Db,
  clientId: number,
  flags: Flags,
  reason: string,
  userId: number | null,
): Promise<ClientNotificationSettings> {
  return db.transaction(async (tx) => {
    const [client] = await tx.select({ id: clients.id }).from(clients).where(liveClient(clientId)).for('update');
    if (!client) throw notFound(CLIENT_NOT_FOUND);
    const before = await storedSettings(tx, clientId);
    const changes: Record<string, { from: boolean; to: boolean }> = {};
    for (const flag of NOTIFICATION_FLAGS)
      if (before[flag] !== flags[flag]) changes[flag] = { from: before[flag], to: flags[flag] };
    const values = { ...flags, updatedAt: new Date() };
    await tx
      .insert(clientNotificationSettings)
      .values({ clientId, ...values })
      .onConflictDoUpdate({ target: clientNotificationSettings.clientId, set: values });
    await tx.insert(clientNotificationSettingsAudit).values({ clientId, changedByUserId: userId, reason, changes });
    return storedSettings(tx, clientId);
  });
}
