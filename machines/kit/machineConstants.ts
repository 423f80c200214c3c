// systemIds of the long-lived actors, so any part of the app (and the debug panel) finds them by one name.
export const SYSTEM_IDS = {
  session: 'session',
  toasts: 'toasts',
  push: 'push',
  realtime: 'realtime',
  workShift: 'workShift',
} as const;
