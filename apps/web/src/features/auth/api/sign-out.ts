import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionKey } from './get-session.ts';

export function signOut(): Promise<void> {
  return apiRequest<void>('/auth/logout', { method: 'POST' });
}

/** The page a sign-out lands on, and the mark it carries there: that page finishes it (useFinishSignOut). */
const SIGNED_OUT_PAGE = '/public/home';
const SIGNING_OUT = { signingOut: true };

const isSigningOut = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'signingOut' in state && state.signingOut === true;

/**
 * Sign-out (spec section 4): the visitor goes to /public/home, and the session ends once they are there. The
 * back office is left first, so none of its polls can ask once the session has ended, and a screen holding
 * unsaved changes asks before it is left: staying keeps the session, leaving signs out.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return () => void navigate(SIGNED_OUT_PAGE, { state: SIGNING_OUT });
}

/**
 * On the storefront: a sign-out that has arrived ends the session on the server and clears this device's
 * session storage and cached staff data, even when the call fails. The mark is taken off the history entry
 * first, so going back to it or reloading it does not sign out again.
 */
export function useFinishSignOut(): void {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const arrived = isSigningOut(state);
  const finishing = useRef(false);
  useEffect(() => {
    if (!arrived || finishing.current) return;
    finishing.current = true;
    void navigate(`${pathname}${search}`, { replace: true, state: null });
    void signOut()
      .catch((error: unknown) => console.warn('sign-out call failed; clearing this device anyway', error))
      .finally(() => {
        sessionStorage.clear();
        queryClient.setQueryData(sessionKey, { user: null });
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === 'admin' });
        finishing.current = false;
      });
  }, [arrived, pathname, search, navigate, queryClient]);
}
