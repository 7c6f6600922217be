import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeChangedOrder } from './order-keys.ts';

/** DELETE /api/Orders/{id}: the spec's delete, kept as an archive on the server so it can be undone. */
export const archiveOrder = (orderId: number) => apiRequest<AdminOrder>(`/api/Orders/${orderId}`, { method: 'DELETE' });

export function useArchiveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveOrder,
    onSuccess: (order) => storeChangedOrder(queryClient, order),
  });
}
