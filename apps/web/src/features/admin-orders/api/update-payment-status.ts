import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder, UpdatePaymentStatus } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeChangedOrder } from './order-keys.ts';

export type PaymentStatusChange = UpdatePaymentStatus & { orderId: number };

/** PUT /api/Orders/{id}/payment-status; the server records the payment date when it becomes Paid. */
export const updatePaymentStatus = ({ orderId, ...body }: PaymentStatusChange) =>
  apiRequest<AdminOrder>(`/api/Orders/${orderId}/payment-status`, { method: 'PUT', body });

export function useUpdatePaymentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentStatus,
    onSuccess: (order) => storeChangedOrder(queryClient, order),
  });
}
