import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffTransferProofs } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

/** GET /api/admin/orders/{id}/transfer-proofs: the receipts the customer sent, with who decided each. */
export const getTransferProofs = (id: number) =>
  apiRequest<StaffTransferProofs>(`/api/admin/orders/${id}/transfer-proofs`);

/** Where a receipt's file is read (the session cookie goes with an <img> or a link on the shop's origin). */
export const transferProofFileUrl = (orderId: number, proofId: number) =>
  `/api/admin/orders/${orderId}/transfer-proofs/${proofId}/file`;

/** Read again whenever the order changed (a receipt sent or decided changes it). */
export const transferProofsQueryOptions = (id: number, orderUpdatedAt: string) =>
  queryOptions({
    queryKey: [...orderKeys.detail(id), 'transfer-proofs', orderUpdatedAt],
    queryFn: () => getTransferProofs(id),
  });

export const useTransferProofs = (id: number, orderUpdatedAt: string) =>
  useQuery(transferProofsQueryOptions(id, orderUpdatedAt));
