import { LegalPage, prefetchShopPage } from '../../../features/content/index.ts';
import type { PagePrefetch } from '../page.ts';

export const prefetch: PagePrefetch = (queryClient) => prefetchShopPage(queryClient, 'terms');

export default function Page() {
  return <LegalPage document="terms" />;
}
