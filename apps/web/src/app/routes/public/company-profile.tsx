import { CompanyProfilePage, shopPageQuery } from '../../../features/content/index.ts';
import type { PagePrefetch } from '../page.ts';

export const prefetch: PagePrefetch = (queryClient) => queryClient.prefetchQuery(shopPageQuery('company-profile'));

export default function Page() {
  return <CompanyProfilePage />;
}
