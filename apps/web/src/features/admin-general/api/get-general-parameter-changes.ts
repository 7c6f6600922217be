import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GeneralParameterChange } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { generalKeys } from './general-keys.ts';

/** Who changed a parameter and when, newest first (the change log). */
export const getGeneralParameterChanges = (id: number) =>
  apiRequest<GeneralParameterChange[]>(`/api/general/${id}/changes`);

export const generalParameterChangesQueryOptions = (id: number) =>
  queryOptions({ queryKey: generalKeys.changes(id), queryFn: () => getGeneralParameterChanges(id) });

export const useGeneralParameterChanges = (id: number) => useQuery(generalParameterChangesQueryOptions(id));
