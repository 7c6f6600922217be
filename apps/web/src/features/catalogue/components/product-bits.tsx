import { MapPin, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  formatRating,
  formatRupiah,
  localized,
  priceUnitLabel,
  showsOriginalPrice,
  type HandlingClass,
  type StoreProduct,
} from '@crabclaw/shared';
import { cn } from '../../../lib/cn.ts';

const STATUS_TONES: Record<StoreProduct['productStatus'], string> = {
  Fresh: 'bg-teal-500 text-white',
  Available: 'bg-sea-700 text-white',
  'Out of Stock': 'bg-slate-600 text-white',
  Discontinued: 'bg-slate-400 text-slate-900',
};

export function StatusBadge({ status, className }: { status: StoreProduct['productStatus']; className?: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-bold', STATUS_TONES[status], className)}>
      {t(`status.${status}`)}
    </span>
  );
}

const HANDLING_TONES: Record<HandlingClass, string> = {
  live: 'bg-emerald-700 text-white',
  fresh: 'bg-white text-sea-900 ring-1 ring-sea-200',
  frozen: 'bg-sky-800 text-white',
  dry: 'bg-amber-200 text-amber-950',
};

/** How the product travels (issue 27): Hidup, Segar, Beku, Kering. */
export function HandlingBadge({ handling, className }: { handling: HandlingClass; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <span
      data-testid="handling-badge"
      className={cn('rounded-full px-2.5 py-0.5 text-xs font-bold', HANDLING_TONES[handling], className)}
    >
      {t(`handling.${handling}`)}
    </span>
  );
}

export function DiscountBadge({ percent, className }: { percent: number; className?: string }) {
  if (percent <= 0) return null;
  return (
    <span className={cn('rounded-full bg-coral-500 px-2.5 py-0.5 text-xs font-bold text-white', className)}>
      -{percent}%
    </span>
  );
}

/**
 * Five stars filled to the rating and the rating in the page's language ('4,8'); nothing for a product
 * nobody rated, rather than five empty stars and '0.0' (issue 23).
 */
export function Rating({ rating, className }: { rating: number | null; className?: string }) {
  const { t, i18n } = useTranslation('catalogue');
  if (rating === null) return null;
  const written = formatRating(rating, i18n.language);
  return (
    <span className={cn('inline-flex items-center gap-1', className)} data-testid="rating">
      <span className="inline-flex items-center gap-0.5" role="img" aria-label={t('rating', { rating: written })}>
        {[1, 2, 3, 4, 5].map((star) => (
          <Star
            key={star}
            aria-hidden
            className={cn('h-3.5 w-3.5', rating >= star - 0.25 ? 'fill-amber-400 text-amber-400' : 'text-slate-300')}
          />
        ))}
      </span>
      <span aria-hidden>{written}</span>
    </span>
  );
}

/** The price per sale unit: 'Rp 205.000 /pak 2 kg' (issue 10). */
export function Price({ product, size = 'md' }: { product: StoreProduct; size?: 'md' | 'lg' }) {
  const { t, i18n } = useTranslation('catalogue');
  return (
    <div className="flex flex-wrap items-baseline gap-x-2">
      <span className={cn('font-extrabold text-coral-600', size === 'lg' ? 'text-3xl' : 'text-lg')}>
        {formatRupiah(product.price)}
      </span>
      <span className="text-xs text-slate-600 dark:text-slate-300" data-testid="price-unit">
        {priceUnitLabel(product, i18n.language)}
      </span>
      {showsOriginalPrice(product.originalPrice, product.discountPrice) ? (
        <del className="text-sm text-slate-500 dark:text-slate-400">
          <span className="sr-only">{t('originalPrice')} </span>
          {formatRupiah(product.originalPrice)}
        </del>
      ) : null}
    </div>
  );
}

export function Location({ location }: { location: string }) {
  return (
    <span className="inline-flex items-center gap-1 text-xs text-slate-600 dark:text-slate-300">
      <MapPin className="h-3.5 w-3.5" aria-hidden />
      {location}
    </span>
  );
}

/**
 * The picture in the size a card needs: the 480 px card image, with the 160 px thumb for narrow screens.
 * A `priority` picture is on the first screen: asked for at once and first, never lazily (largest paint).
 */
export function ProductImage({
  product,
  sizes,
  className,
  priority,
}: {
  product: StoreProduct;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  const { i18n } = useTranslation();
  if (!product.images) {
    return (
      <div
        className={cn('flex items-center justify-center bg-sea-50 text-4xl dark:bg-slate-800', className)}
        aria-hidden
      >
        🦀
      </div>
    );
  }
  return (
    <img
      src={product.images.card}
      srcSet={`${product.images.thumb} 160w, ${product.images.card} 480w, ${product.images.large} 1200w`}
      sizes={sizes}
      alt={localized(product.productName, product.productNameEn, i18n.language)}
      width={480}
      height={360}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn('aspect-[4/3] w-full object-cover', className)}
    />
  );
}
