import { isBannerLink, type StoreBanner } from '@crabclaw/shared';

export interface Stat {
  value: string;
  label: string;
}

function textOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h\d)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/**
 * A slide's figures: markup blocks with a centred value ('text-center' element holding value then label),
 * or lines of the form '*value* label'. Empty when the description has neither.
 */
export function parseStats(description: string): Stat[] {
  const blocks = [...description.matchAll(/<(\w+)[^>]*class="[^"]*text-center[^"]*"[^>]*>([\s\S]*?)<\/\1>/gi)]
    .map((match) =>
      textOf(match[2] ?? '')
        .split('\n')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .filter((parts) => parts.length >= 2)
    .map(([value, ...label]) => ({ value: value!, label: label.join(' ') }));
  if (blocks.length > 0) return blocks;
  return [...textOf(description).matchAll(/\*([^*\n]+)\*\s*([^\n]+)/g)].map((match) => ({
    value: match[1]!.trim(),
    label: match[2]!.trim(),
  }));
}

/** A description's list items as text: a slide shows them as a checked list. */
export function parseFeatures(description: string): string[] {
  return [...description.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)]
    .map((match) => textOf(match[1] ?? '').trim())
    .filter(Boolean);
}

export type SlideBody =
  { kind: 'stats'; stats: Stat[] } | { kind: 'features'; features: string[] } | { kind: 'markup'; markup: string };

/**
 * What a slide shows of its banner's description: figures when it has them (as parseStats reads them), else
 * its list items as a checked list, else the markup itself. Any banner may take any of them (issue 23: the
 * look came from the banner's id before).
 */
export function slideBody(description: string): SlideBody {
  const stats = parseStats(description);
  if (stats.length > 0) return { kind: 'stats', stats };
  const features = parseFeatures(description);
  if (features.length > 0) return { kind: 'features', features };
  return { kind: 'markup', markup: description };
}

/** The pictures a slide shows beside its text: its banner's own, when it has two or more (at most 4). */
export function slidePictures(banner: StoreBanner): string[] {
  return banner.images.length >= 2 ? banner.images.slice(0, 4) : [];
}

export type BannerLink = { kind: 'external'; href: string } | { kind: 'internal'; to: string };

/** Where a banner's button goes when its stored link is one the shop no longer takes. */
const FALLBACK_PATH = '/public/products';

/**
 * Button link rule: http(s) opens a new window, '/...' navigates there, anything else is under /public. A
 * link the back office refuses (isBannerLink: '/\evil.com', '//host', javascript:) may have been stored
 * before it did: it goes to the product list instead, never off the shop.
 */
export function bannerLink(link: string): BannerLink {
  const trimmed = link.trim();
  if (!isBannerLink(trimmed)) return { kind: 'internal', to: FALLBACK_PATH };
  if (/^https?:\/\//i.test(trimmed)) return { kind: 'external', href: trimmed };
  if (trimmed.startsWith('/')) return { kind: 'internal', to: trimmed };
  return { kind: 'internal', to: `/public/${trimmed.replace(/^\.?\/*/, '')}` };
}
