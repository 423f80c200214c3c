import type { StoredAuth } from '../../../machines/session/sessionTypes';
import { STORAGE_KEY_AUTH } from '../../shared/constants';

/** The token's payload; the signature is the server's business. */
function tokenPayload(token: string): { exp?: unknown; sub?: unknown } | null {
  const payload = token.replace(/^Bearer\s+/i, '').split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown; sub?: unknown };
  } catch {
    return null;
  }
}

/** The expiry (exp, seconds) as epoch milliseconds. */
export function tokenExpiresAt(token: string): number | null {
  const exp = tokenPayload(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/** The user the token was given to (sub): the profile's customerId. */
export function tokenUserId(token: string): number | null {
  const sub = Number(tokenPayload(token)?.sub);
  return Number.isSafeInteger(sub) && sub > 0 ? sub : null;
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
