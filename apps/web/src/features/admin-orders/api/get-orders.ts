import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderPage, AdminOrderQuery } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

/** GET /api/Orders: one page of the staff order list, filtered and sorted by the server. */
export const getOrders = (query: AdminOrderQuery) => apiRequest<AdminOrderPage>('/api/Orders', { query: { ...query } });

export const ordersQueryOptions = (query: AdminOrderQuery) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: () => getOrders(query),
    // The previous page stays on screen while the next one loads, instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });

export const useOrders = (query: AdminOrderQuery) => useQuery(ordersQueryOptions(query));
