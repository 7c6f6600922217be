import { LegalPage, shopPageQuery } from '../../../features/content/index.ts';
import type { PagePrefetch } from '../page.ts';

export const prefetch: PagePrefetch = (queryClient) => queryClient.prefetchQuery(shopPageQuery('terms'));

export default function Page() {
  return <LegalPage document="terms" />;
}
