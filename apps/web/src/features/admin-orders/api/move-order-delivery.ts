import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder, DeliveryChoice } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeChangedOrder } from './order-keys.ts';

/** PUT /api/admin/orders/{id}/delivery: the order moved to another day and window (issue 27). */
export const moveOrderDelivery = ({ orderId, ...body }: DeliveryChoice & { orderId: number }) =>
  apiRequest<AdminOrder>(`/api/admin/orders/${orderId}/delivery`, { method: 'PUT', body });

export function useMoveOrderDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveOrderDelivery,
    onSuccess: async (order) => {
      storeChangedOrder(queryClient, order);
      await queryClient.invalidateQueries({ queryKey: ['delivery', 'slots'] });
    },
  });
}
