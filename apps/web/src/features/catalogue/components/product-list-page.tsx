import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { toast } from '../../../components/ui/toasts.tsx';
import { localized, PRODUCT_SORTS, type ProductSort } from '@crabclaw/shared';
import { cn } from '../../../lib/cn.ts';
import { categoryListPath, useCategoriesWithCount, useProductPage } from '../api.ts';
import { productPageParams, useListState } from '../use-list-state.ts';
import { PagedProductGrid } from './paged-product-grid.tsx';

const SEARCH_DEBOUNCE_MS = 300;

function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation('catalogue');
  const [text, setText] = useState(value);
  useEffect(() => {
    setText(value);
  }, [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <label className="relative block flex-1">
      <span className="sr-only">{t('list.search')}</span>
      <Search
        className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
      <input
        type="search"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('list.searchPlaceholder')}
        className="h-11 w-full rounded-xl border border-slate-200 bg-white ps-10 pe-3 text-sm dark:border-slate-700 dark:bg-slate-900"
      />
    </label>
  );
}

function CategoryLinks({ activeSlug }: { activeSlug: string | undefined }) {
  const { t, i18n } = useTranslation('catalogue');
  const categories = useCategoriesWithCount();
  const linkClass = (active: boolean) =>
    cn(
      'whitespace-nowrap rounded-full border px-4 py-2 text-sm font-semibold transition',
      active
        ? 'border-sea-800 bg-sea-800 text-white'
        : 'border-slate-200 bg-white text-slate-700 hover:border-sea-300 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200',
    );
  return (
    <nav aria-label={t('list.categories')} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2">
      <Link to="/public/products" className={linkClass(!activeSlug)} aria-current={!activeSlug ? 'page' : undefined}>
        {t('list.allProducts')}
      </Link>
      {categories.data?.map((category) => (
        <Link
          key={category.categoryId}
          to={categoryListPath(category.slug)}
          className={linkClass(activeSlug === category.slug)}
          aria-current={activeSlug === category.slug ? 'page' : undefined}
        >
          {localized(category.categoryName, category.categoryNameEn, i18n.language)}{' '}
          <span>({category.productCount})</span>
        </Link>
      ))}
    </nav>
  );
}

/** /public/products and /public/products/category/{slug}: filter, search, sort and page, all in the URL. */
export function ProductListPage() {
  const { t, i18n } = useTranslation('catalogue');
  const { category: categorySlug } = useParams();
  const [state, update] = useListState();
  const categories = useCategoriesWithCount();
  const category = categorySlug ? categories.data?.find((c) => c.slug === categorySlug) : undefined;
  const unknownCategory = Boolean(categorySlug && categories.data && !category);
  const waitingForCategory = Boolean(categorySlug && !category);
  const products = useProductPage(productPageParams(state, category?.categoryId));

  useEffect(() => {
    if (unknownCategory) toast.error(t('notFound.category'));
  }, [unknownCategory, t]);
  if (unknownCategory) return <Navigate to="/public/products" replace />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <header className="mb-6">
        <h1 className="text-3xl font-extrabold text-sea-900 dark:text-white">
          {category ? localized(category.categoryName, category.categoryNameEn, i18n.language) : t('list.title')}
        </h1>
        <p className="mt-1 text-slate-600 dark:text-slate-300">
          {category ? localized(category.description, category.descriptionEn, i18n.language) : t('list.subtitle')}
        </p>
      </header>
      <CategoryLinks activeSlug={categorySlug} />
      <div className="my-5 flex flex-col gap-3 sm:flex-row">
        <SearchBox value={state.search} onSearch={(search) => update({ search }, { replace: true })} />
        <label className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          {t('list.sortLabel')}
          <select
            value={state.sort ?? ''}
            onChange={(event) => update({ sort: (event.target.value || undefined) as ProductSort | undefined })}
            className="h-11 rounded-xl border border-slate-200 bg-white px-3 dark:border-slate-700 dark:bg-slate-900"
          >
            <option value="">{t('list.sort.default')}</option>
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`list.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PagedProductGrid
        products={products}
        waiting={waitingForCategory}
        emptyMessage={state.search ? t('empty.search', { search: state.search }) : undefined}
        pageSize={state.pageSize}
        update={update}
      />
    </div>
  );
}
