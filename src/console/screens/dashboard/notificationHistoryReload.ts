// A push was sent while the dashboard is open: the notification history panel reads its list again. The realtime
// wiring calls reloadNotificationHistory() on a received push; the panel, while mounted, listens. Nothing happens
// when no panel is shown.

const listeners = new Set<() => void>();

export function reloadNotificationHistory() {
  listeners.forEach((listener) => listener());
}

/** Subscribes a panel; the returned function unsubscribes it. */
export function onNotificationHistoryReload(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
