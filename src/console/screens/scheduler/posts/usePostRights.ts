import { useAllowed } from '../../../session/useSession';

/** The operation of the posts screen: posts and their service posts. */
const POST_KEY = 'scheduler.post';

/** What the user may do with posts; a restore is an update (the server's PUT / POST restore). */
export function usePostRights() {
  return {
    insert: useAllowed(POST_KEY, ['permissionInsert']),
    update: useAllowed(POST_KEY, ['permissionUpdate']),
    delete: useAllowed(POST_KEY, ['permissionDelete']),
  };
}
export type PostRights = ReturnType<typeof usePostRights>;
