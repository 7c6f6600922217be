import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { usePageTitleOverride } from '../lib/page-title.ts';
import type { RouteHandle } from './routes/page.ts';

/** The deepest matched route's title key (common:titles.<key>), translated; '' when it has none. */
export function useRouteTitle(): string {
  const { t } = useTranslation('common');
  const key = useMatches()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
  return key ? t(`titles.${key}`) : '';
}

/** Keeps the tab title as "page title - company name", in the current language, after each navigation. */
export function useDocumentTitle(): void {
  const { t } = useTranslation('common');
  const routeTitle = useRouteTitle();
  const title = usePageTitleOverride() ?? routeTitle;
  useEffect(() => {
    const company = t('companyName');
    document.title = title ? `${title} - ${company}` : company;
  }, [title, t]);
}
