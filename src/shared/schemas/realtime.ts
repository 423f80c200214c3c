import { z } from 'zod';
import { MAX_SOCKET_MESSAGE_LENGTH } from '../constants';
import { REF_VALUE_IDS } from '../referenceIds';

// What travels over the push websocket and the calls around it: local messages, pushes, the dashboard's calls.

/** The kinds of a local message: a server push, the server's greeting on connect, a notification the console made. */
export const localMessageTypes = ['push', 'hello', 'notification'] as const;
export type LocalMessageType = (typeof localMessageTypes)[number];

/** A 'push' event: one stored notification (its notification_history id) or a message from another employee. */
export const pushEventSchema = z.object({
  id: z.number(),
  content: z.string(),
  /** Unix seconds. */
  timestamp: z.number(),
  /** Who it is from: an employee's name, or 'Система' for pushes made by events. */
  sender: z.string(),
  /** What made it: an order status, an offer, an invoice, an employee's message. */
  kind: z.enum(['orderStatus', 'offer', 'invoice', 'message']),
  orderId: z.number().nullable(),
  penaltyId: z.number().nullable(),
});
export type PushEvent = z.infer<typeof pushEventSchema>;

/** The 'hello' event the server sends once the socket is authenticated. */
export const helloEventSchema = z.object({
  content: z.string(),
  timestamp: z.number(),
  sender: z.string(),
  userId: z.number(),
  /** Rooms the socket was put in ('user:1', 'partner:2', 'office:3', 'staff'). */
  rooms: z.array(z.string()),
});
export type HelloEvent = z.infer<typeof helloEventSchema>;

const messageRequired = 'Введите сообщение';
/** 'message:send' from the console: a message to another employee, answered through the acknowledgement. */
export const messageSendSchema = z.object({
  toUserId: z.number({ error: 'Выберите получателя' }).int('Выберите получателя').positive('Выберите получателя'),
  content: z
    .string({ error: messageRequired })
    .trim()
    .min(1, messageRequired)
    .max(MAX_SOCKET_MESSAGE_LENGTH, `Не более ${MAX_SOCKET_MESSAGE_LENGTH} символов`),
});
export type MessageSend = z.infer<typeof messageSendSchema>;
export type MessageSendAck = { ok: true; id: number } | { ok: false; message: string };

/** The handshake's auth: the session token, the browser's device id and the workspace office (optional). */
export const socketAuthSchema = z.object({
  token: z.string().min(1),
  deviceId: z.string().max(100).optional(),
  officeId: z.number().int().positive().optional(),
});
export type SocketAuth = z.infer<typeof socketAuthSchema>;

/** The error a refused handshake carries in connect_error's data: 430 is the HTTP answer's meaning. */
export const socketRefusalSchema = z.object({ status: z.number(), errorCode: z.string(), message: z.string() });
export type SocketRefusal = z.infer<typeof socketRefusalSchema>;

/** GET /v1/notifications/wsnt?deviceId: what the console needs to connect and to register for Web Push. */
export const wsntResponseSchema = z.object({
  wsnt: z.object({
    path: z.string(),
    transports: z.array(z.literal('websocket')),
    deviceId: z.string(),
    /** The server's VAPID public key (base64url) for PushManager.subscribe. */
    vapidPublicKey: z.string(),
  }),
});
export type WsntResponse = z.infer<typeof wsntResponseSchema>;

export const deviceIdSchema = z
  .string({ error: 'Укажите идентификатор устройства' })
  .trim()
  .min(1, 'Укажите идентификатор устройства')
  .max(100, 'Идентификатор устройства не длиннее 100 символов');

/** PUT /v1/notifications/fcm: the browser's push registration; token is the PushSubscription as JSON. */
export const fcmRegistrationSchema = z.object({
  userId: z.number({ error: 'Укажите пользователя' }).int().positive(),
  token: z.string({ error: 'Укажите токен' }).min(1, 'Укажите токен').max(4_000, 'Слишком длинный токен'),
  tokenTypeId: z.literal(REF_VALUE_IDS.pushTokenWeb, { error: `Тип токена должен быть ${REF_VALUE_IDS.pushTokenWeb}` }),
});
export type FcmRegistration = z.infer<typeof fcmRegistrationSchema>;

/** GET /v1/users/online: an employee with at least one live socket on any server process. */
export const onlineUserSchema = z.object({
  userId: z.number(),
  fio: z.string(),
  email: z.string(),
  partnerName: z.string().nullable(),
  /** Live sockets (tabs, devices) of the user across the cluster. */
  connections: z.number(),
  /** Unix seconds of the earliest live connection. */
  onlineSince: z.number(),
});
export type OnlineUser = z.infer<typeof onlineUserSchema>;
