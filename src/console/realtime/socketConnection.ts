import { io, type Socket } from 'socket.io-client';
import type { RealtimeAuth, SocketReport } from '../../../machines/realtime/realtimeConnectionMachine';
import { helloEventSchema, pushEventSchema, socketRefusalSchema } from '../../shared/schemas/realtime';

/**
 * One socket.io connection (websocket only, no reconnection of its own: the connection chart owns the schedule) at
 * the wsnt answer's path; what happens on it is reported parsed. realtimeSocket.ts loads this on demand.
 */
export function openSocket(path: string, auth: RealtimeAuth, report: (e: SocketReport) => void): Socket {
  const socket = io(window.location.origin, {
    path,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { ...auth },
  });
  socket.on('connect', () => report({ type: 'socket.connected' }));
  socket.on('disconnect', (reason) => report({ type: 'socket.disconnected', reason }));
  socket.on('connect_error', (error: Error & { data?: unknown }) => {
    const refusal = socketRefusalSchema.safeParse(error.data);
    report(
      refusal.success
        ? { type: 'socket.error', status: refusal.data.status, message: refusal.data.message }
        : { type: 'socket.error', message: error.message },
    );
  });
  socket.on('hello', (raw: unknown) => {
    const hello = helloEventSchema.safeParse(raw);
    if (hello.success) report({ type: 'socket.hello', hello: hello.data });
  });
  socket.on('push', (raw: unknown) => {
    const push = pushEventSchema.safeParse(raw);
    if (push.success) report({ type: 'socket.push', push: push.data });
  });
  socket.on('permissions:changed', () => report({ type: 'socket.permissionsChanged' }));
  socket.on('online:changed', (raw: { userId?: unknown; online?: unknown }) => {
    if (typeof raw?.userId === 'number')
      report({ type: 'socket.onlineChanged', userId: raw.userId, online: raw.online === true });
  });
  return socket;
}
