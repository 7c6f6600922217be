import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkStatusChange, BulkStatusResult } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys, refreshOrderLists } from './order-keys.ts';

/** POST /api/admin/orders/status: each order by its own change's rules; the refused ones come back with why. */
export const changeStatuses = (body: BulkStatusChange) =>
  apiRequest<BulkStatusResult>('/api/admin/orders/status', { method: 'POST', body });

export function useChangeStatuses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStatuses,
    onSuccess: async () => {
      // Many orders changed: their pages are read again when opened.
      await queryClient.invalidateQueries({ queryKey: orderKeys.details() });
      await refreshOrderLists(queryClient);
    },
  });
}
