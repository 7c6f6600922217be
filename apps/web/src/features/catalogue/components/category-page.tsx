import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useCategoryBySlug, useCategoryProducts } from '../api.ts';
import { isNotFound, useNotFoundRedirect } from '../use-not-found-redirect.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { EmptyProducts, LoadError, ProductGrid, ProductGridSkeleton } from './product-grid.tsx';

/** /category/{categorySlug}: the products of one category (storefront 2). */
export function CategoryPage() {
  const { t } = useTranslation(['catalogue', 'common']);
  const { categorySlug } = useParams();
  const category = useCategoryBySlug(categorySlug);
  const products = useCategoryProducts(category.data?.categoryId);
  useNotFoundRedirect(isNotFound(category.error), 'notFound.category');
  usePageTitle(category.data?.categoryName);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs
        items={[
          { label: t('common:titles.home'), to: '/public/home' },
          { label: t('list.title'), to: '/public/products' },
          { label: category.data?.categoryName ?? '…' },
        ]}
      />
      <h1 className="text-3xl font-extrabold text-sea-900 dark:text-white">
        {category.data?.categoryName ?? t('common:titles.category')}
      </h1>
      {category.data ? (
        <p className="mb-6 mt-1 text-slate-600 dark:text-slate-300">{category.data.description}</p>
      ) : (
        <div className="mb-6" />
      )}
      {products.isError ? (
        <LoadError onRetry={() => void products.refetch()} />
      ) : !products.data ? (
        <ProductGridSkeleton />
      ) : products.data.length === 0 ? (
        <EmptyProducts message={t('empty.category')} />
      ) : (
        <ProductGrid products={products.data} />
      )}
    </div>
  );
}
