import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryDay } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

/** GET /api/admin/deliveries/{date}: the day's orders by window and its picking list. */
export const getDeliveryDay = (date: string) => apiRequest<DeliveryDay>(`/api/admin/deliveries/${date}`);

export const deliveryDayQueryOptions = (date: string) =>
  queryOptions({ queryKey: orderKeys.deliveryDay(date), queryFn: () => getDeliveryDay(date) });

export const useDeliveryDay = (date: string) => useQuery(deliveryDayQueryOptions(date));
