import { useSelector } from '@xstate/react';
import {
  selectConnection,
  selectGreeting,
  selectUnreadCount,
} from '../../../machines/realtime/realtimeConnectionMachine';
import { realtimeActor } from './realtimeActor';

// Small selectors over the connection actor: views read one value each, never the whole snapshot.
export const useConnection = () => useSelector(realtimeActor, selectConnection);
export const useReconnectAttempt = () => useSelector(realtimeActor, (s) => s.context.attempt);
export const useRetryAt = () => useSelector(realtimeActor, (s) => s.context.retryAt);
export const useUnreadCount = () => useSelector(realtimeActor, selectUnreadCount);
/** The server's hello of the live connection: a status line, not a message. */
export const useGreeting = () => useSelector(realtimeActor, selectGreeting);
export const useLocalMessages = () => useSelector(realtimeActor, (s) => s.context.messages);
export const useWebsocketLog = () => useSelector(realtimeActor, (s) => s.context.log);
export const useOutgoing = () => useSelector(realtimeActor, (s) => s.context.outgoing);
/** Moves on every 'online:changed': a list of who is online re-reads when it does. */
export const usePresenceVersion = () => useSelector(realtimeActor, (s) => s.context.presenceVersion);
export const useCanRetry = () => useSelector(realtimeActor, (s) => s.can({ type: 'connection.retry' }));
