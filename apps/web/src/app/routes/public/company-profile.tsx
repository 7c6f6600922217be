import { CompanyProfilePage, prefetchShopPage } from '../../../features/content/index.ts';
import type { PagePrefetch } from '../page.ts';

export const prefetch: PagePrefetch = (queryClient) => prefetchShopPage(queryClient, 'company-profile');

export default function Page() {
  return <CompanyProfilePage />;
}
