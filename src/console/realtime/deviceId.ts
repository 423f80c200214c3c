const STORAGE_KEY_DEVICE = 'APP_DeviceId';

/** This browser's id for wsnt and the socket handshake: made once, kept in local storage across logins. */
export function deviceId(storage: Storage = window.localStorage): string {
  const stored = storage.getItem(STORAGE_KEY_DEVICE);
  if (stored) return stored;
  const made = crypto.randomUUID();
  storage.setItem(STORAGE_KEY_DEVICE, made);
  return made;
}
