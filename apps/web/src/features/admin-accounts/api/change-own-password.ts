import { useMutation } from '@tanstack/react-query';
import type { OwnPasswordChange } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const changeOwnPassword = (body: OwnPasswordChange) =>
  apiRequest<void>('/users/api/users/me/password', { method: 'PUT', body });

export const useChangeOwnPassword = () => useMutation({ mutationFn: changeOwnPassword });
