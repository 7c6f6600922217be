import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export const getDashboard = () => apiRequest<Dashboard>('/api/admin/dashboard');

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'dashboard'], queryFn: getDashboard, staleTime: 30_000 });

export const useDashboard = () => useQuery(dashboardQueryOptions());
