import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderFilter, OrderStatistics } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

/** GET /api/Orders/admin/statistics: the stat cards, over the same filters as the list. */
export const getOrderStatistics = (filter: AdminOrderFilter) =>
  apiRequest<OrderStatistics>('/api/Orders/admin/statistics', { query: { ...filter } });

export const orderStatisticsQueryOptions = (filter: AdminOrderFilter) =>
  queryOptions({
    queryKey: orderKeys.statistics(filter),
    queryFn: () => getOrderStatistics(filter),
    placeholderData: keepPreviousData,
  });

export const useOrderStatistics = (filter: AdminOrderFilter) => useQuery(orderStatisticsQueryOptions(filter));
