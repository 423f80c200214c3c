// The data the session chart carries; the API module fills it, the chart never touches storage or HTTP itself.
import type { Permission, Profile } from '../../src/shared/schemas/users';

export interface StoredAuth {
  token: string;
  /** Token expiry as epoch milliseconds, read from the token itself. */
  expiresAt: number;
}

export interface SessionData {
  auth: StoredAuth;
  profile: Profile;
  permissions: Permission[];
}

export interface SessionError {
  message: string;
  errorCode?: string;
  status?: number;
}
