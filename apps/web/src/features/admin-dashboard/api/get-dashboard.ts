import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Dashboard } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const getDashboard = () => apiRequest<Dashboard>('/api/admin/dashboard');

// Asked again on every visit: the first-run checklist's items are done on other screens, and staff come back
// here to see them ticked.
export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'dashboard'], queryFn: getDashboard, staleTime: 0 });

export const useDashboard = () => useQuery(dashboardQueryOptions());

/** Fetches the open dashboard again: an order arrived (issue 25) and its figures and latest orders moved. */
export const refreshDashboard = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: dashboardQueryOptions().queryKey });
