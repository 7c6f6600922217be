import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, CategoryAdminInput } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { categoryKeys } from './category-keys.ts';

/** POST /api/CrabClawCategories. */
export const createCategory = (body: CategoryAdminInput) =>
  apiRequest<AdminCategory>('/api/CrabClawCategories', { method: 'POST', body });

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
