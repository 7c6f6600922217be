import { CheckCircle2, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localized, type StoreBanner } from '@crabclaw/shared';
import { BannerImage } from '../../../components/ui/banner-image.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { bannerLink, slideBody, slidePictures } from '../slides.ts';
import { AUTOPLAY_MS, useCarousel } from '../use-carousel.ts';

/** Pictures used in turn when a grid picture fails to load. */
const FALLBACK_PICTURES = ['/favicon.svg'];

/** A banner's button: http(s) opens a new window, anything else navigates in the shop (bannerLink). */
export function BannerButton({ text, link, className }: { text: string; link: string; className: string }) {
  const target = bannerLink(link);
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={className}>
        {text}
      </a>
    );
  }
  return (
    <Link to={target.to} className={className}>
      {text}
    </Link>
  );
}

/** A slide's button: the accent one, without the shadow the slide's text has over its picture. */
const SLIDE_BUTTON = cn(buttonClass('accent', 'lg'), '[text-shadow:none]');

/** The square a grid picture takes: drawn before the picture is asked for, so the slide's size never changes. */
const PICTURE_SPACE = 'aspect-square w-full rounded-xl md:rounded-2xl';

// A hidden slide's grid pictures are asked for once it is first shown (a placeholder of the same size until
// then), and leave the network to the first slide's.
function GridPicture({ src, alt, shown }: { src: string; alt: string; shown: boolean }) {
  const [attempt, setAttempt] = useState(0);
  const current = attempt === 0 ? src : FALLBACK_PICTURES[attempt - 1];
  if (!current || !shown) return <div className={cn(PICTURE_SPACE, 'bg-white/20')} aria-hidden />;
  return (
    <img
      src={current}
      alt={alt}
      width={240}
      height={240}
      loading="lazy"
      className={cn(PICTURE_SPACE, 'object-cover shadow-lg')}
      onError={() => setAttempt((n) => n + 1)}
    />
  );
}

/**
 * One slide over its banner's picture. The first slide's picture is the page's largest paint: fetched first
 * and at the width the page needs (React hoists its preload into the server-rendered head); a hidden slide's
 * picture is asked for once the slide is first shown (`image` is undefined until then). It fills the
 * carousel's height, which is the tallest slide's. The picture is shown at full strength (issue 23: at a
 * quarter it was barely there) under a shade that is darkest behind the text, which keeps white text readable
 * over any picture: the whole slide on a phone, where the text spans it, the text's side from md.
 */
function SlideFrame({ image, first, children }: { image: string | undefined; first: boolean; children: ReactNode }) {
  return (
    <div className="relative flex min-h-[30rem] items-center overflow-hidden bg-gradient-to-br from-sea-900 via-sea-800 to-teal-600 md:min-h-[34rem]">
      {image ? (
        <>
          <BannerImage
            url={image}
            fetchPriority={first ? 'high' : undefined}
            loading={first ? undefined : 'lazy'}
            className="absolute inset-0 h-full w-full object-cover"
            data-testid="slide-picture"
          />
          <div
            aria-hidden
            className="absolute inset-0 bg-sea-900/70 md:bg-transparent md:bg-gradient-to-r md:from-sea-900/90 md:via-sea-900/60 md:to-sea-900/10 rtl:md:bg-gradient-to-l"
          />
        </>
      ) : null}
      <div className="relative mx-auto grid w-full max-w-7xl items-center gap-8 px-6 py-14 text-white [text-shadow:0_1px_3px_rgb(0_0_0/0.45)] md:grid-cols-2 md:px-16">
        {children}
      </div>
    </div>
  );
}

/** A banner with its texts in the visitor's language, English where staff entered it (issue 10). */
function inLanguage(banner: StoreBanner, language: string): StoreBanner {
  return {
    ...banner,
    title: localized(banner.title, banner.titleEn, language),
    subtitle: localized(banner.subtitle, banner.subtitleEn, language),
    description: localized(banner.description, banner.descriptionEn, language),
    buttonText: localized(banner.buttonText, banner.buttonTextEn, language),
  };
}

