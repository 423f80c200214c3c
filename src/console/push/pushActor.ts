import { createActor, fromPromise } from 'xstate';
import { SYSTEM_IDS } from '../../../machines/kit/machineConstants';
import { type PushPermission, pushPermissionMachine } from '../../../machines/realtime/pushPermissionMachine';
import { inspect } from '../debug/inspector';
import { sessionActor } from '../session/sessionActor';
import { notify } from '../toasts/toaster';
import { fromPermissionState, isLocalHost, pushPermission } from './pushEnvironment';
import { dropPushSubscription, registerPushSubscription } from './registerPushSubscription';

const currentUserId = () => sessionActor.getSnapshot().context.profile?.customerId ?? null;

// The push chart is one long-lived actor: the browser's permission, the service worker and the API come in here.
export const pushActor = createActor(
  pushPermissionMachine.provide({
    actors: {
      requestPermission: fromPromise<PushPermission>(() => Notification.requestPermission()),
      registerToken: fromPromise(async () => {
        const userId = currentUserId();
        if (userId === null) throw new Error('войдите в систему');
        await registerPushSubscription(userId);
      }),
    },
    actions: {
      announceFailure: (_, message) =>
        notify({ type: 'error', title: 'Не удалось включить уведомления: ', description: message }),
    },
  }),
  {
    input: { permission: pushPermission(), localHost: isLocalHost(window.location.hostname) },
    systemId: SYSTEM_IDS.push,
    inspect,
  },
);

pushActor.start();

// A permission changed in the site settings (or another tab) while the console is open.
if (navigator.permissions && pushPermission() !== 'unsupported') {
  navigator.permissions
    .query({ name: 'notifications' })
    .then((status) =>
      status.addEventListener('change', () =>
        pushActor.send({ type: 'push.permissionChanged', permission: fromPermissionState(status.state) }),
      ),
    )
    .catch(() => {
      // No Permissions API for notifications in this browser: the banner then only follows its own prompt.
    });
}

// Another user logged in without a reload: the browser's subscription moves to them (or the banner is offered).
// A session that ended (logout, expiry) takes the subscription with it; the next login registers again.
let lastUserId = currentUserId();
sessionActor.subscribe(() => {
  const userId = currentUserId();
  if (userId === lastUserId) return;
  lastUserId = userId;
  if (userId === null)
    void dropPushSubscription().catch(() => {
      // A browser that refuses to unsubscribe keeps a registration the server drops on its next 404/410.
    });
  else pushActor.send({ type: 'push.sync' });
});
