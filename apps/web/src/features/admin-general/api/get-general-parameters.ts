import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GENERAL_PAGE_SIZE, type GeneralParameterPage } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { generalKeys, type GeneralListParams } from './general-keys.ts';

/** One page of 'Parameter General', searched by the server (name, code or description). */
export const getGeneralParameters = ({ search, page }: GeneralListParams) =>
  apiRequest<GeneralParameterPage>('/api/general', { query: { search, page, pageSize: GENERAL_PAGE_SIZE } });

export const generalParametersQueryOptions = (params: GeneralListParams) =>
  queryOptions({ queryKey: generalKeys.list(params), queryFn: () => getGeneralParameters(params) });

export const useGeneralParameters = (params: GeneralListParams) =>
  useQuery({ ...generalParametersQueryOptions(params), placeholderData: keepPreviousData });
