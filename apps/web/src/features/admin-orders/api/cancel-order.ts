import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder, CancelOrder } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeChangedOrder } from './order-keys.ts';

/** PUT /api/Orders/{id}/cancel: cancels with a reason and returns the stock to the catalogue. */
export const cancelOrder = ({ orderId, ...body }: CancelOrder & { orderId: number }) =>
  apiRequest<AdminOrder>(`/api/Orders/${orderId}/cancel`, { method: 'PUT', body });

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: (order) => storeChangedOrder(queryClient, order),
  });
}
