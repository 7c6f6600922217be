import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder, EditOrderLinesInput } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeChangedOrder } from './order-keys.ts';

/** PUT /api/admin/orders/{id}/lines: an unpaid order's items, shipping and note; the server moves stock and prices. */
export const editOrderLines = ({ orderId, ...body }: EditOrderLinesInput & { orderId: number }) =>
  apiRequest<AdminOrder>(`/api/admin/orders/${orderId}/lines`, { method: 'PUT', body });

export function useEditOrderLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editOrderLines,
    onSuccess: (order) => storeChangedOrder(queryClient, order),
  });
}
