import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client.ts';
import { markLeavingBackOffice } from '../leaving.ts';
import { sessionKey } from './get-session.ts';

export function signOut(): Promise<void> {
  return apiRequest<void>('/auth/logout', { method: 'POST' });
}

/**
 * Sign-out (spec section 4): the visitor lands on /public/home, the server ends the session, session storage and
 * the cached staff data are cleared. The back office is left first, so none of its polls (new orders, messages)
 * can ask once the session has ended. Local state is cleared even when the call fails.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // While signing out, the back-office guard stands down: it must not send the visitor to sign-in.
    onMutate: markLeavingBackOffice,
    mutationFn: async () => {
      await navigate('/public/home');
      await signOut();
    },
    onSettled: (_data, error) => {
      if (error) console.warn('sign-out call failed; clearing this device anyway', error);
      sessionStorage.clear();
      queryClient.setQueryData(sessionKey, { user: null });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'admin' });
    },
  });
}
