import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Server, Socket } from 'socket.io';
import {
  type HelloEvent,
  type MessageSendAck,
  messageSendSchema,
  type SocketRefusal,
  socketAuthSchema,
} from '../../shared/schemas/realtime';
import { offices, users } from '../db/schema';
import { type AppError, invalidToken, unauthorized } from '../errors';
import { isCurrentPartnerToken } from '../users/partnerTokensRepository';
import { userFio } from '../users/userFio';
import type { Notifier } from './notifier';
import { roomsOfSocket, type SocketData } from './socketRooms';

/** Broadcast to every socket of the cluster when someone comes online or leaves: /users/online re-reads. */
export const ONLINE_CHANGED = 'online:changed';
/** Messages a socket may send within MESSAGE_WINDOW_MS: a stuck key or a script must not flood a colleague. */
export const MESSAGES_PER_WINDOW = 10;
const MESSAGE_WINDOW_MS = 10_000;
const TOO_MANY_MESSAGES = 'Слишком много сообщений подряд. Подождите немного.';
/** setTimeout's limit; a token living longer is re-checked at the next connect anyway. */
const MAX_TIMER_MS = 2_147_483_647;

function refusal(error: AppError): Error & { data: SocketRefusal } {
  return Object.assign(new Error(error.message), {
    data: { status: error.status, errorCode: error.errorCode, message: error.message },
  });
}

async function sessionUser(app: FastifyInstance, userId: number) {
  const [row] = await app.db
    .select({
      id: users.id,
      status: users.status,
      tokenVersion: users.tokenVersion,
      partnerId: users.partnerId,
      fio: userFio(),
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The workspace office the console names, kept only when it is the user's partner's (any office for staff). */
async function allowedOffice(
  app: FastifyInstance,
  officeId: number | undefined,
  partnerId: number | null,
): Promise<number | null> {
  if (officeId === undefined) return null;
  const [office] = await app.db.select({ partnerId: offices.partnerId }).from(offices).where(eq(offices.id, officeId));
  if (!office || (partnerId !== null && office.partnerId !== partnerId)) return null;
  return officeId;
}

/**
 * The handshake is authenticated like a request: no token is 401, a bad or expired one (or a user no longer
 * active, or a token older than a password reset) is 430, carried in connect_error's data.
 */
async function authenticate(app: FastifyInstance, socket: Socket): Promise<{ data: SocketData; expiresAt: number }> {
  const auth = socketAuthSchema.safeParse(socket.handshake.auth);
  if (!auth.success) throw refusal(unauthorized());
  const claims = await app.tokens.verify(auth.data.token);
  if (!claims) throw refusal(invalidToken());
  const user = await sessionUser(app, claims.userId);
  if (user?.status !== 'active' || user.tokenVersion !== claims.tokenVersion) throw refusal(invalidToken());
  if (claims.tokenId && !(await isCurrentPartnerToken(app.db, user.id, claims.tokenId))) throw refusal(invalidToken());
  return {
    expiresAt: claims.expiresAt,
    data: {
      userId: user.id,
      partnerId: user.partnerId,
      fio: user.fio,
      deviceId: auth.data.deviceId ?? null,
      officeId: await allowedOffice(app, auth.data.officeId, user.partnerId),
      connectedAt: Math.floor(Date.now() / 1000),
    },
  };
}

/** Why a message cannot go to the user, or null when it can: partner staff write to their partner and the platform. */
async function messageRefusal(app: FastifyInstance, from: SocketData, toUserId: number): Promise<string | null> {
  if (toUserId === from.userId) return 'Нельзя отправить сообщение самому себе';
  const [target] = await app.db
    .select({ status: users.status, partnerId: users.partnerId })
    .from(users)
    .where(eq(users.id, toUserId));
  if (target?.status !== 'active') return 'Получатель не найден';
  if (from.partnerId !== null && target.partnerId !== null && target.partnerId !== from.partnerId)
    return 'Получатель не найден';
  return null;
}

export function attachSocketSessions(app: FastifyInstance, io: Server, notifier: Notifier) {
  io.use((socket, next) => {
    authenticate(app, socket).then(
      ({ data, expiresAt }) => {
        socket.data = data;
        // The session's end is the socket's end: an expired token must not keep receiving pushes.
        const timer = setTimeout(
          () => socket.disconnect(true),
          Math.min(MAX_TIMER_MS, Math.max(0, expiresAt * 1000 - Date.now())),
        );
        socket.on('disconnect', () => clearTimeout(timer));
        next();
      },
      (error: unknown) => {
        if (error instanceof Error && 'data' in error) return next(error);
        app.log.error({ err: error }, 'socket handshake failed');
        next(
          Object.assign(new Error('Внутренняя ошибка сервера'), {
            data: { status: 500, errorCode: 'INTERNAL_ERROR', message: 'Внутренняя ошибка сервера' },
          }),
        );
      },
    );
  });

  io.on('connection', (socket) => {
    const data = socket.data as SocketData;
    const rooms = roomsOfSocket(data);
    void socket.join(rooms);
    const hello: HelloEvent = {
      content: 'Подключено к серверу уведомлений',
      timestamp: Math.floor(Date.now() / 1000),
      sender: 'Сервер',
      userId: data.userId,
      rooms,
    };
    socket.emit('hello', hello);
    io.emit(ONLINE_CHANGED, { userId: data.userId, online: true });
    socket.on('disconnect', () => io.emit(ONLINE_CHANGED, { userId: data.userId, online: false }));

    const sentAt: number[] = [];
    socket.on('message:send', async (raw: unknown, ack?: (answer: MessageSendAck) => void) => {
      const reply =
        typeof ack === 'function'
          ? ack
          : () => {
              // The client asked for no answer.
            };
      const now = Date.now();
      while (sentAt.length > 0 && now - sentAt[0] > MESSAGE_WINDOW_MS) sentAt.shift();
      if (sentAt.length >= MESSAGES_PER_WINDOW) return reply({ ok: false, message: TOO_MANY_MESSAGES });
      sentAt.push(now);
      const parsed = messageSendSchema.safeParse(raw);
      if (!parsed.success)
        return reply({ ok: false, message: parsed.error.issues[0]?.message ?? 'Некорректное сообщение' });
      try {
        const refused = await messageRefusal(app, data, parsed.data.toUserId);
        if (refused) return reply({ ok: false, message: refused });
        const sent = await notifier.notify({
          kind: 'message',
          target: 'Сотрудник',
          body: parsed.data.content,
          sender: data.fio,
          to: { userIds: [parsed.data.toUserId] },
        });
        reply({ ok: true, id: sent.id });
      } catch (error) {
        app.log.error({ err: error }, 'message:send failed');
        reply({ ok: false, message: 'Сообщение не отправлено, попробуйте ещё раз' });
      }
    });
  });
}
