import { useSyncExternalStore } from 'react';
import { SUPPORT_EMAIL } from '../../shared/constants';
import { readStoredAuth } from '../session/storedAuth';

// The support address the error panels offer: the common settings' one once a signed-in console has read it,
// SUPPORT_EMAIL before that, when signed out, or when reading it failed. Read once per sign-in (per token), the
// first time a panel asks, so nothing else in the console has to know about it.

let loaded: string | null = null;
let loadedFor: string | null = null;
const listeners = new Set<() => void>();

function publish(email: string | null) {
  loaded = email;
  for (const listener of listeners) listener();
}

/** Reads the address for the stored sign-in, unless it was read for it already. */
function ensureLoaded() {
  const auth = readStoredAuth();
  if (!auth || auth.expiresAt <= Date.now() || loadedFor === auth.token) return;
  loadedFor = auth.token;
  // Imported on use: the error boundary that reads the address is in the entry the login page loads, and the API
  // client (axios) is not.
  import('../api/config/commonSettingsApi')
    .then((api) => api.fetchSupportContact())
    .then(
      (contact) => publish(contact.supportEmail),
      () => {
        // The constant stays; the next sign-in tries again.
      },
    );
}

export function currentSupportEmail(): string {
  ensureLoaded();
  return loaded ?? SUPPORT_EMAIL;
}

/** The common settings screen saved a new address: every panel shows it at once. */
export function setSupportEmail(email: string) {
  publish(email);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useSupportEmail(): string {
  return useSyncExternalStore(subscribe, currentSupportEmail, () => SUPPORT_EMAIL);
}
