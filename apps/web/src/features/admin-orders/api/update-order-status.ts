import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder, UpdateOrderStatus } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeChangedOrder } from './order-keys.ts';

export type OrderStatusChange = UpdateOrderStatus & { orderId: number };

/** PUT /api/Orders/{id}/status; a step the order's life does not allow is refused with 409. */
export const updateOrderStatus = ({ orderId, ...body }: OrderStatusChange) =>
  apiRequest<AdminOrder>(`/api/Orders/${orderId}/status`, { method: 'PUT', body });

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => storeChangedOrder(queryClient, order),
  });
}
