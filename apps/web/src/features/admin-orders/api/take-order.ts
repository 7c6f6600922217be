import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder, StaffOrderInput } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeChangedOrder } from './order-keys.ts';

/**
 * POST /api/admin/orders: an order staff take down by phone or chat (issue 26). One key per filled form, so a
 * second tap on a slow line answers the first order instead of placing it twice.
 */
export const takeOrder = ({ order, idempotencyKey }: { order: StaffOrderInput; idempotencyKey: string }) =>
  apiRequest<AdminOrder>('/api/admin/orders', {
    method: 'POST',
    body: order,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function useTakeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeOrder,
    onSuccess: (order) => storeChangedOrder(queryClient, order),
  });
}
