import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeChangedOrder } from './order-keys.ts';

export type TransferProofDecision =
  | { orderId: number; proofId: number; decision: 'confirm' }
  | { orderId: number; proofId: number; decision: 'refuse'; reason: string };

/** POST /api/admin/orders/{id}/transfer-proofs/{proofId}/confirm or /refuse (with the reason the customer reads). */
export const decideTransferProof = ({ orderId, proofId, ...rest }: TransferProofDecision) =>
  apiRequest<AdminOrder>(`/api/admin/orders/${orderId}/transfer-proofs/${proofId}/${rest.decision}`, {
    method: 'POST',
    body: rest.decision === 'refuse' ? { reason: rest.reason } : undefined,
  });

export function useDecideTransferProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideTransferProof,
    onSuccess: (order) => storeChangedOrder(queryClient, order),
  });
}
