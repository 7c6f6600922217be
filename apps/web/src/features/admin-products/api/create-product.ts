import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, ProductAdminInput } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { productKeys } from './product-keys.ts';

/** POST /api/Product. */
export const createProduct = (body: ProductAdminInput) =>
  apiRequest<AdminProduct>('/api/Product', { method: 'POST', body });

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
