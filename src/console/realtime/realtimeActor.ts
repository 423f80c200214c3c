import { createActor } from 'xstate';
import { SYSTEM_IDS } from '../../../machines/kit/machineConstants';
import { realtimeConnectionMachine } from '../../../machines/realtime/realtimeConnectionMachine';
import { inspect } from '../debug/inspector';
import { sessionActor } from '../session/sessionActor';
import { realtimeSocket } from './realtimeSocket';

// The push websocket's long-lived actor: offline until RealtimeEffect starts it with the session's token.
export const realtimeActor = createActor(
  realtimeConnectionMachine.provide({
    actors: { socket: realtimeSocket },
    actions: {
      // A refused handshake means the token is dead: the session shows its expired modal, as a 430 answer does.
      onTokenRejected: () => sessionActor.send({ type: 'session.tokenRejected' }),
    },
  }),
  { systemId: SYSTEM_IDS.realtime, inspect },
);

realtimeActor.start();
