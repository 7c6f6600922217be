import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerTransferProofs } from '@crabclaw/shared';
import { apiRequest } from '../../lib/api-client.ts';
import { sendWithProgress } from '../../lib/send-with-progress.ts';
import type { OrderKey } from './api.ts';

const proofsKey = (receipt: OrderKey | undefined) => ['orders', receipt?.orderId, 'transfer-proofs'];
const proofsPath = (receipt: OrderKey) =>
  `/api/Orders/${receipt.orderId}/transfer-proofs?token=${encodeURIComponent(receipt.accessToken)}`;

/** GET /api/Orders/{id}/transfer-proofs: the receipts sent for the order and whether another may be sent. */
export function useTransferProofs(receipt: OrderKey | undefined, enabled: boolean) {
  return useQuery({
    queryKey: proofsKey(receipt),
    queryFn: () => apiRequest<CustomerTransferProofs>(proofsPath(receipt!)),
    enabled: enabled && Boolean(receipt),
  });
}

/** POST /api/Orders/{id}/transfer-proofs (multipart, field file); the order is read again with it. */
export function useSendTransferProof(receipt: OrderKey | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return sendWithProgress<CustomerTransferProofs>('POST', proofsPath(receipt!), body);
    },
    onSuccess: (proofs) => queryClient.setQueryData(proofsKey(receipt), proofs),
  });
}
