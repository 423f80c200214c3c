import type { Server as SocketIoServer } from 'socket.io';
import type { PermissionCache } from './auth/permissionCache';
import type { TokenService } from './auth/token';
import type { Db } from './db/db';
import type { DatabaseKind } from './db/openDatabase';
import type { UserStatus } from './db/schema';
import type { Mailer } from './mail/mailer';
import type { SmsSender } from './mail/smsSender';
import type { ClusterEvents } from './realtime/clusterEvents';
import type { Notifier } from './realtime/notifier';
import type { WebPushSender } from './realtime/webPushSender';
import type { ServerConfig } from './serverConfig';

/** The caller of a protected route, as the token and the users row say. */
export interface AuthUser {
  id: number;
  email: string;
  status: UserStatus;
  partnerId: number | null;
}

// What buildApp decorates the instance and the request with; route plugins read them from here.
declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    databaseKind: DatabaseKind;
    serverConfig: ServerConfig;
    tokens: TokenService;
    permissionCache: PermissionCache;
    mailer: Mailer;
    sms: SmsSender;
    /** socket.io on this server (realtime plugin). */
    io: SocketIoServer;
    /** Events between the server processes on one database. */
    cluster: ClusterEvents;
    /** Every push goes through it: stored in the notification history, delivered, counted. */
    notifier: Notifier;
    webPush: WebPushSender;
  }
  interface FastifyRequest {
    /** Set by the access-control hook on every route that is not public. */
    authUser: AuthUser | null;
    /** The caller's partner scope (auth/tenantScope.ts): null for platform staff and public routes. */
    tenantScope: number | null;
  }
}
