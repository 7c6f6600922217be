import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminGeneralParameter } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { generalKeys } from './general-keys.ts';

/** One parameter with the version its edit sends back. */
export const getGeneralParameter = (id: number) => apiRequest<AdminGeneralParameter>(`/api/general/${id}`);

export const generalParameterQueryOptions = (id: number) =>
  queryOptions({ queryKey: generalKeys.detail(id), queryFn: () => getGeneralParameter(id), retry: false });

export const useGeneralParameter = (id: number) => useQuery(generalParameterQueryOptions(id));
