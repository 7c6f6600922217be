import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewOrders } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

/** How often an open back office asks (decision 030): a new order shows within this time. */
export const NEW_ORDERS_POLL_MS = 10_000;

/**
 * GET /api/Orders/admin/new-orders. The answer is kept by the browser (private, no-cache) and asked for
 * again with its ETag, so while nothing changes the server answers 304 without a body.
 */
export const getNewOrders = () => apiRequest<NewOrders>('/api/Orders/admin/new-orders');

export const newOrdersQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.newOrders(),
    queryFn: getNewOrders,
    refetchInterval: NEW_ORDERS_POLL_MS,
    // A back office left open in a background tab still hears of new orders (and plays the chime).
    refetchIntervalInBackground: true,
  });

export const useNewOrders = (enabled: boolean) => useQuery({ ...newOrdersQueryOptions(), enabled });
