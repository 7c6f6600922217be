import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory, CategoryAdminInput } from '@crabclaw/shared';
import { sendWithProgress, type UploadProgress } from '../../../lib/send-with-progress.ts';
import { categoryKeys } from './category-keys.ts';

/** POST /api/CrabClawCategories; the picture travels in the body, so the form shows how far it has got. */
export const createCategory = (body: CategoryAdminInput, onProgress?: UploadProgress) =>
  sendWithProgress<AdminCategory>('POST', '/api/CrabClawCategories', body, onProgress);

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, onProgress }: { body: CategoryAdminInput; onProgress?: UploadProgress }) =>
      createCategory(body, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
