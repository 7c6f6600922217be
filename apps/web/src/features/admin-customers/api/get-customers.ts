import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerPage, CustomerQuery } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const getCustomers = (query: CustomerQuery) =>
  apiRequest<CustomerPage>('/api/admin/customers', { query: { ...query } });

export const customersQueryOptions = (query: CustomerQuery) =>
  queryOptions({
    queryKey: ['admin', 'customers', 'list', query],
    queryFn: () => getCustomers(query),
    placeholderData: keepPreviousData,
  });

export const useCustomers = (query: CustomerQuery) => useQuery(customersQueryOptions(query));
