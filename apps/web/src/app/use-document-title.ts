import { useEffect, useRef } from 'react';
import type { TFunction } from 'i18next';
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

/** The longest search a description repeats: a long `?q=` must not make a long description. */
const QUOTED_SEARCH = 60;

/**
 * The page's meta description in its language (common:descriptions.<title key>); '' for a page with none
 * (cart, checkout, back office). The product list's search results say what was searched (issue 21).
 */
export function pageDescription(t: TFunction, titleKey: string | undefined, search: URLSearchParams): string {
  if (!titleKey) return '';
  const query = titleKey === 'products' ? (search.get('q')?.trim() ?? '') : '';
  if (query) {
    const quoted = query.length > QUOTED_SEARCH ? `${query.slice(0, QUOTED_SEARCH - 1)}…` : query;
    return t('common:descriptions.search', { query: quoted });
  }
  return t(`common:descriptions.${titleKey}`, { defaultValue: '' });
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
 * visitor moves on, those tags describe the wrong page, so they go and the canonical link follows. The
 * meta description follows the page (its route's, in the current language) once the visitor has moved
 * on or it changes (a search, another language); until then the server's, often richer, stays.
 */
export function useDocumentTitle(): void {
  const { t } = useTranslation('common');
  const routeTitle = useRouteTitle();
  const title = usePageTitleOverride() ?? routeTitle;
  const { pathname, search } = useLocation();
  const description = pageDescription(t, routeTitleKey(useMatches()), new URLSearchParams(search));
  const firstPage = useRef(pathname);
  const firstDescription = useRef<string | undefined>(description);
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
    // After the effect above: it has removed the first page's description when the visitor moved on.
    if (firstPage.current !== '' && description === firstDescription.current) return;
    firstDescription.current = undefined;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!description) {
      meta?.remove();
      return;
    }
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [pathname, description]);
  useEffect(() => {
    document.title = documentTitle(title, t('companyName'));
  }, [title, t]);
}
