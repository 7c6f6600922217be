import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { categoryKeys } from './category-keys.ts';

/** DELETE /api/CrabClawCategories/{id}; 409 while the category still has products. */
export const deleteCategory = (id: number) => apiRequest<void>(`/api/CrabClawCategories/${id}`, { method: 'DELETE' });

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: categoryKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    },
  });
}
