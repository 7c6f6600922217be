import { prefetchProductPage, ProductPage } from '../../../features/catalogue/index.ts';
import type { PagePrefetch } from '../page.ts';

export const prefetch: PagePrefetch = (queryClient, { params }) =>
  prefetchProductPage(queryClient, params.categorySlug ?? '', params.productSlug ?? '');

export default function Page() {
  return <ProductPage />;
}
