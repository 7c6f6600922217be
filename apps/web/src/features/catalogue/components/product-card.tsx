import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatWeight, localized, productPath, type StoreProduct } from '@crabclaw/shared';
import { buttonClass } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { AddToCartButton } from '../../cart/index.ts';
import { DiscountBadge, HandlingBadge, Location, Price, ProductImage, Rating, StatusBadge } from './product-bits.tsx';

const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 768px) 33vw, 50vw';
/**
 * The featured card's long labels ('Tambah ke Keranjang') wrap inside their button on a two-column phone
 * grid instead of spilling out of it (issue 11); `h-auto!` lifts the button's fixed height.
 */
const WRAPS = 'h-auto! min-h-8 py-1.5 text-center leading-tight';

/**
 * A product in a grid (storefront 2, Product list and Home): picture, status and discount badges,
 * name, weight, price, rating, sold count, location, and the add-to-cart button ('Habis' when sold out).
 * `featured` adds the home page's 'Lihat Detail' button.
 */
export function ProductCard({
  product,
  featured = false,
  priority = false,
}: {
  product: StoreProduct;
  featured?: boolean;
  /** The card is on the first screen: its picture is asked for at once. */
  priority?: boolean;
}) {
  const { t, i18n } = useTranslation(['catalogue', 'cart']);
  const href = productPath(product.category.slug, product.slug);
  return (
    <article
      className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg dark:border-slate-800 dark:bg-slate-900"
      data-testid="product-card"
    >
      <Link to={href} className="relative block overflow-hidden" tabIndex={-1} aria-hidden>
        <ProductImage
          product={product}
          sizes={CARD_SIZES}
          priority={priority}
          className="transition duration-300 group-hover:scale-105"
        />
        <div className="absolute start-3 top-3 flex gap-1.5">
          <StatusBadge status={product.productStatus} />
          <HandlingBadge handling={product.handling} />
          <DiscountBadge percent={product.discountPercent} />
        </div>
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-bold text-slate-900 dark:text-white">
          <Link to={href} className="hover:text-sea-600">
            {localized(product.productName, product.productNameEn, i18n.language)}
          </Link>
        </h3>
        <p className="text-xs text-slate-600 dark:text-slate-300">
          {localized(product.category.name, product.category.nameEn, i18n.language)} ·{' '}
          <span data-testid="weight">{formatWeight(product.weight, i18n.language)}</span>
        </p>
        <Price product={product} />
        <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-slate-600 dark:text-slate-300">
          <Rating rating={product.rating} />
          <span className="whitespace-nowrap">{t('sold', { count: product.totalSold })}</span>
        </div>
        <Location location={product.location} />
        <div className={featured ? 'mt-auto grid gap-2 pt-2' : 'mt-auto flex gap-2 pt-2'}>
          {featured ? (
            <Link to={href} className={cn(buttonClass('outline', 'sm'), 'flex-1', WRAPS)}>
              {t('viewDetail')}
            </Link>
          ) : null}
          {product.inStock ? (
            <AddToCartButton product={product} variant="accent" size="sm" className={cn('flex-1', featured && WRAPS)}>
              {featured ? t('addToCart') : t('cart:add')}
            </AddToCartButton>
          ) : (
            <button type="button" disabled className={buttonClass('primary', 'sm') + ' flex-1'}>
              {t('cart:soldOut')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
