import { PackageCheck, Scale, Tag, type LucideIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  clampQuantity,
  formatWeight,
  isListed,
  localized,
  MAX_LINE_QUANTITY,
  productPath,
  roomInLine,
  type StoreProduct,
} from '@crabclaw/shared';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { AddToCartButton, toCartLine, useCartLines, WhatsAppOrderButton } from '../../cart/index.ts';
import { categoryListPath, useProductBySlug, useRelatedProducts } from '../api.ts';
import { productPicture } from '../product-picture.ts';
import { isNotFound, useNotFoundRedirect } from '../use-not-found-redirect.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { LoadError, ProductGrid } from './product-grid.tsx';
import { NoLongerSold } from './no-longer-sold.tsx';
import { DiscountBadge, HandlingBadge, Location, Price, Rating, StatusBadge } from './product-bits.tsx';

/** One of the facts under a product's description (its weight, its stock). */
function ProductFact({
  icon: Icon,
  label,
  testId,
  children,
}: {
  icon: LucideIcon;
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-xl bg-sand-50 p-3 dark:bg-slate-900">
      <dt className="flex items-center gap-1 text-slate-600 dark:text-slate-300">
        <Icon className="h-4 w-4" aria-hidden />
        {label}
      </dt>
      <dd className="font-semibold" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function ProductDetail({ product }: { product: StoreProduct }) {
  const { t, i18n } = useTranslation(['catalogue', 'common']);
  const [quantity, setQuantity] = useState(1);
  const name = localized(product.productName, product.productNameEn, i18n.language);
  const categoryName = localized(product.category.name, product.category.nameEn, i18n.language);
  const related = useRelatedProducts(product.productId);
  // The picker offers what the stock leaves beside what the cart already holds (a customer walk found it
  // offering all 8 of a lobster whose 8 were already in the cart); at 0 the button says why it is off.
  const inCart = useCartLines().find((line) => line.id === product.productId)?.quantity ?? 0;
  const room = roomInLine(inCart, product.stock);
  const shownQuantity = Math.min(quantity, Math.max(1, room));
  const cartHoldsAll = product.inStock && room === 0;
  const picture = product.images ? productPicture(product.images) : undefined;
  // A Discontinued product's page stays for old links: it says so instead of offering a price and a cart.
  const listed = isListed(product.productStatus);
  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('common:titles.home'), to: '/public/home' },
          { label: t('list.title'), to: '/public/products' },
          { label: categoryName, to: categoryListPath(product.category.slug) },
          { label: name },
        ]}
      />
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="relative overflow-hidden rounded-3xl bg-sea-50 dark:bg-slate-900">
          {picture ? (
            // The page's largest paint: fetched first, never lazily (React hoists its preload into the server-rendered head).
            <img
              src={picture.href}
              srcSet={picture.imageSrcSet}
              sizes={picture.imageSizes}
              alt={name}
              width={1200}
              height={900}
              fetchPriority="high"
              className="aspect-[4/3] w-full object-cover"
            />
          ) : null}
          <div className="absolute start-4 top-4 flex gap-2">
            <StatusBadge status={product.productStatus} />
            <HandlingBadge handling={product.handling} />
            <DiscountBadge percent={product.discountPercent} />
          </div>
        </div>
        <div className="flex flex-col gap-4">
          <Link
            to={categoryListPath(product.category.slug)}
            className="inline-flex min-h-6 w-fit items-center gap-1 text-sm font-semibold text-teal-600 hover:underline"
          >
            <Tag className="h-4 w-4" aria-hidden />
            {categoryName}
          </Link>
          <h1 className="text-3xl font-extrabold text-sea-900 dark:text-white">{name}</h1>
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-300">
            {product.rating === null ? null : (
              <>
                <Rating rating={product.rating} />
                <span aria-hidden>·</span>
              </>
            )}
            <span>{t('sold', { count: product.totalSold })}</span>
            <span aria-hidden>·</span>
            <Location location={product.location} />
          </div>
          {listed ? <Price product={product} size="lg" /> : null}
          <p className="leading-relaxed text-slate-700 dark:text-slate-200">
            {localized(product.description, product.descriptionEn, i18n.language)}
          </p>
          {listed ? null : <NoLongerSold category={product.category} />}
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <ProductFact icon={Scale} label={t('product.weight')} testId="product-weight">
              {formatWeight(product.weight, i18n.language)}
            </ProductFact>
            <ProductFact icon={PackageCheck} label={t('product.stock')} testId="stock">
              {product.inStock ? t('product.inStock', { count: product.stock }) : t('product.outOfStock')}
            </ProductFact>
          </dl>
          {listed ? (
            <div className="flex flex-wrap items-center gap-3">
              {product.inStock && !cartHoldsAll ? (
                <QuantityStepper
                  look="product"
                  typing="live"
                  value={shownQuantity}
                  min={1}
                  max={room}
                  onChange={(next) => setQuantity(Math.min(room, clampQuantity(next)))}
                  labels={{
                    decrease: t('product.decrease'),
                    quantity: t('product.quantity'),
                    increase: t('product.increase'),
                  }}
                />
              ) : null}
              <AddToCartButton
                product={product}
                quantity={shownQuantity}
                variant="accent"
                size="lg"
                className="flex-1"
                disabled={!product.inStock || cartHoldsAll}
                aria-describedby={inCart > 0 && product.inStock ? 'in-cart-note' : undefined}
              >
                {product.inStock ? t('addToCart') : t('cart:soldOut')}
              </AddToCartButton>
              {product.inStock ? (
                <WhatsAppOrderButton size="lg" className="w-full" productLine={toCartLine(product, shownQuantity)} />
              ) : null}
            </div>
          ) : null}
          {inCart > 0 && product.inStock ? (
            <p
              id="in-cart-note"
              className={
                cartHoldsAll
                  ? 'text-sm font-semibold text-amber-700 dark:text-amber-400'
                  : 'text-sm text-slate-600 dark:text-slate-300'
              }
              data-testid="in-cart-note"
            >
              {cartHoldsAll
                ? product.stock > MAX_LINE_QUANTITY
                  ? t('product.lineFull', { quantity: inCart })
                  : t('product.allInCart', { quantity: inCart })
                : t('product.inCart', { quantity: inCart, room })}
            </p>
          ) : null}
        </div>
      </div>
      {related.data && related.data.length > 0 ? (
        <section className="mt-14" aria-labelledby="related-heading">
          <h2 id="related-heading" className="mb-5 text-2xl font-bold text-sea-900 dark:text-white">
            {t('product.related')}
          </h2>
          <ProductGrid products={related.data} />
        </section>
      ) : null}
    </>
  );
}

