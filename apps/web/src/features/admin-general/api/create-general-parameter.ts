import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGeneralParameter, AdminGeneralParameterCreate } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { generalKeys } from './general-keys.ts';

export const createGeneralParameter = (body: AdminGeneralParameterCreate) =>
  apiRequest<AdminGeneralParameter>('/api/general', { method: 'POST', body });

export function useCreateGeneralParameter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGeneralParameter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: generalKeys.all }),
  });
}
