import { useTranslation } from 'react-i18next';
import { fillPageFacts, type ShopPageKey } from '@crabclaw/shared';
import { useShopPage } from '../api/get-shop-page.ts';
import { usePageFacts } from './use-page-facts.ts';

// Headings, paragraphs, lists and links of the staff's markup, styled here: it carries no classes of its own.
const MARKUP_STYLE =
  'space-y-4 text-lg leading-relaxed text-slate-700 dark:text-slate-200 ' +
  '[&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-extrabold [&_h2]:text-sea-900 dark:[&_h2]:text-white ' +
  '[&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-sea-900 dark:[&_h3]:text-white ' +
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:space-y-2 [&_ol]:space-y-2 [&_ul]:ps-6 [&_ol]:ps-6 ' +
  '[&_a]:text-teal-700 [&_a]:underline dark:[&_a]:text-teal-300';

/**
 * One of the shop's pages as staff wrote it (sanitized by the server when saved), in the visitor's language,
 * with the shop's facts filled in.
 */
export function ShopPageMarkup({ pageKey }: { pageKey: ShopPageKey }) {
  const { i18n } = useTranslation();
  const page = useShopPage(pageKey).data;
  const facts = usePageFacts();
  if (!page) return null;
  const markup = i18n.language === 'en' ? page.en : page.id;
  return (
    <div
      data-testid="shop-page"
      className={MARKUP_STYLE}
      dangerouslySetInnerHTML={{ __html: fillPageFacts(markup, facts) }}
    />
  );
}
