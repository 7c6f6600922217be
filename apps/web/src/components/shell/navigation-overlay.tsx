import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** Spec section 9: show after 100 ms of loading (no flash on fast pages), stop 500 ms after it ends. */
const SHOW_AFTER_MS = 100;
const STOP_DELAY_MS = 500;
const TICK_MS = 100;

/**
 * The overlay over the page while a navigation loads (company name, 'Loading content...', progress).
 * It also stops when the navigation is cancelled or fails: all three end in the 'idle' state.
 */
export function NavigationOverlay() {
  const { t } = useTranslation('common');
  const loading = useNavigation().state !== 'idle';
  const [progress, setProgress] = useState<number | null>(null);
  const showTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (loading) {
      showTimer.current = setTimeout(() => setProgress(10), SHOW_AFTER_MS);
      const ticker = setInterval(
        () => setProgress((value) => (value === null ? null : Math.min(90, value + (90 - value) / 6))),
        TICK_MS,
      );
      return () => {
        clearTimeout(showTimer.current);
        clearInterval(ticker);
      };
    }
    setProgress((value) => (value === null ? null : 100));
    const stop = setTimeout(() => setProgress(null), STOP_DELAY_MS);
    return () => clearTimeout(stop);
  }, [loading]);

  if (progress === null) return null;
  const percent = Math.round(progress);
  return (
    <div
      className="fixed inset-0 z-[70] flex items-center justify-center bg-white/80 backdrop-blur-sm dark:bg-slate-950/80"
      role="status"
      aria-live="polite"
    >
      <div className="w-72 text-center">
        <p className="text-lg font-bold text-sea-800 dark:text-white">{t('companyName')}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('shell.loadingContent')}</p>
        <div
          className="mt-4 h-2 overflow-hidden rounded-full bg-sea-100 dark:bg-slate-800"
          role="progressbar"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label={t('shell.loadingContent')}
        >
          <div
            className="h-full rounded-full bg-teal-500 transition-[width] duration-100"
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="mt-2 text-xs font-semibold text-slate-600 dark:text-slate-300">{percent}%</p>
      </div>
    </div>
  );
}
