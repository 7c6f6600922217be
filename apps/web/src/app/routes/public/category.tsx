import { CategoryPage, prefetchCategoryPage } from '../../../features/catalogue/index.ts';
import type { PagePrefetch } from '../page.ts';

export const prefetch: PagePrefetch = (queryClient, { params }) =>
  prefetchCategoryPage(queryClient, params.categorySlug ?? '');

export default function Page() {
  return <CategoryPage />;
}
