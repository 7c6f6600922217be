import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, CategoryAdminInput } from '@crabclaw/shared';
import { sendWithProgress, type UploadProgress } from '../../../lib/send-with-progress.ts';
import { categoryKeys } from './category-keys.ts';

/** PUT /api/CrabClawCategories/{categoryID} with the full category and the version the editor loaded. */
export const updateCategory = (id: number, body: CategoryAdminInput, onProgress?: UploadProgress) =>
  sendWithProgress<AdminCategory>('PUT', `/api/CrabClawCategories/${id}`, body, onProgress);

export function useUpdateCategory(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, onProgress }: { body: CategoryAdminInput; onProgress?: UploadProgress }) =>
      updateCategory(id, body, onProgress),
    onSuccess: async (saved) => {
      queryClient.setQueryData(categoryKeys.detail(id), saved);
      // Products show their category's name: a rename reaches them too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]);
    },
  });
}
