import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { meTarget } from '../../../lib/target';

export const activeUserTarget = meTarget('activeuser');

/** POST me.1/activeuser {user}: tells the server which contact user.session means. */
export function postActiveUser(user: number) {
  return apiPost(activeUserTarget, { user });
}

/** Mutation hook; every read is refreshed afterwards (user.session now means another contact). */
export function useActiveUserMutation() {
  return useMutation({
    mutationFn: postActiveUser,
    meta: { invalidates: [['user']] },
  });
}
