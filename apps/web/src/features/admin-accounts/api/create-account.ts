import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountCreate, StaffAccount } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { accountKeys } from './get-accounts.ts';

export const createAccount = (body: AccountCreate) =>
  apiRequest<StaffAccount>('/users/api/users/create', { method: 'POST', body });

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
