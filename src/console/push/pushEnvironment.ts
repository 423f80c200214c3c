import type { PushPermission } from '../../../machines/realtime/pushPermissionMachine';

/** Hosts a developer's own machine answers on: no banner there. */
export function isLocalHost(hostname: string): boolean {
  return (
    hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost')
  );
}

/**
 * The browser's notification permission as the push chart knows it. Without a secure context (a plain-http LAN
 * address) the browser has no service workers and refuses the prompt anyway: that counts as unsupported.
 */
export function pushPermission(): PushPermission {
  if (
    !window.isSecureContext ||
    !('Notification' in window) ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window)
  )
    return 'unsupported';
  return Notification.permission;
}

/** The Permissions API says 'prompt' where Notification.permission says 'default'. */
export const fromPermissionState = (state: PermissionState): PushPermission => (state === 'prompt' ? 'default' : state);
