import { BRAND } from '../../shared/constants';
import type { PushEvent } from '../../shared/schemas/realtime';
import { notify, type ToastInput } from '../toasts/toaster';

// How a received push is shown: always a toast (4 s, no duplicates, 'Открыть заявку' when it is about an order);
// also a system notification when the tab is hidden and the browser permission is granted.

export const orderHref = (orderId: number) => `/orders/${orderId}`;

/** What presenting needs from the browser: the tests give their own. */
export interface PresenterEnv {
  toast: (input: ToastInput) => void;
  hidden: () => boolean;
  /** null where the browser has no Notification API. */
  permission: () => NotificationPermission | null;
  notification: (title: string, options: NotificationOptions, onClick: () => void) => void;
  focus: () => void;
}

export const browserEnv = (): PresenterEnv => ({
  toast: notify,
  hidden: () => document.visibilityState === 'hidden',
  permission: () => (typeof Notification === 'undefined' ? null : Notification.permission),
  notification: (title, options, onClick) => {
    const shown = new Notification(title, options);
    shown.onclick = () => {
      onClick();
      shown.close();
    };
  },
  focus: () => window.focus(),
});

export function pushToast(push: PushEvent, openOrder: (href: string) => void): ToastInput {
  const orderId = push.orderId;
  return {
    type: 'info',
    title: push.sender,
    description: push.content,
    action: orderId !== null ? { label: 'Открыть заявку', onClick: () => openOrder(orderHref(orderId)) } : undefined,
  };
}

export const wantsSystemNotification = (env: Pick<PresenterEnv, 'hidden' | 'permission'>) =>
  env.hidden() && env.permission() === 'granted';

export function presentPush(push: PushEvent, openOrder: (href: string) => void, env: PresenterEnv = browserEnv()) {
  env.toast(pushToast(push, openOrder));
  if (!wantsSystemNotification(env)) return;
  // The tag replaces a notification for the same push instead of stacking a second one.
  env.notification(BRAND, { body: push.content, tag: String(push.id) }, () => {
    env.focus();
    if (push.orderId !== null) openOrder(orderHref(push.orderId));
  });
}
