import { CategoryPage, prefetchCategoryPage } from '../../../features/catalogue/index.ts';
import type { PagePrefetch } from '../page.ts';

export const prefetch: PagePrefetch = (queryClient, { params, url }) =>
  prefetchCategoryPage(queryClient, params.categorySlug ?? '', url.searchParams);

export default function Page() {
  return <CategoryPage />;
}
