import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { generalKeys } from './general-keys.ts';

export const deleteGeneralParameter = (id: number) => apiRequest<void>(`/api/general/${id}`, { method: 'DELETE' });

export function useDeleteGeneralParameter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGeneralParameter,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: generalKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: generalKeys.all });
    },
  });
}
