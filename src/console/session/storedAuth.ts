import type { StoredAuth } from '../../../machines/session/sessionTypes';
import { STORAGE_KEY_AUTH } from '../../shared/constants';

/** Reads the expiry (exp, seconds) out of the token's payload; the signature is the server's business. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.replace(/^Bearer\s+/i, '').split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}

export function readStoredAuth(storage: Storage = localStorage): StoredAuth | null {
  try {
    const raw = storage.getItem(STORAGE_KEY_AUTH);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredAuth>;
    return typeof parsed.token === 'string' && typeof parsed.expiresAt === 'number' ? (parsed as StoredAuth) : null;
  } catch {
    return null;
  }
}

export function writeStoredAuth(auth: StoredAuth, storage: Storage = localStorage) {
  storage.setItem(STORAGE_KEY_AUTH, JSON.stringify(auth));
}

export function clearStoredAuth(storage: Storage = localStorage) {
  storage.removeItem(STORAGE_KEY_AUTH);
}
