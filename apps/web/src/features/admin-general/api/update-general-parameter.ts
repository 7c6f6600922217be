import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminGeneralParameter, AdminGeneralParameterUpdate } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { generalKeys } from './general-keys.ts';

export const updateGeneralParameter = (id: number, body: AdminGeneralParameterUpdate) =>
  apiRequest<AdminGeneralParameter>(`/api/general/${id}`, { method: 'PUT', body });

export function useUpdateGeneralParameter(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminGeneralParameterUpdate) => updateGeneralParameter(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(generalKeys.detail(id), saved);
      return queryClient.invalidateQueries({ queryKey: generalKeys.all });
    },
  });
}
