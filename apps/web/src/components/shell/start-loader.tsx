import { useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerRenderedContext } from '../../lib/server-rendered.ts';

/** Spec section 9: the start loader shows for 500 ms while the first page settles. */
const START_LOADER_MS = 500;

/**
 * A page rendered in the browser starts behind this loader. A page the server rendered has its content
 * as its first paint: covering it would hide what the visitor (and a crawler without scripts) came for,
 * so it has none (decision 012).
 */
export function StartLoader() {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(!useContext(ServerRenderedContext));
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), START_LOADER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[80] flex flex-col items-center justify-center gap-4 bg-white dark:bg-slate-950"
    >
      <img src="/favicon.svg" alt="" className="h-14 w-14 animate-bounce" />
      <p className="text-sm font-semibold text-sea-800 dark:text-sea-100">{t('companyName')}</p>
      <span className="sr-only">{t('shell.loading')}</span>
    </div>
  );
}
