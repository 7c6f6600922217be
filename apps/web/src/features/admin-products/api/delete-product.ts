import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { productKeys } from './product-keys.ts';

/** DELETE /api/Product/{id}: removed, or hidden from the shop when orders refer to it. */
export const deleteProduct = (id: number) =>
  apiRequest<{ message: string; hidden: boolean }>(`/api/Product/${id}`, { method: 'DELETE' });

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
