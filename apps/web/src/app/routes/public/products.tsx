import { prefetchProductList, ProductListPage } from '../../../features/catalogue/index.ts';
import type { PagePrefetch } from '../page.ts';

export const prefetch: PagePrefetch = (queryClient, { params, url }) =>
  prefetchProductList(queryClient, params.category, url.searchParams);

export default function Page() {
  return <ProductListPage />;
}
