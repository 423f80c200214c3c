import type { Socket } from 'socket.io-client';
import { fromCallback } from 'xstate';
import type { RealtimeAuth, SocketReport, SocketSend } from '../../../machines/realtime/realtimeConnectionMachine';
import type { MessageSendAck, WsntResponse } from '../../shared/schemas/realtime';
import { fetchWsnt } from '../api/realtimeApi';

/** How long message:send waits for the server's acknowledgement. */
const SEND_ACK_TIMEOUT_MS = 10_000;

// wsnt does not change within a session: one request per device, not one per reconnection attempt (a server outage
// would otherwise add an HTTP error toast to every attempt). A failed request is forgotten and asked again.
let wsnt: { deviceId: string; answer: Promise<WsntResponse['wsnt']> } | null = null;
function wsntOnce(deviceId: string) {
  if (wsnt?.deviceId !== deviceId) {
    const answer = fetchWsnt(deviceId);
    wsnt = { deviceId, answer };
    answer.catch(() => {
      if (wsnt?.answer === answer) wsnt = null;
    });
  }
  return wsnt.answer;
}

const errorOf = (error: unknown): { status?: number; message: string } => {
  const e = error as { status?: unknown; message?: unknown } | null;
  return {
    status: typeof e?.status === 'number' && e.status > 0 ? e.status : undefined,
    message: typeof e?.message === 'string' ? e.message : String(error),
  };
};

/**
 * The connection chart's `socket` actor: one socket.io connection (websocket only, no reconnection of its own: the
 * chart owns the schedule) for as long as the chart is live. Reports what happens, parsed; sends message:send.
 */
export const realtimeSocket = fromCallback<SocketSend, RealtimeAuth>(({ input, sendBack, receive }) => {
  const report = (e: SocketReport) => {
    if (!closed) sendBack(e);
  };
  let closed = false;
  let socket: Socket | null = null;

  // socket.io and the event schemas come with the connection: loaded beside the wsnt call, not before the shell.
  Promise.all([wsntOnce(input.deviceId), import('./socketConnection')]).then(
    ([{ path }, { openSocket }]) => {
      if (closed) return;
      socket = openSocket(path, input, report);
    },
    (error: unknown) => report({ type: 'socket.error', ...errorOf(error) }),
  );

  receive(({ toUserId, content }) => {
    if (!socket?.connected)
      return report({ type: 'socket.sent', ok: false, message: 'Нет связи с сервером уведомлений' });
    socket
      .timeout(SEND_ACK_TIMEOUT_MS)
      .emitWithAck('message:send', { toUserId, content })
      .then(
        (ack: MessageSendAck) =>
          report(ack.ok ? { type: 'socket.sent', ok: true } : { type: 'socket.sent', ok: false, message: ack.message }),
        () => report({ type: 'socket.sent', ok: false, message: 'Сервер не ответил, попробуйте ещё раз' }),
      );
  });

  return () => {
    closed = true;
    socket?.removeAllListeners();
    socket?.disconnect();
  };
});
