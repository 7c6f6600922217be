import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Login, Session } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { writeSessionDisplay } from '../session-display.ts';
import { sessionKey } from './get-session.ts';

export function signIn(body: Login): Promise<Session> {
  return apiRequest<Session>('/auth/login', { method: 'POST', body });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      writeSessionDisplay(session.user);
      queryClient.setQueryData(sessionKey, session);
    },
  });
}
