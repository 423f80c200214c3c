import type { Server as HttpServer } from 'node:http';
import { createRequire } from 'node:module';
import type * as postgresAdapter from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { Server } from 'socket.io';
import { SOCKET_PATH } from '../../shared/constants';

export interface SocketServer {
  io: Server;
  /** True when pushes and server events cross processes through the PostgreSQL adapter. */
  clustered: boolean;
  close: () => Promise<void>;
}

/**
 * socket.io on the API's own HTTP server, websocket transport only. With a PostgreSQL server
 * (DATABASE_URL) the PostgreSQL adapter joins every process on that database into one: a push emitted by one
 * reaches sockets held by the others, fetchSockets() sees all of them, serverSideEmit() reaches the other processes.
 * PGlite belongs to one process, so there the default in-memory adapter is the whole cluster.
 */
export function createSocketServer(
  httpServer: HttpServer,
  options: { databaseUrl?: string; log: FastifyBaseLogger },
): SocketServer {
  const io = new Server(httpServer, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    // Tokens travel in the handshake's auth, not in cookies: any origin may connect, none gets ambient credentials.
    cors: { origin: true, credentials: false },
  });
  let pool: pg.Pool | undefined;
  let listener: ListenerConnections | undefined;
  if (options.databaseUrl) {
    // Loaded only for a PostgreSQL server (both are CommonJS): a start on the embedded database needs neither.
    const require = createRequire(import.meta.url);
    const { Pool } = require('pg') as typeof pg;
    const { createAdapter } = require('@socket.io/postgres-adapter') as typeof postgresAdapter;
    // Its own small pool: the adapter holds one connection for LISTEN and must not starve the API's queries.
    pool = new Pool({ connectionString: options.databaseUrl, max: 3 });
    pool.on('error', (error) => options.log.warn({ err: error }, 'socket.io adapter: database connection lost'));
    listener = trackListenerConnections(pool);
    io.adapter(
      createAdapter(listener.pool as pg.Pool, {
        tableName: 'socket_io_attachments',
        heartbeatInterval: 2_000,
        heartbeatTimeout: 6_000,
      }),
    );
  }
  return {
    io,
    clustered: Boolean(pool),
    close: async () => {
      // Fastify closes the HTTP server itself; here only the sockets and the adapter's connection go.
      io.local.disconnectSockets(true);
      io.engine.close();
      await Promise.resolve(io.of('/').adapter.close());
      listener?.dropAll();
      await pool?.end();
    },
  };
}

interface ListenerConnections {
  /** What the adapter is given: it only takes connections and runs queries. */
  pool: Pick<pg.Pool, 'connect' | 'query'>;
  /** Ends every connection the adapter still holds, and gives it no new one. */
  dropAll: () => void;
}

/**
 * The adapter's own close() hands back its LISTEN connection only once that connection is set up: a server closed
 * while the LISTEN is still on its way (a test's app lives a few milliseconds) would leave it checked out, and
 * pool.end() would wait for it forever. So the connections it takes are kept here and ended on close.
 */
function trackListenerConnections(pool: pg.Pool): ListenerConnections {
  const held = new Set<pg.PoolClient>();
  let closed = false;
  return {
    pool: {
      connect: (async () => {
        // After close a reconnection attempt waits for ever instead of looping on an ended pool.
        if (closed) return new Promise<never>(() => undefined);
        const client = await pool.connect();
        const release = client.release.bind(client);
        held.add(client);
        client.release = (destroy?: Error | boolean) => {
          held.delete(client);
          release(destroy);
        };
        return client;
      }) as pg.Pool['connect'],
      query: pool.query.bind(pool) as pg.Pool['query'],
    },
    dropAll: () => {
      closed = true;
      for (const client of held) client.release(true);
    },
  };
}
