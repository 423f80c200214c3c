import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClusterEvents } from './clusterEvents';
import { createNotifier } from './notifier';
import { roomOf } from './socketRooms';
import { createSocketServer } from './socketServer';
import { attachSocketSessions } from './socketSessions';
import { createWebPushSender } from './webPushSender';

/** A permission change in one process drops the cached permissions in all of them. */
export const PERMISSIONS_CHANGED = 'permissions:changed';

/**
 * Real time: socket.io on the API's server, the notifier every push goes through, Web Push for users with
 * no console open, and the events that keep several processes on one PostgreSQL behaving as one server.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    const config = app.serverConfig;
    const socketServer = createSocketServer(app.server, { databaseUrl: config.databaseUrl, log: app.log });
    const cluster = createClusterEvents(socketServer.io, socketServer.clustered);
    const webPush = await createWebPushSender({
      db: app.db,
      dataDir: config.dataDir,
      shared: Boolean(config.databaseUrl),
      subject: config.publicUrl ?? 'mailto:support@demo.ru',
      log: app.log,
    });
    const notifier = createNotifier({ db: app.db, io: socketServer.io, webPush, log: app.log });
    attachSocketSessions(app, socketServer.io, notifier);

    cluster.on(PERMISSIONS_CHANGED, (userId) =>
      app.permissionCache.forget(typeof userId === 'number' ? userId : undefined),
    );
    app.permissionCache.onInvalidate((userId) => {
      cluster.publish(PERMISSIONS_CHANGED, userId ?? null);
      // The consoles of the users concerned reload their permissions (the adapter reaches every process's sockets).
      const target = userId === undefined ? socketServer.io : socketServer.io.to(roomOf.user(userId));
      target.emit(PERMISSIONS_CHANGED);
    });

    app.decorate('io', socketServer.io);
    app.decorate('cluster', cluster);
    app.decorate('notifier', notifier);
    app.decorate('webPush', webPush);
    app.addHook('preClose', async () => {
      await notifier.idle();
      await socketServer.close();
    });
  },
  { name: 'realtime' },
);
