import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Session, StaffUser } from '@crabclaw/shared';
import { ApiRequestError, apiRequest } from '../../../lib/api-client.ts';
import { readSessionDisplay, writeSessionDisplay } from '../session-display.ts';

export const sessionKey = ['auth', 'session'] as const;

export async function getSession(): Promise<Session> {
  const session = await apiRequest<Session>('/auth/me');
  writeSessionDisplay(session.user);
  return session;
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKey,
    queryFn: getSession,
    staleTime: 30_000,
    placeholderData: () => {
      const user = readSessionDisplay();
      return user ? { user } : undefined;
    },
  });

export interface StaffSession {
  user: StaffUser | null;
  /** True until the server has answered: guards wait for it, displays may use the stored copy meanwhile. */
  checking: boolean;
}

/** Who is signed in, as the server says (GET /auth/me). */
export function useSession(): StaffSession {
  const query = useQuery(sessionQueryOptions());
  return { user: query.data?.user ?? null, checking: query.isPlaceholderData || query.isPending };
}

const isUnauthorized = (action: { type: string; error?: unknown }) =>
  action.type === 'error' && action.error instanceof ApiRequestError && action.error.status === 401;

/**
 * While a back-office screen is open, an answer of 401 (the session ended: signed out in another tab, or
 * expired) has the server asked again who is signed in; once it says nobody, the guard sends the visitor
 * to sign-in and back afterwards, instead of leaving a 'try again' that cannot succeed.
 */
export function useRecheckSessionOnUnauthorized(): void {
  const client = useQueryClient();
  useEffect(() => {
    const recheck = (event: { type: string; action?: { type: string; error?: unknown } }) => {
      if (event.type === 'updated' && event.action && isUnauthorized(event.action)) {
        void client.invalidateQueries({ queryKey: sessionKey });
      }
    };
    const stopQueries = client.getQueryCache().subscribe(recheck);
    const stopMutations = client.getMutationCache().subscribe(recheck);
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [client]);
}
