import { useTranslation } from 'react-i18next';
import { HOME_BANNER_PLACES, homeBanners, type StoreBanner } from '@crabclaw/shared';
import { Panel } from '../../../components/admin/index.ts';
import { BannerImage } from '../../../components/ui/banner-image.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useHomePreview } from '../api/get-home-preview.ts';

/** One line of the preview: the banner's picture, title, type and position. */
function PreviewItem({ banner }: { banner: StoreBanner }) {
  const { t } = useTranslation('banners-admin');
  return (
    <li className="flex items-center gap-3">
      {banner.images[0] ? (
        <BannerImage url={banner.images[0]} sizes="56px" className="h-9 w-14 shrink-0 rounded-md object-cover" />
      ) : (
        <span aria-hidden className="h-9 w-14 shrink-0 rounded-md bg-slate-100 dark:bg-slate-800" />
      )}
      <span className="min-w-0">
        <span className="block font-semibold text-sea-900 dark:text-white">{banner.title}</span>
        <span className="block text-xs text-slate-500 dark:text-slate-400">
          {t(`types.${banner.bannerType}`)} · {t(`positions.${banner.position}`)} · {t('preview.order')}{' '}
          {banner.displayOrder}
        </span>
      </span>
    </li>
  );
}

function PreviewPart({
  id,
  title,
  banners,
  empty,
}: {
  id: string;
  title: string;
  banners: StoreBanner[];
  empty: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <h3 id={id} className="text-sm font-bold text-slate-700 dark:text-slate-200">
        {title}
      </h3>
      {banners.length > 0 ? (
        <ol aria-labelledby={id} className="flex flex-col gap-2 text-sm">
          {banners.map((banner) => (
            <PreviewItem key={banner.bannerId} banner={banner} />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-500 dark:text-slate-400">{empty}</p>
      )}
    </div>
  );
}

/**
 * 'Pratinjau beranda': what the home page shows now, from the answer it reads (GET /api/Banner/active) and the
 * rule it follows (homeBanners), so staff see the carousel's slides in order and where the others go.
 */
export function HomePreview() {
  const { t } = useTranslation('banners-admin');
  const shown = useHomePreview();
  const { slides, places, notShown } = homeBanners(shown.data ?? []);
  return (
    <Panel className="mt-4" title={t('preview.title')}>
      <div className="flex flex-col gap-5 px-5 py-4" data-testid="home-preview">
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('preview.description')}</p>
        {shown.isError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-red-700 dark:text-red-300">
            {t('preview.loadError')}
            <Button variant="outline" size="sm" onClick={() => void shown.refetch()}>
              {t('preview.retry')}
            </Button>
          </div>
        ) : shown.isPending ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('preview.loading')}</p>
        ) : (
          <div className="grid gap-5 md:grid-cols-2">
            <PreviewPart
              id="home-preview-carousel"
              title={t('preview.carousel')}
              banners={slides}
              empty={t('preview.noSlides')}
            />
            {HOME_BANNER_PLACES.map((place) => (
              <PreviewPart
                key={place}
                id={`home-preview-${place.toLowerCase()}`}
                title={t(`preview.places.${place}`)}
                banners={places[place]}
                empty={t('preview.nothingHere')}
              />
            ))}
            {notShown.length > 0 ? (
              <PreviewPart id="home-preview-not-shown" title={t('preview.notShown')} banners={notShown} empty="" />
            ) : null}
          </div>
        )}
      </div>
    </Panel>
  );
}
