import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GeneralParameterSchema } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';

export type GeneralParameter = z.infer<typeof GeneralParameterSchema>;

export const getGeneralParameters = () => apiRequest<GeneralParameter[]>('/api/general');

export const generalParametersQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'general', 'list'], queryFn: getGeneralParameters });

export const useGeneralParameters = () => useQuery(generalParametersQueryOptions());
