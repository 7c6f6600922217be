import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffOrderPage, StaffPageQuery } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const getStaffOrders = (query: StaffPageQuery) =>
  apiRequest<StaffOrderPage>('/api/admin/dashboard/orders', { query: { ...query } });

export const staffOrdersQueryOptions = (query: StaffPageQuery) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'list', query],
    queryFn: () => getStaffOrders(query),
    placeholderData: keepPreviousData,
  });

export const useStaffOrders = (query: StaffPageQuery) => useQuery(staffOrdersQueryOptions(query));
