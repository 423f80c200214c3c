import { act } from '@testing-library/react';
import { createActor, fromCallback } from 'xstate';
import {
  type RealtimeAuth,
  realtimeConnectionMachine,
  type SocketReport,
  type SocketSend,
} from '../../../machines/realtime/realtimeConnectionMachine';
import type { PushEvent } from '../../../src/shared/schemas/realtime';

// The connection chart with a socket held by the test, for views that read the realtime actor. Mock the actor's
// module with `realtimeModule()`; drive it with `realtime`.

interface HeldSocket {
  input: RealtimeAuth;
  report: (e: SocketReport) => void;
  received: SocketSend[];
  closed: boolean;
}

const sockets: HeldSocket[] = [];
const socket = fromCallback<SocketSend, RealtimeAuth>(({ input, sendBack, receive }) => {
  const held: HeldSocket = { input, report: sendBack as (e: SocketReport) => void, received: [], closed: false };
  sockets.push(held);
  receive((e) => held.received.push(e));
  return () => {
    held.closed = true;
  };
});
const actor = createActor(realtimeConnectionMachine.provide({ actors: { socket } })).start();

export const realtimeModule = () => ({ realtimeActor: actor });

export const realtime = {
  actor,
  sockets,
  last: () => sockets[sockets.length - 1]!,
  /** A fresh connected actor: no messages, no log. */
  connect() {
    actor.send({ type: 'connection.stop' });
    actor.send({ type: 'log.clear' });
    actor.send({ type: 'connection.start', auth: { token: 't', deviceId: 'd' } });
    this.report({ type: 'socket.connected' });
  },
  report(e: SocketReport) {
    act(() => realtime.last().report(e));
  },
  push(id: number, extra: Partial<PushEvent> = {}) {
    this.report({
      type: 'socket.push',
      push: {
        id,
        content: `Заявка №${id}: статус изменён`,
        timestamp: 1_790_000_000 + id * 60,
        sender: 'Система',
        kind: 'orderStatus',
        orderId: id,
        penaltyId: null,
        ...extra,
      },
    });
  },
};
