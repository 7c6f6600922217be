import { PackageSearch, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StoreProduct } from '@crabclaw/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ProductCard } from './product-card.tsx';

/** Spec section 9: 8 skeleton cards while loading. */
const SKELETON_CARDS = 8;
export const GRID_CLASS = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4';

export function ProductGridSkeleton({ count = SKELETON_CARDS }: { count?: number }) {
  return (
    <div className={GRID_CLASS} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-8 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The widest grid's columns (GRID_CLASS): a grid's first row on any screen is at most this many cards. */
const FIRST_ROW = 4;

/**
 * `firstScreen`: the grid starts on the page's first screen (the product list, a category), so its first
 * row's pictures are the largest paint and are asked for at once, not lazily.
 */
export function ProductGrid({
  products,
  featured,
  firstScreen = false,
}: {
  products: StoreProduct[];
  featured?: boolean;
  firstScreen?: boolean;
}) {
  return (
    <div className={GRID_CLASS}>
      {products.map((product, index) => (
        <ProductCard
          key={product.productId}
          product={product}
          featured={featured}
          priority={firstScreen && index < FIRST_ROW}
        />
      ))}
    </div>
  );
}

export function EmptyProducts({ message }: { message?: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700">
      <PackageSearch className="h-12 w-12 text-sea-300" aria-hidden />
      <p className="font-semibold text-slate-800 dark:text-slate-100">{message ?? t('empty.title')}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('empty.hint')}</p>
    </div>
  );
}

/** A failed load: say so and offer to try again (never show sample products the shop cannot sell). */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('catalogue');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center dark:border-red-900 dark:bg-red-950/40"
    >
      <p className="font-semibold text-red-800 dark:text-red-200">{t('loadError')}</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw className="h-4 w-4" aria-hidden />
        {t('retry')}
      </Button>
    </div>
  );
}
