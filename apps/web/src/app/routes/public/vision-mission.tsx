import { VisionMissionPage, prefetchShopPage } from '../../../features/content/index.ts';
import type { PagePrefetch } from '../page.ts';

export const prefetch: PagePrefetch = (queryClient) => prefetchShopPage(queryClient, 'vision-mission');

export default function Page() {
  return <VisionMissionPage />;
}
