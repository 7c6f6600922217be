import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { bannerKeys } from './banner-keys.ts';

/** DELETE /api/Banner/{id}. */
export const deleteBanner = (id: number) => apiRequest<void>(`/api/Banner/${id}`, { method: 'DELETE' });

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBanner,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bannerKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: bannerKeys.homePreview() }),
      ]),
  });
}
