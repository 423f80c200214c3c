import { createHttp } from './http';
import { httpHooks } from './httpHooks';

// Where the hooks live (httpHooks.ts); re-exported for callers that set them here.
export { setHttpHooks } from './httpHooks';

// The one axios instance of the console. The session wiring sets the hooks once at start; until then calls go
// out without a token and errors are only rejected.
export const http = createHttp({
  getToken: () => httpHooks().getToken(),
  onTokenRejected: () => httpHooks().onTokenRejected(),
  onGlobalError: (e) => httpHooks().onGlobalError(e),
});
