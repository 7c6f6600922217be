import { useQuery } from '@tanstack/react-query';
import type { DeliverySlots } from '@crabclaw/shared';
import { apiRequest } from './api-client.ts';

/** The open delivery windows (issue 27): read again each time checkout shows them, as places go fast. */
export function useDeliverySlots(enabled: boolean) {
  return useQuery({
    queryKey: ['delivery', 'slots'],
    queryFn: () => apiRequest<DeliverySlots>('/api/delivery/slots'),
    enabled,
    staleTime: 0,
    refetchInterval: 60_000,
  });
}
