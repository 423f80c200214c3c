import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { sessionActor } from '../session/sessionActor';
import { useWorkspaceOfficeId } from '../workspace/useWorkShift';
import { deviceId } from './deviceId';
import { publishPush } from './pushListeners';
import { presentPush } from './pushPresenter';
import { realtimeActor } from './realtimeActor';
import { readStoredMessages, writeStoredMessages } from './storedMessages';

/**
 * The push websocket follows the session: started with its token while logged in (the shell is mounted only then),
 * stopped on logout or expiry. Every push is presented (toast, system notification) and offered to an open order card;
 * a permission change reloads the session's permissions.
 */
export function RealtimeEffect() {
  const token = useSelector(sessionActor, (s) => (s.matches('loggedIn') ? (s.context.auth?.token ?? null) : null));
  const userId = useSelector(sessionActor, (s) => s.context.profile?.customerId);
  // The workspace office is the socket's office room: choosing another one reconnects into it.
  const officeId = useWorkspaceOfficeId();
  const [, navigate] = useLocation();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    if (!token) return;
    // Entering again with another office opens a new socket; the message list stays.
    realtimeActor.send({
      type: 'connection.start',
      auth: { token: token.replace(/^Bearer /, ''), deviceId: deviceId(), officeId },
    });
  }, [token, officeId]);
  // Only the session's end stops it (and clears the user's messages).
  useEffect(() => (token ? () => realtimeActor.send({ type: 'connection.stop' }) : undefined), [token]);

  // The user's pushes outlive a reload: restored when the session starts, written back as they change.
  useEffect(() => {
    if (!token || userId === undefined) return;
    realtimeActor.send({ type: 'messages.restore', messages: readStoredMessages(userId) });
    let last = realtimeActor.getSnapshot().context.messages;
    const subscription = realtimeActor.subscribe((snapshot) => {
      if (snapshot.context.messages === last || snapshot.matches('offline')) return;
      last = snapshot.context.messages;
      writeStoredMessages(userId, last);
    });
    return () => subscription.unsubscribe();
  }, [token, userId]);

  useEffect(() => {
    const subscription = realtimeActor.on('push.received', ({ push }) => {
      presentPush(push, (href) => navigateRef.current(href));
      publishPush(push);
    });
    // A role or permission of this user changed: the session reloads the permissions, so the menu and the
    // screens' gates follow at once.
    const permissions = realtimeActor.on('permissions.changed', () =>
      sessionActor.send({ type: 'session.permissionsChanged' }),
    );
    return () => {
      subscription.unsubscribe();
      permissions.unsubscribe();
    };
  }, []);

  return null;
}
