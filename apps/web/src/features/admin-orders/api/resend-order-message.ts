import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderMessageList } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderMessagesKey } from './get-order-messages.ts';

/** POST /api/Orders/{id}/messages/{messageId}/resend: queues the message again under a new Message-ID. */
export const resendOrderMessage = ({ orderId, messageId }: { orderId: number; messageId: string }) =>
  apiRequest<OrderMessageList>(`/api/Orders/${orderId}/messages/${messageId}/resend`, { method: 'POST' });

export function useResendOrderMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendOrderMessage,
    onSuccess: (_list, { orderId }) => queryClient.invalidateQueries({ queryKey: orderMessagesKey(orderId) }),
  });
}
