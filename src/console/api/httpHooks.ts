import type { HttpHooks } from './http';

// The hooks of the console's one axios instance (httpClient.ts), kept apart from it so the session can set them
// without loading axios: the login page's entry chunk holds no HTTP client until the first call.
let hooks: HttpHooks = {
  getToken: () => null,
  onTokenRejected: () => {
    // No session yet: nothing to end.
  },
  onGlobalError: () => {
    // No toasts yet: the caller gets the rejection.
  },
};

export function setHttpHooks(next: HttpHooks) {
  hooks = next;
}

export const httpHooks = (): HttpHooks => hooks;
