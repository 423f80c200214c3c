import { eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import type { PushEvent } from '../../shared/schemas/realtime';
import type { Db } from '../db/db';
import { notificationHistory, users } from '../db/schema';
import { roomOf, type SocketData } from './socketRooms';
import type { WebPushSender } from './webPushSender';

/** Who a push is for: users, every user of partners, the sockets of offices, or the platform's own staff. */
export interface PushRecipients {
  userIds?: number[];
  partnerIds?: number[];
  officeIds?: number[];
  staff?: boolean;
}

export interface PushRequest {
  kind: PushEvent['kind'];
  /** Who it was for, in words, as the history panel shows it ('Сотрудник', 'Партнёр', 'Операторы'). */
  target: string;
  body: string;
  /** An employee's name for messages; events made by the system say 'Система'. */
  sender?: string;
  orderId?: number | null;
  penaltyId?: number | null;
  to: PushRecipients;
  /** The user whose action made it is not told about it. */
  exceptUserId?: number;
}

export interface PushResult extends PushEvent {
  sentCount: number;
  failedCount: number;
}

/**
 * What dispatch() takes: a push, or a function that builds the pushes once the caller's write has committed (the
 * audience is read then, off the request's path; null or [] when there is nothing to tell).
 */
export type PushSource = PushRequest | (() => Promise<PushRequest | PushRequest[] | null>);

export interface Notifier {
  /** Stores the push in the notification history, delivers it (sockets, then Web Push) and records the counts. */
  notify: (request: PushRequest) => Promise<PushResult>;
  /**
   * notify() after the caller's answer: a failed push (or a failed build of it) is logged, never the caller's failure.
   */
  dispatch: (source: PushSource) => void;
  /** Resolves when every dispatched push is done (tests, shutdown). */
  idle: () => Promise<void>;
}

export const SYSTEM_SENDER = 'Система';

function roomsOf(to: PushRecipients): string[] {
  return [
    ...(to.userIds ?? []).map((id) => roomOf.user(id)),
    ...(to.partnerIds ?? []).map((id) => roomOf.partner(id)),
    ...(to.officeIds ?? []).map((id) => roomOf.office(id)),
    ...(to.staff ? [roomOf.staff] : []),
  ];
}

/**
 * Active users a push reaches by Web Push: the named users, the partners' users, the staff (offices are sockets only).
 */
async function webPushUserIds(db: Db, to: PushRecipients): Promise<number[]> {
  const conditions: SQL[] = [];
  if (to.userIds?.length) conditions.push(inArray(users.id, to.userIds));
  if (to.partnerIds?.length) conditions.push(inArray(users.partnerId, to.partnerIds));
  if (to.staff) conditions.push(isNull(users.partnerId));
  if (conditions.length === 0) return [];
  const rows = await db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(or(...conditions));
  return rows.filter((r) => r.status === 'active').map((r) => r.id);
}

export function createNotifier({
  db,
  io,
  webPush,
  log,
}: {
  db: Db;
  io: Server;
  webPush: WebPushSender;
  log: FastifyBaseLogger;
}): Notifier {
  const pending = new Set<Promise<unknown>>();

  async function notify(request: PushRequest): Promise<PushResult> {
    const [row] = await db
      .insert(notificationHistory)
      .values({
        sendingTime: new Date(),
        targetRefValueName: request.target,
        pushBody: request.body,
        orderId: request.orderId ?? null,
        penaltyId: request.penaltyId ?? null,
      })
      .returning({ id: notificationHistory.id, sendingTime: notificationHistory.sendingTime });
    const event: PushEvent = {
      id: row.id,
      content: request.body,
      timestamp: Math.floor(row.sendingTime.getTime() / 1000),
      sender: request.sender ?? SYSTEM_SENDER,
      kind: request.kind,
      orderId: request.orderId ?? null,
      penaltyId: request.penaltyId ?? null,
    };

    const rooms = roomsOf(request.to);
    let sentCount = 0;
    let failedCount = 0;
    const online = new Set<number>();
    if (rooms.length > 0) {
      const audience = request.exceptUserId ? io.to(rooms).except(roomOf.user(request.exceptUserId)) : io.to(rooms);
      // Sent first: counting asks the other processes and must not delay the push itself.
      audience.emit('push', event);
      // Every process's sockets (the adapter asks the others): what the push reached is what is counted. A process
      // that stopped answering (gone, not yet forgotten) fails the question: this process's own count stands in.
      const sockets = await audience.fetchSockets().catch(() => audience.local.fetchSockets());
      for (const socket of sockets) online.add((socket.data as SocketData).userId);
      sentCount += sockets.length;
    }
    // A user with a live socket sees the push in the console (and as a system notification when the tab is
    // hidden); Web Push is for the users who have none open.
    const offline = (await webPushUserIds(db, request.to)).filter(
      (id) => id !== request.exceptUserId && !online.has(id),
    );
    const delivered = await webPush.deliver(offline, event);
    sentCount += delivered.sent;
    failedCount += delivered.failed;

    await db.update(notificationHistory).set({ sentCount, failedCount }).where(eq(notificationHistory.id, row.id));
    return { ...event, sentCount, failedCount };
  }

  return {
    notify,
    dispatch(source) {
      const run = (async () => {
        const built = typeof source === 'function' ? await source() : source;
        const requests = built === null ? [] : Array.isArray(built) ? built : [built];
        // One after another: a push's failure is its own, the others still go.
        for (const request of requests) {
          await notify(request).catch((error: unknown) => log.error({ err: error, kind: request.kind }, 'push failed'));
        }
      })().catch((error: unknown) => log.error({ err: error }, 'push could not be built'));
      pending.add(run);
      void run.finally(() => pending.delete(run));
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
