import { useQuery } from '@tanstack/react-query';
import type { ChannelTotals } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { dashboardQueryOptions } from './get-dashboard.ts';

export interface ShopDayRange {
  startDate: string;
  endDate: string;
}

export const getChannelTotals = ({ startDate, endDate }: ShopDayRange) =>
  apiRequest<ChannelTotals>(`/api/general/channels?startDate=${startDate}&endDate=${endDate}`);

/** Under the dashboard's key: an arriving order refreshes it with the rest of the dashboard (refreshDashboard). */
export const useChannelTotals = (range: ShopDayRange | undefined) =>
  useQuery({
    queryKey: [...dashboardQueryOptions().queryKey, 'channels', range],
    queryFn: () => getChannelTotals(range!),
    enabled: Boolean(range),
    staleTime: 0,
  });
