import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShippingSettings } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';

const settingsKey = ['admin', 'shipping'] as const;

/** GET /api/admin/shipping: the methods, zones and prices checkout and orders are priced from. */
export const useShippingSettings = () =>
  useQuery({ queryKey: settingsKey, queryFn: () => apiRequest<ShippingSettings>('/api/admin/shipping') });

/** PUT /api/admin/shipping; checkout's options are read again, so this tab's storefront shows the new prices. */
export function useSaveShippingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShippingSettings) =>
      apiRequest<ShippingSettings>('/api/admin/shipping', { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      return queryClient.invalidateQueries({ queryKey: ['checkout'] });
    },
  });
}
