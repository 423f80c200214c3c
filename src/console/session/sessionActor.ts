import { createActor, fromPromise } from 'xstate';
import { SYSTEM_IDS } from '../../../machines/kit/machineConstants';
import { sessionMachine } from '../../../machines/session/sessionMachine';
import type { StoredAuth } from '../../../machines/session/sessionTypes';
import { setHttpHooks } from '../api/httpHooks';
import { dropDrafts, keepUnsavedDrafts, setDraftUser } from '../components/drafts/formDrafts';
import { inspect } from '../debug/inspector';
import { notifyError } from '../toasts/toaster';
import { takePrefetchedSession } from './sessionPrefetch';
import { clearStoredAuth, readStoredAuth, tokenUserId, writeStoredAuth } from './storedAuth';

// The API module (and axios with it) is loaded by the first call: the login page paints without an HTTP client.
const authApi = () => import('../api/authApi');

/** A prefetched answer, or the call made through the API module when there is none (or it was not a 200). */
const orAsk = <T>(early: Promise<T | null> | null | undefined, ask: () => Promise<T>) =>
  early == null ? ask() : early.then((answer) => answer ?? ask());

/**
 * The profile and the user's permissions. The token names its user, so both are asked for at once (one wait less on
 * a phone's network), or were already asked for by the entry (sessionPrefetch.ts); should the profile name another
 * user, that user's permissions are asked for after it.
 */
async function loadSession(auth: StoredAuth) {
  const early = takePrefetchedSession(auth.token);
  const { fetchOperations, fetchProfile } = await authApi();
  const userId = tokenUserId(auth.token);
  const [profile, operations] = await Promise.all([
    orAsk(early?.profile, () => fetchProfile(auth)),
    userId === null ? null : orAsk(early?.operations, () => fetchOperations(auth, userId)),
  ]);
  const permissions =
    operations && profile.customerId === userId ? operations : await fetchOperations(auth, profile.customerId);
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
