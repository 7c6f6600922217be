import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';

const STEPS = ['cart', 'checkout', 'confirmation'] as const;

/** Keranjang, Checkout, Konfirmasi (storefront 2, Checkout). */
export function StepIndicator({ current }: { current: (typeof STEPS)[number] }) {
  const { t } = useTranslation('checkout');
  const currentIndex = STEPS.indexOf(current);
  return (
    <ol className="mb-8 flex items-center justify-center gap-1.5 text-sm sm:gap-2" aria-label={t('steps.label')}>
      {STEPS.map((step, i) => (
        <li
          key={step}
          className="flex min-w-0 items-center gap-1.5 sm:gap-2"
          aria-current={i === currentIndex ? 'step' : undefined}
        >
          {i > 0 ? (
            <span
              className={cn('h-0.5 w-4 shrink-0 sm:w-16', i <= currentIndex ? 'bg-teal-500' : 'bg-slate-200')}
              aria-hidden
            />
          ) : null}
          <span
            className={cn(
              'flex h-8 w-8 shrink-0 items-center justify-center rounded-full font-bold',
              i < currentIndex
                ? 'bg-teal-500 text-white'
                : i === currentIndex
                  ? 'bg-sea-800 text-white'
                  : 'bg-slate-200 text-slate-600',
            )}
          >
            {i < currentIndex ? <Check className="h-4 w-4" aria-label={t('steps.done')} /> : i + 1}
          </span>
          {/* On phones only the current step is named on screen; the others keep their names for screen readers. */}
          <span
            className={cn(
              'font-semibold',
              i === currentIndex
                ? 'text-sea-900 dark:text-white'
                : 'sr-only text-slate-600 sm:not-sr-only dark:text-slate-300',
            )}
          >
            {t(`steps.${step}`)}
          </span>
        </li>
      ))}
    </ol>
  );
}