/** What a slide says under its subtitle: figures, a checked list, or the banner's markup (slideBody). */
function SlideDescription({ description }: { description: string }) {
  const body = slideBody(description);
  if (body.kind === 'stats') {
    return (
      <div className="flex flex-wrap gap-3">
        {body.stats.map((stat) => (
          <div key={stat.label} className="rounded-2xl bg-sea-900/50 px-4 py-3 backdrop-blur">
            <p className="text-2xl font-extrabold">{stat.value}</p>
            <p className="text-xs text-sea-50">{stat.label}</p>
          </div>
        ))}
      </div>
    );
  }
  if (body.kind === 'features') {
    return (
      <ul className="grid gap-2">
        {body.features.map((feature) => (
          <li key={feature} className="flex items-center gap-2">
            <CheckCircle2 className="h-5 w-5 shrink-0 text-teal-400" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
    );
  }
  if (!body.markup) return null;
  return (
    // Staff-written markup, passed through the server's allow-list on the way out (decision 009).
    <div
      className="prose-invert max-w-xl text-sea-50 [&_a]:underline"
      dangerouslySetInnerHTML={{ __html: body.markup }}
    />
  );
}

function SlideText({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-5">
      <h2 className="text-3xl font-extrabold leading-tight md:text-5xl">{title}</h2>
      <p className="max-w-xl text-base text-sea-50 md:text-lg">{subtitle}</p>
      {children}
    </div>
  );
}

/** One hero banner's slide: its texts, its button, its picture behind and, with two or more, its pictures beside. */
function BannerSlide({ banner, first, shown }: { banner: StoreBanner; first: boolean; shown: boolean }) {
  const pictures = slidePictures(banner);
  return (
    <SlideFrame image={shown ? banner.images[0] : undefined} first={first}>
      <SlideText title={banner.title} subtitle={banner.subtitle}>
        <SlideDescription description={banner.description} />
        {banner.buttonText ? (
          <div>
            <BannerButton text={banner.buttonText} link={banner.buttonLink} className={SLIDE_BUTTON} />
          </div>
        ) : null}
      </SlideText>
      {pictures.length > 0 ? (
        // One row of four on a phone, two by two beside the text from md, at most 24rem wide: a grid in a
        // taller column made its slide the tallest (809 px on a phone, 672 px on a desktop against 544 px).
        <div className="grid w-full grid-cols-4 gap-2 md:mx-auto md:max-w-sm md:grid-cols-2 md:gap-3">
          {pictures.map((picture, i) => (
            <GridPicture key={`${picture}-${i}`} src={picture} alt={banner.title} shown={shown} />
          ))}
        </div>
      ) : null}
    </SlideFrame>
  );
}

/**
 * The home carousel: one slide per hero banner shown now, in the order staff set (homeBanners). With no hero
 * banner the shop's own welcome stands in its place, so the page keeps its top.
 */
export function HeroCarousel({ banners, loading }: { banners: StoreBanner[]; loading: boolean }) {
  const { t, i18n } = useTranslation('home');
  const carousel = useCarousel(Math.max(banners.length, 1), !loading);
  if (loading) return <Skeleton className="h-[30rem] rounded-none md:h-[34rem]" />;

  const slides =
    banners.length > 0
      ? banners.map((banner, i) => (
          <BannerSlide
            key={banner.bannerId}
            banner={inLanguage(banner, i18n.language)}
            first={i === 0}
            shown={carousel.seen(i)}
          />
        ))
      : [
          <SlideFrame key="welcome" image={undefined} first>
            <SlideText title={t('carousel.heroTitle')} subtitle={t('carousel.heroSubtitle')}>
              <div>
                <BannerButton text={t('carousel.shopNow')} link="/public/products" className={SLIDE_BUTTON} />
              </div>
            </SlideText>
          </SlideFrame>,
        ];

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      className="relative touch-pan-y select-none"
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') carousel.next();
        if (event.key === 'ArrowLeft') carousel.previous();
      }}
      {...carousel.swipe}
      {...carousel.focusWithin}
    >
      {/* Every slide sits in the same grid cell and the hidden ones are invisible, not removed: the box is as
          tall as the tallest slide, in either language and at any width, from the server's first paint on, so
          nothing below it moves when the slides turn. Invisible slides are out of the tab order and of the
          accessibility tree as `hidden` ones were. */}
      <div aria-live={carousel.rotating ? 'off' : 'polite'} className="grid">
        {slides.map((slide, i) => (
          <div
            key={slide.key}
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slideOf', { current: i + 1, total: slides.length })}
            className={cn('col-start-1 row-start-1 grid', i !== carousel.index && 'invisible')}
            data-testid={`slide-${i + 1}`}
          >
            {slide}
          </div>
        ))}
      </div>
      {/* One slide does not turn: no controls, no progress. */}
      {slides.length > 1 ? (
        <>
          <button
            type="button"
            onClick={carousel.previous}
            aria-label={t('carousel.previous')}
            className="absolute start-3 top-1/2 hidden -translate-y-1/2 rounded-full bg-white/20 p-2 text-white backdrop-blur hover:bg-white/30 md:block"
          >
            <ChevronLeft className="h-6 w-6" aria-hidden />
          </button>
          <button
            type="button"
            onClick={carousel.next}
            aria-label={t('carousel.next')}
            className="absolute end-3 top-1/2 hidden -translate-y-1/2 rounded-full bg-white/20 p-2 text-white backdrop-blur hover:bg-white/30 md:block"
          >
            <ChevronRight className="h-6 w-6" aria-hidden />
          </button>
          <div className="absolute inset-x-0 bottom-4 flex items-center justify-center gap-3 text-white">
            <div className="flex">
              {slides.map((_, i) => (
                // The dot is drawn small, the button around it is a thumb's target (24 px at least, WCAG 2.5.8).
                <button
                  key={i}
                  type="button"
                  aria-label={t('carousel.goTo', { slide: i + 1 })}
                  aria-current={i === carousel.index}
                  onClick={() => carousel.go(i)}
                  className="group flex h-6 min-w-6 items-center justify-center px-1"
                >
                  <span
                    aria-hidden
                    className={cn(
                      'h-2.5 rounded-full transition-all',
                      i === carousel.index ? 'w-8 bg-white' : 'w-2.5 bg-white/50 group-hover:bg-white/80',
                    )}
                  />
                </button>
              ))}
            </div>
            <span className="text-xs font-semibold" data-testid="slide-counter">
              {carousel.index + 1} / {slides.length}
            </span>
            <button
              type="button"
              onClick={carousel.togglePlaying}
              aria-label={carousel.playing ? t('carousel.pause') : t('carousel.play')}
              className="rounded-full bg-white/20 p-1.5 hover:bg-white/30"
            >
              {carousel.playing ? <Pause className="h-4 w-4" aria-hidden /> : <Play className="h-4 w-4" aria-hidden />}
            </button>
          </div>
          <div className="absolute inset-x-0 bottom-0 h-1 bg-white/20" aria-hidden>
            {/* Keyed on the turn: each slide's bar starts empty; it stops where it is while auto-play pauses. */}
            <div
              key={carousel.turn}
              className="h-full origin-left animate-slide-progress bg-coral-400 rtl:origin-right"
              style={{
                animationDuration: `${AUTOPLAY_MS}ms`,
                animationPlayState: carousel.rotating ? 'running' : 'paused',
              }}
              data-testid="slide-progress"
            />
          </div>
        </>
      ) : null}
    </section>
  );
}
