import { queryOptions, useQuery } from '@tanstack/react-query';
import { ORDER_CUSTOMER_SEARCH_MIN, type OrderCustomer } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';

/** GET /api/admin/orders/customers: earlier customers to fill a new order with. */
export const findOrderCustomers = (search: string) =>
  apiRequest<OrderCustomer[]>('/api/admin/orders/customers', { query: { search } });

export const orderCustomersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...orderKeys.all, 'customers', search] as const,
    queryFn: () => findOrderCustomers(search),
    enabled: search.length >= ORDER_CUSTOMER_SEARCH_MIN,
  });

export const useOrderCustomers = (search: string) => useQuery(orderCustomersQueryOptions(search));
