import { useSelector } from '@xstate/react';
import { isAllowed, type PermissionFlag } from '../../shared/permissions';
import { sessionActor } from './sessionActor';

// Small selectors over the session actor: views read one value each, never the whole snapshot.
export const useSessionStatus = () =>
  useSelector(sessionActor, (s): 'pending' | 'loggedIn' | 'loggedOut' | 'expired' | 'restoreFailed' => {
    if (s.matches('loggedIn')) return 'loggedIn';
    if (s.matches('restoreFailed')) return 'restoreFailed';
    if (s.hasTag('expired')) return 'expired';
    return s.matches('loggedOut') ? 'loggedOut' : 'pending';
  });
export const useSessionBusy = () => useSelector(sessionActor, (s) => s.hasTag('busy'));
export const useSessionExpired = () => useSelector(sessionActor, (s) => s.hasTag('expired'));
export const useSessionError = () => useSelector(sessionActor, (s) => s.context.error);
export const useProfile = () => useSelector(sessionActor, (s) => s.context.profile);
/** Platform staff (not a partner's): they may do what the tenant rule keeps from a partner's staff. */
export const usePlatformStaff = () => useSelector(sessionActor, (s) => s.context.profile?.platformStaff !== false);
export const usePermissions = () => useSelector(sessionActor, (s) => s.context.permissions);

export function useAllowed(operation: string | undefined, flags?: PermissionFlag[]) {
  return useSelector(sessionActor, (s) => isAllowed(s.context.permissions, operation, flags));
}
