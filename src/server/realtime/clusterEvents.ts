import type { Server } from 'socket.io';

type Handler = (payload: unknown) => void;

export interface ClusterEvents {
  /** Runs the handlers of this process now and of every other process on the database soon after. */
  publish: (name: string, payload: unknown) => void;
  on: (name: string, handler: Handler) => void;
}

/**
 * Server-to-server events (a permission change, presence) over the socket.io adapter's serverSideEmit, so the
 * processes on one PostgreSQL need no second channel. The in-memory adapter has no other process to tell.
 */
export function createClusterEvents(io: Server, clustered: boolean): ClusterEvents {
  const handlers = new Map<string, Handler[]>();
  const run = (name: string, payload: unknown) => {
    for (const handler of handlers.get(name) ?? []) handler(payload);
  };
  return {
    publish(name, payload) {
      run(name, payload);
      if (clustered) io.serverSideEmit(name, payload);
    },
    on(name, handler) {
      if (!handlers.has(name)) {
        handlers.set(name, []);
        if (clustered) io.on(name, (payload: unknown) => run(name, payload));
      }
      handlers.get(name)!.push(handler);
    },
  };
}
