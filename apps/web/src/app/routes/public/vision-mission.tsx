import { VisionMissionPage, shopPageQuery } from '../../../features/content/index.ts';
import type { PagePrefetch } from '../page.ts';

export const prefetch: PagePrefetch = (queryClient) => queryClient.prefetchQuery(shopPageQuery('vision-mission'));

export default function Page() {
  return <VisionMissionPage />;
}
