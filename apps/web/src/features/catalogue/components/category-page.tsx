import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatPriceRange, localized } from '@crabclaw/shared';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useCategoryBySlug, useProductPage } from '../api.ts';
import { productPageParams, useListState } from '../use-list-state.ts';
import { isNotFound, useNotFoundRedirect } from '../use-not-found-redirect.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { PagedProductGrid } from './paged-product-grid.tsx';

/**
 * /category/{categorySlug}: the products of one category (storefront 2), a page at a time as the product
 * list shows them (?page=&size=): a category may hold thousands.
 */
export function CategoryPage() {
  const { t, i18n } = useTranslation(['catalogue', 'common']);
  const { categorySlug } = useParams();
  const category = useCategoryBySlug(categorySlug);
  const [state, update] = useListState();
  const categoryId = category.data?.categoryId;
  const products = useProductPage(productPageParams(state, categoryId), categoryId !== undefined);
  useNotFoundRedirect(isNotFound(category.error), 'notFound.category');
  const name = category.data && localized(category.data.categoryName, category.data.categoryNameEn, i18n.language);
  usePageTitle(name);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs
        items={[
          { label: t('common:titles.home'), to: '/public/home' },
          { label: t('list.title'), to: '/public/products' },
          { label: name ?? '…' },
        ]}
      />
      <h1 className="text-3xl font-extrabold text-sea-900 dark:text-white">{name ?? t('common:titles.category')}</h1>
      {category.data ? (
        <div className="mb-6 mt-1 space-y-1">
          <p className="text-slate-600 dark:text-slate-300">
            {localized(category.data.description, category.data.descriptionEn, i18n.language)}
          </p>
          {/* What its products for sale cost, as the home page's card says (issue 23). */}
          {category.data.lowestPrice !== null && category.data.highestPrice !== null ? (
            <p className="text-sm font-semibold text-coral-600" data-testid="category-price-range">
              {formatPriceRange(category.data.lowestPrice, category.data.highestPrice)}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="mb-6" />
      )}
      <PagedProductGrid
        products={products}
        waiting={categoryId === undefined}
        emptyMessage={t('empty.category')}
        pageSize={state.pageSize}
        update={update}
      />
    </div>
  );
}
