import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { useScrolledPast } from '../../lib/use-scrolled-past.ts';

/** Spec section 9: the button appears once the page has scrolled 50 px. */
const THRESHOLD_PX = 50;

export function ScrollToTop() {
  const { t } = useTranslation('common');
  const visible = useScrolledPast(THRESHOLD_PX);
  return (
    <button
      type="button"
      aria-label={t('shell.scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className={cn(
        // On a phone smaller and tucked into the corner (40 px, still a thumb's target, WCAG 2.5.8): the
        // content reaches the screen's edges there. The storefront's footer keeps its last line above it.
        'fixed bottom-4 end-4 z-40 flex h-10 w-10 items-center justify-center rounded-full bg-sea-800 text-white shadow-lg transition-opacity hover:bg-sea-700 sm:bottom-6 sm:end-6 sm:h-11 sm:w-11',
        visible ? 'opacity-100' : 'pointer-events-none opacity-0',
      )}
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
    >
      <ArrowUp className="h-5 w-5" aria-hidden />
    </button>
  );
}
