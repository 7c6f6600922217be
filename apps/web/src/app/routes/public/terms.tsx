import { LegalPage, shopPageQuery } from '../../../features/content/index.ts';
import { checkoutOptionsQuery } from '../../../lib/shop-facts/index.ts';
import type { PagePrefetch } from '../page.ts';

// The terms state each shipping method's days as staff set them (decision 041): the server's page says them too.
export const prefetch: PagePrefetch = async (queryClient) => {
  await Promise.all([
    queryClient.prefetchQuery(shopPageQuery('terms')),
    queryClient.prefetchQuery(checkoutOptionsQuery),
  ]);
};

export default function Page() {
  return <LegalPage document="terms" />;
}
