import { isAllowed, type PermissionFlag } from '../../../src/shared/permissions';

/**
 * The session hooks as a mock granting every flag of the keys `keys()` names at the time of the call (a test changes
 * them between renders): the client field offers only the searches the user's permissions allow.
 */
export function grantedSession(keys: () => readonly string[]) {
  const perms = () =>
    keys().map((operationKey) => ({
      operationKey,
      available: true,
      permissionInsert: true,
      permissionUpdate: true,
      permissionDelete: true,
    }));
  return {
    usePermissions: () => perms(),
    useAllowed: (operation: string | undefined, flags?: PermissionFlag[]) => isAllowed(perms(), operation, flags),
  };
}
