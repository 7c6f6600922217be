import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeChangedOrder } from './order-keys.ts';

/** PUT /api/Orders/{id}/restore: brings an archived order back into the lists and statistics. */
export const restoreOrder = (orderId: number) =>
  apiRequest<AdminOrder>(`/api/Orders/${orderId}/restore`, { method: 'PUT' });

export function useRestoreOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreOrder,
    onSuccess: (order) => storeChangedOrder(queryClient, order),
  });
}
