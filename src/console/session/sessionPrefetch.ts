import type { StoredAuth } from '../../../machines/session/sessionTypes';
import type { Permission, Profile } from '../../shared/schemas/users';
import { tokenUserId } from './storedAuth';

// A stored session's two calls (the profile, the permissions), sent by the entry (main.ts) while the console's
// scripts are still on their way: on a phone's network they would otherwise start only once those scripts have
// arrived and run. The session chart's loader takes the answers (sessionActor.ts). Anything but a 200 answers null
// here, and the call is made again through the API module, which knows what each error means.

export interface PrefetchedSession {
  token: string;
  profile: Promise<Profile | null>;
  /** The permissions of the user the token names (tokenUserId); null when it names none. */
  operations: Promise<Permission[] | null> | null;
}

/**
 * One prefetched answer at a time, given once to the loader of the session that asked for it: another token gets
 * nothing, nor does a taker after maxAgeMs.
 */
export function prefetchSlot<T>(maxAgeMs = Number.POSITIVE_INFINITY) {
  let held: { token: string; at: number; value: T } | null = null;
  return {
    put(token: string, value: T) {
      held = { token, at: Date.now(), value };
    },
    take(token: string | undefined): T | null {
      const found = held;
      held = null;
      return found && found.token === token && Date.now() - found.at < maxAgeMs ? found.value : null;
    },
  };
}

const slot = prefetchSlot<PrefetchedSession>();

/** A GET of the API with the session's token: its JSON on a 200, else null. */
export const prefetchJson = <T>(path: string, token: string): Promise<T | null> =>
  fetch(`/v1${path}`, { headers: { Authorization: token } })
    .then((response) => (response.ok ? (response.json() as Promise<T>) : null))
    .catch(() => null); // a network failure or a body that is not JSON: asked again

/** Sends the stored session's calls, if there is a live one; the same calls, for what the screen may prefetch. */
export function prefetchSession(auth: StoredAuth | null): PrefetchedSession | null {
  if (!auth || auth.expiresAt <= Date.now()) return null;
  const userId = tokenUserId(auth.token);
  const session = {
    token: auth.token,
    profile: prefetchJson<Profile>('/users/profile', auth.token),
    operations: userId === null ? null : prefetchJson<Permission[]>(`/users/${userId}/operations`, auth.token),
  };
  slot.put(auth.token, session);
  return session;
}

/** The calls sent for this token, once: a later load (a reload of the profile) asks the server again. */
export const takePrefetchedSession = (token: string): PrefetchedSession | null => slot.take(token);
