import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { localized, type HomeBannerPlace, type StoreBanner } from '@crabclaw/shared';
import { buttonClass } from '../../../components/ui/button.tsx';
import { BannerImage } from '../../../components/ui/banner-image.tsx';
import { BannerButton } from './hero-carousel.tsx';

/** A promotional banner: its picture beside its texts and its button. */
function Promotion({ banner }: { banner: StoreBanner }) {
  const { i18n } = useTranslation('home');
  const description = localized(banner.description, banner.descriptionEn, i18n.language);
  const buttonText = localized(banner.buttonText, banner.buttonTextEn, i18n.language);
  return (
    <article className="grid overflow-hidden rounded-2xl bg-sand-100 shadow-sm ring-1 ring-sea-100 md:grid-cols-[2fr_3fr] dark:bg-slate-900 dark:ring-slate-800">
      <BannerImage
        url={banner.images[0]}
        sizes="(min-width: 768px) 40vw, 100vw"
        className="aspect-[16/9] h-full w-full object-cover md:aspect-auto"
      />
      <div className="flex flex-col justify-center gap-3 p-6 md:p-8">
        <h2 className="text-2xl font-extrabold text-sea-900 dark:text-white">
          {localized(banner.title, banner.titleEn, i18n.language)}
        </h2>
        <p className="text-slate-700 dark:text-slate-200">
          {localized(banner.subtitle, banner.subtitleEn, i18n.language)}
        </p>
        {description ? (
          // Staff-written markup, passed through the server's allow-list on the way out (decision 009).
          <div
            className="text-sm text-slate-600 dark:text-slate-300 [&_a]:underline [&_li]:ms-5 [&_ul]:list-disc"
            dangerouslySetInnerHTML={{ __html: description }}
          />
        ) : null}
        {buttonText ? (
          <div>
            <BannerButton text={buttonText} link={banner.buttonLink} className={buttonClass('accent', 'md')} />
          </div>
        ) : null}
      </div>
    </article>
  );
}

/** An announcement: one line of news with its button. */
function Announcement({ banner }: { banner: StoreBanner }) {
  const { i18n } = useTranslation('home');
  const buttonText = localized(banner.buttonText, banner.buttonTextEn, i18n.language);
  return (
    <article className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl bg-sea-50 px-5 py-4 ring-1 ring-sea-100 dark:bg-slate-900 dark:ring-slate-800">
      <Megaphone className="h-6 w-6 shrink-0 text-sea-700 dark:text-sea-200" aria-hidden />
      <div className="min-w-0 flex-1">
        <h2 className="font-bold text-sea-900 dark:text-white">
          {localized(banner.title, banner.titleEn, i18n.language)}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-200">
          {localized(banner.subtitle, banner.subtitleEn, i18n.language)}
        </p>
      </div>
      {buttonText ? (
        <BannerButton text={buttonText} link={banner.buttonLink} className={buttonClass('outline', 'sm')} />
      ) : null}
    </article>
  );
}

/** The promotional and announcement banners of one home place (homeBanners), in display order. */
export function PlacedBanners({ place, banners }: { place: HomeBannerPlace; banners: StoreBanner[] }) {
  const { t } = useTranslation('home');
  if (banners.length === 0) return null;
  return (
    <section
      aria-label={t(`placed.${place}`)}
      className="mx-auto grid max-w-7xl gap-4 px-4 py-6"
      data-testid={`home-banners-${place.toLowerCase()}`}
    >
      {banners.map((banner) =>
        banner.bannerType === 'PROMOTIONAL' ? (
          <Promotion key={banner.bannerId} banner={banner} />
        ) : (
          <Announcement key={banner.bannerId} banner={banner} />
        ),
      )}
    </section>
  );
}
