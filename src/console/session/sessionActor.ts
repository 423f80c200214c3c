import { createActor, fromPromise } from 'xstate';
import { SYSTEM_IDS } from '../../../machines/kit/machineConstants';
import { sessionMachine } from '../../../machines/session/sessionMachine';
import type { StoredAuth } from '../../../machines/session/sessionTypes';
import { setHttpHooks } from '../api/httpHooks';
import { dropDrafts, keepUnsavedDrafts, setDraftUser } from '../components/drafts/formDrafts';
import { inspect } from '../debug/inspector';
import { notifyError } from '../toasts/toaster';
import { clearStoredAuth, readStoredAuth, tokenUserId, writeStoredAuth } from './storedAuth';

// The API module (and axios with it) is loaded by the first call: the login page paints without an HTTP client.
const authApi = () => import('../api/authApi');

/**
 * The profile and the user's permissions. The token names its user, so both are asked for at once (one wait less on
 * a phone's network); should the profile name another user, that user's permissions are asked for after it.
 */
async function loadSession(auth: StoredAuth) {
  const { fetchOperations, fetchProfile } = await authApi();
  const userId = tokenUserId(auth.token);
  const [profile, early] = await Promise.all([
    fetchProfile(auth),
    userId === null ? null : fetchOperations(auth, userId),
  ]);
  const permissions = early && profile.customerId === userId ? early : await fetchOperations(auth, profile.customerId);
  return { profile, permissions };
}

// The session is the console's one long-lived actor: the API module provides its effects here, in one place.
export const sessionActor = createActor(
  sessionMachine.provide({
    actors: {
      authenticate: fromPromise(async ({ input }) => {
        const auth = await (await authApi()).login(input);
        return { auth, ...(await loadSession(auth)) };
      }),
      loadSession: fromPromise(({ input }) => loadSession(input.auth)),
      loadPermissions: fromPromise(async ({ input }) => (await authApi()).fetchOperations(input.auth, input.userId)),
    },
    actions: {
      persistAuth: (_, auth) => writeStoredAuth(auth),
      clearStoredAuth: () => clearStoredAuth(),
      keepUnsavedDrafts: (_, { userId }) => keepUnsavedDrafts(userId),
      dropUnsavedDrafts: () => dropDrafts(),
    },
  }),
  { input: { storedAuth: readStoredAuth() }, systemId: SYSTEM_IDS.session, inspect },
);

setDraftUser(() => sessionActor.getSnapshot().context.profile?.customerId);

// Whoever logs in next in this tab never meets another user's kept values.
sessionActor.subscribe((s) => {
  if (s.matches('loggedIn') && s.context.profile) dropDrafts({ keepUserId: s.context.profile.customerId });
});

sessionActor.start();

setHttpHooks({
  getToken: () => sessionActor.getSnapshot().context.auth?.token ?? null,
  onTokenRejected: () => sessionActor.send({ type: 'session.tokenRejected' }),
  onGlobalError: (e) => notifyError(e.message, e.connectError ? undefined : e.status),
});