/** /product/{categorySlug}/{productSlug}: the canonical product page (storefront 2). */
export function ProductPage() {
  const { categorySlug = '', productSlug = '' } = useParams();
  const product = useProductBySlug(categorySlug, productSlug);
  const { i18n } = useTranslation();
  usePageTitle(product.data && localized(product.data.productName, product.data.productNameEn, i18n.language));
  useNotFoundRedirect(isNotFound(product.error), 'notFound.product');
  // The API answers an old slug (the product was renamed or moved) with the current product: the
  // address bar moves to its canonical URL, replacing the old one in history (issue 10).
  const navigate = useNavigate();
  const canonical = product.data ? productPath(product.data.category.slug, product.data.slug) : undefined;
  useEffect(() => {
    if (canonical && canonical !== productPath(categorySlug, productSlug)) {
      void navigate(canonical, { replace: true });
    }
  }, [canonical, categorySlug, productSlug, navigate]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {product.data ? (
        <ProductDetail product={product.data} />
      ) : product.isError && !isNotFound(product.error) ? (
        <LoadError onRetry={() => void product.refetch()} />
      ) : (
        <div className="grid gap-8 lg:grid-cols-2" aria-busy="true">
          <Skeleton className="aspect-[4/3]" />
          <div className="space-y-4">
            <Skeleton className="h-8 w-3/4" />
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-24 w-full" />
          </div>
        </div>
      )}
    </div>
  );
}
