import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { usePageTitleOverride } from '../lib/page-title.ts';
import type { RouteHandle } from './routes/page.ts';

/** The deepest matched route's title key (common:titles.<key>), if any. */
export function routeTitleKey(matches: readonly { handle?: unknown }[]): string | undefined {
  return matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter(Boolean)
    .at(-1);
}

/** The tab's title: "page title - company name", or the company's name alone. */
export function documentTitle(pageTitle: string, company: string): string {
  return pageTitle ? `${pageTitle} - ${company}` : company;
}

/** The deepest matched route's title, translated; '' when it has none. */
export function useRouteTitle(): string {
  const { t } = useTranslation('common');
  const key = routeTitleKey(useMatches());
  return key ? t(`titles.${key}`) : '';
}

/**
 * Keeps the tab title as "page title - company name", in the current language, after each navigation.
 * The server writes a full head (description, Open Graph, JSON-LD) for the first page; once the
 * visitor moves on, those tags describe the wrong page, so they go and the canonical link follows.
 */
export function useDocumentTitle(): void {
  const { t } = useTranslation('common');
  const routeTitle = useRouteTitle();
  const title = usePageTitleOverride() ?? routeTitle;
  const { pathname } = useLocation();
  const firstPage = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPage.current) return;
    firstPage.current = '';
    document.querySelectorAll('[data-seo]').forEach((element) => element.remove());
    const canonical = document.createElement('link');
    canonical.rel = 'canonical';
    canonical.href = `${window.location.origin}${pathname}`;
    canonical.dataset.seo = '';
    document.head.append(canonical);
  }, [pathname]);
  useEffect(() => {
    document.title = documentTitle(title, t('companyName'));
  }, [title, t]);
}
