import { createHttp, type HttpHooks } from './http';

// The one axios instance of the console. The session wiring sets the hooks once at start; until then calls go
// out without a token and errors are only rejected.
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

export const http = createHttp({
  getToken: () => hooks.getToken(),
  onTokenRejected: () => hooks.onTokenRejected(),
  onGlobalError: (e) => hooks.onGlobalError(e),
});
