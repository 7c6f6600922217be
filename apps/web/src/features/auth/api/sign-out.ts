import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client.ts';
import { markLeavingBackOffice } from '../leaving.ts';
import { sessionKey } from './get-session.ts';

export function signOut(): Promise<void> {
  return apiRequest<void>('/auth/logout', { method: 'POST' });
}

/**
 * Sign-out (spec section 4): the server ends the session, session storage and the cached staff data are
 * cleared, and the visitor lands on /public/home. Local state is cleared even when the call fails.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // While signing out, the back-office guard stands down: it must not send the visitor to sign-in.
    onMutate: markLeavingBackOffice,
    mutationFn: signOut,
    onSettled: async (_data, error) => {
      if (error) console.warn('sign-out call failed; clearing this device anyway', error);
      sessionStorage.clear();
      await navigate('/public/home');
      queryClient.setQueryData(sessionKey, { user: null });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'admin' });
    },
  });
}
