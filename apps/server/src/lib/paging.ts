/** The paginated answer shape of the API: the shop's one paging rule lives in packages/shared (paging.ts). */
export { pageAnswer as pageResult } from '@crabclaw/shared';
