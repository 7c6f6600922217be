import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPriceRange, homeBanners, localized, type StoreCategoryWithCount } from '@crabclaw/shared';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import {
  categoryListPath,
  LoadError,
  ProductGrid,
  ProductGridSkeleton,
  useCategoriesWithCount,
  useFeaturedProducts,
} from '../../catalogue/index.ts';
import { useActiveBanners } from '../api.ts';
import { HeroCarousel } from './hero-carousel.tsx';
import { HomeContact } from './home-contact.tsx';
import { PlacedBanners } from './placed-banners.tsx';

function CategoryCard({ category }: { category: StoreCategoryWithCount }) {
  const { t, i18n } = useTranslation('home');
  const to = categoryListPath(category.slug);
  return (
    <article
      className="group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg dark:border-slate-800 dark:bg-slate-900"
      data-testid="category-card"
    >
      <Link to={to} tabIndex={-1} aria-hidden className="block overflow-hidden">
        {category.images ? (
          <img
            src={category.images.card}
            srcSet={`${category.images.thumb} 160w, ${category.images.card} 480w`}
            sizes="(min-width: 1024px) 300px, 50vw"
            alt=""
            width={480}
            height={360}
            loading="lazy"
            className="aspect-[4/3] w-full object-cover transition duration-300 group-hover:scale-105"
          />
        ) : null}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-bold text-slate-900 dark:text-white">
            <Link to={to} className="hover:text-sea-600">
              {localized(category.categoryName, category.categoryNameEn, i18n.language)}
            </Link>
          </h3>
          <span className="shrink-0 rounded-full bg-sea-50 px-2 py-0.5 text-xs font-semibold text-sea-800 dark:bg-slate-800 dark:text-sea-100">
            {t('categories.count', { count: category.productCount })}
          </span>
        </div>
        <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-300">
          {localized(category.description, category.descriptionEn, i18n.language)}
        </p>
        {category.lowestPrice !== null && category.highestPrice !== null ? (
          <p className="text-sm font-semibold text-coral-600">
            {formatPriceRange(category.lowestPrice, category.highestPrice)}
          </p>
        ) : null}
        <Link to={to} className={buttonClass('outline', 'sm') + ' mt-auto'}>
          {t('categories.view')}
        </Link>
      </div>
    </article>
  );
}

function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle: string }) {
  return (
    <div className="mb-8 text-center">
      <h2 id={id} className="text-3xl font-extrabold text-sea-900 dark:text-white">
        {title}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{subtitle}</p>
    </div>
  );
}

/**
 * /public/home: the carousel, 'Kategori Produk Kami', 'Produk Unggulan' and the contact section (storefront 2,
 * Home), with the promotional and announcement banners at the places their position names (homeBanners).
 */
export function HomePage({ contactSectionId }: { contactSectionId: string }) {
  const { t } = useTranslation('home');
  const banners = useActiveBanners();
  const categories = useCategoriesWithCount();
  const featured = useFeaturedProducts();
  const { slides, places } = homeBanners(banners.data ?? []);
  return (
    <>
      <HeroCarousel banners={slides} loading={banners.isLoading} />
      <PlacedBanners place="TOP" banners={places.TOP} />
      <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 py-14">
        <SectionHeading id="categories-heading" title={t('categories.title')} subtitle={t('categories.subtitle')} />
        {categories.isError ? (
          <LoadError onRetry={() => void categories.refetch()} />
        ) : (
          <div className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4">
            {categories.data
              ? categories.data.map((category) => <CategoryCard key={category.categoryId} category={category} />)
              : Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-72" />)}
          </div>
        )}
      </section>
      <PlacedBanners place="MIDDLE" banners={places.MIDDLE} />
      <section aria-labelledby="featured-heading" className="bg-sand-50 py-14 dark:bg-slate-900/50">
        <div className="mx-auto max-w-7xl px-4">
          <SectionHeading id="featured-heading" title={t('featured.title')} subtitle={t('featured.subtitle')} />
          {featured.isError ? (
            <LoadError onRetry={() => void featured.refetch()} />
          ) : featured.data ? (
            <ProductGrid products={featured.data} featured />
          ) : (
            <ProductGridSkeleton count={4} />
          )}
          <div className="mt-10 flex justify-center">
            <Link to="/public/products" className={buttonClass('primary', 'lg')}>
              {t('featured.viewAll')}
              <ArrowRight className="h-5 w-5" aria-hidden />
            </Link>
          </div>
        </div>
      </section>
      <PlacedBanners place="BOTTOM" banners={places.BOTTOM} />
      <HomeContact id={contactSectionId} />
    </>
  );
}
