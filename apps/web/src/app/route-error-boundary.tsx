import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { Button, buttonClass } from '../components/ui/button.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { cn } from '../lib/cn.ts';
import { isStaleChunkError, staleChunkGuard } from '../lib/stale-chunk.ts';

/** Where a boundary's way back leads: the storefront's home, or the back office's landing page. */
const WAY_BACK = {
  home: { to: '/public/home', label: 'errorPage.home' },
  dashboard: { to: '/app/LandingLaporan', label: 'errorPage.dashboard' },
} as const;

export interface RouteErrorBoundaryProps {
  wayBack: keyof typeof WAY_BACK;
  /** The root boundary has no layout around it, so it fills the screen itself. */
  fullPage?: boolean;
}

/**
 * What a route shows instead of a page that failed to render or to load. A page whose code is from an
 * older deploy reloads once (lib/stale-chunk.ts); if that did not help, it says so and offers a way back.
 */
export function RouteErrorBoundary({ wayBack, fullPage = false }: RouteErrorBoundaryProps) {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const stale = isStaleChunkError(error);
  const reloading = stale && staleChunkGuard.willReload();
  useEffect(() => {
    if (stale) staleChunkGuard.reload();
  }, [stale, error]);

  const frame = cn(
    'mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center',
    fullPage && 'min-h-screen justify-center',
  );
  if (reloading) {
    return (
      <div className={frame}>
        <Spinner label={t('errorPage.reloading')} className="text-slate-600 dark:text-slate-300" />
      </div>
    );
  }
  const Icon = stale ? RefreshCw : TriangleAlert;
  const way = WAY_BACK[wayBack];
  return (
    <div className={frame}>
      <Icon className="h-16 w-16 text-sea-300" aria-hidden />
      <div role="alert" className="space-y-2">
        <h1 className="text-3xl font-extrabold text-sea-900 dark:text-white">
          {t(stale ? 'errorPage.staleTitle' : 'errorPage.title')}
        </h1>
        <p className="text-slate-600 dark:text-slate-300">{t(stale ? 'errorPage.staleText' : 'errorPage.text')}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('errorPage.tryAgain')}</Button>
        <Link to={way.to} className={buttonClass('outline', 'md')}>
          {t(way.label)}
        </Link>
      </div>
    </div>
  );
}
