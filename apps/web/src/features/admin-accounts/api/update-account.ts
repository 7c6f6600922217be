import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignableRole, StaffAccount } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountKeys } from './get-accounts.ts';

export type AccountChange =
  | { id: number; kind: 'status'; isActive: boolean }
  | { id: number; kind: 'role'; role: AssignableRole }
  | { id: number; kind: 'password'; password: string };

/** PUT /users/api/users/{id}/status | role | password: the Owner's and Admin's account actions. */
export function updateAccount({ id, kind, ...body }: AccountChange): Promise<StaffAccount | undefined> {
  return apiRequest(`/users/api/users/${id}/${kind}`, { method: 'PUT', body });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
