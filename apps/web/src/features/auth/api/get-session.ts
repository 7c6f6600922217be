import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Session, StaffUser } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
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
