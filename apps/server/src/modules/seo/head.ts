import { jsonInHtml, type MessageLanguage } from '@crabclaw/shared';

/** Tags the server writes into a page's <head>; `data-seo` lets the client replace them after navigating. */
export interface PageHead {
  /** The page's language: its texts are in it, and Open Graph names its locale. */
  language: MessageLanguage;
  title: string;
  description: string;
  canonicalUrl: string;
  imageUrl?: string;
  type?: 'website' | 'product';
  structuredData: object[];
  noIndex?: boolean;
}

const OPEN_GRAPH_LOCALES: Record<MessageLanguage, string> = { id: 'id_ID', en: 'en_US' };

/** Text for HTML or XML: element content or a double-quoted attribute. */
export const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function renderHead(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeMarkup(content)}" data-seo>`;
  const tags = [
    `<title data-seo>${escapeMarkup(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeMarkup(head.canonicalUrl)}" data-seo>`,
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', 'CrabClaw Seafood'),
    meta('property', 'og:locale', OPEN_GRAPH_LOCALES[head.language]),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('name', 'twitter:card', head.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.imageUrl
      ? [meta('property', 'og:image', head.imageUrl), meta('name', 'twitter:image', head.imageUrl)]
      : []),
    ...(head.noIndex ? [meta('name', 'robots', 'noindex')] : []),
    ...head.structuredData.map((data) => `<script type="application/ld+json" data-seo>${jsonInHtml(data)}</script>`),
  ];
  return tags.join('\n');
}
