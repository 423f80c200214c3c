import { createActor, fromPromise } from 'xstate';
import { SYSTEM_IDS } from '../../../machines/kit/machineConstants';
import { sessionMachine } from '../../../machines/session/sessionMachine';
import type { StoredAuth } from '../../../machines/session/sessionTypes';
import { fetchOperations, fetchProfile, login } from '../api/authApi';
import { setHttpHooks } from '../api/httpClient';
import { dropDrafts, keepUnsavedDrafts, setDraftUser } from '../components/drafts/formDrafts';
import { inspect } from '../debug/inspector';
import { notifyError } from '../toasts/toaster';
import { clearStoredAuth, readStoredAuth, writeStoredAuth } from './storedAuth';

async function loadSession(auth: StoredAuth) {
  const profile = await fetchProfile(auth);
  const permissions = await fetchOperations(auth, profile.customerId);
  return { profile, permissions };
}

// The session is the console's one long-lived actor: the API module provides its effects here, in one place.
export const sessionActor = createActor(
  sessionMachine.provide({
    actors: {
      authenticate: fromPromise(async ({ input }) => {
        const auth = await login(input);
        return { auth, ...(await loadSession(auth)) };
      }),
      loadSession: fromPromise(({ input }) => loadSession(input.auth)),
      loadPermissions: fromPromise(({ input }) => fetchOperations(input.auth, input.userId)),
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
