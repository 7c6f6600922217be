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
    // Leave the back office before the session ends: a guard that saw the session end while still
    // inside would send the visitor to sign-in instead of the home page.
    onMutate: () => {
      markLeavingBackOffice();
      return navigate('/public/home');
    },
    mutationFn: signOut,
    onSettled: (_data, error) => {
      if (error) console.warn('sign-out call failed; clearing this device anyway', error);
      sessionStorage.clear();
      queryClient.setQueryData(sessionKey, { user: null });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'admin' });
    },
  });
}
