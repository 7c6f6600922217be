import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliverySlotSettings } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';

const settingsKey = ['admin', 'delivery-slots'] as const;

export function useDeliverySlotSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: () => apiRequest<DeliverySlotSettings>('/api/admin/delivery-slots'),
  });
}

export function useSaveDeliverySlotSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeliverySlotSettings) =>
      apiRequest<DeliverySlotSettings>('/api/admin/delivery-slots', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}
