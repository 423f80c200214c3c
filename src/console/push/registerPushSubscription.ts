import { REF_VALUE_IDS } from '../../shared/referenceIds';
import { fetchWsnt, registerPushToken } from '../api/realtimeApi';
import { deviceId } from '../realtime/deviceId';

/** The service worker that shows the pushes (src/console/push/serviceWorker.ts, built to dist/console/sw.js). */
export const SERVICE_WORKER_URL = '/sw.js';

/** VAPID keys travel as base64url; PushManager.subscribe wants the raw bytes. */
function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  !!a && a.byteLength === b.byteLength && new Uint8Array(a).every((x, i) => x === b[i]);

/** Runs a browser step, turning its (English) failure into the Russian reason the toast shows. */
async function step<T>(run: () => Promise<T>, reason: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(`${reason} (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
}

/**
 * Registers this browser for Web Push for the user: installs the service worker, subscribes with the server's VAPID
 * key (reusing a subscription made with the same key) and stores it with PUT /v1/notifications/fcm.
 */
export async function registerPushSubscription(userId: number): Promise<void> {
  await step(
    () => navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }),
    'не удалось установить обработчик уведомлений',
  );
  // subscribe() needs an active worker: ready waits for the install above to finish.
  const registration = await navigator.serviceWorker.ready;
  const { vapidPublicKey } = await fetchWsnt(deviceId());
  const key = base64UrlToBytes(vapidPublicKey);
  const subscription = await step(async () => {
    const existing = await registration.pushManager.getSubscription();
    if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
    // Made with another server key (new VAPID keys): the browser refuses a second one until this one goes.
    await existing?.unsubscribe();
    return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  }, 'служба push-уведомлений браузера отказала в подписке');
  await registerPushToken({ userId, token: JSON.stringify(subscription), tokenTypeId: REF_VALUE_IDS.pushTokenWeb });
}

/**
 * Drops this browser's push subscription when its user's session ends: the next person at the browser must not be
 * shown the previous user's pushes. The push service then answers the server 410, and the server forgets it.
 */
export async function dropPushSubscription(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
