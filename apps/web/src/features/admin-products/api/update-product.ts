import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, ProductAdminInput } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { productKeys } from './product-keys.ts';

/** PUT /api/Product/{id} with the version the editor loaded (a stale one answers 409). */
export const updateProduct = (id: number, body: ProductAdminInput) =>
  apiRequest<AdminProduct>(`/api/Product/${id}`, { method: 'PUT', body });

export function useUpdateProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductAdminInput) => updateProduct(id, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(productKeys.detail(id), saved);
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
    },
  });
}
