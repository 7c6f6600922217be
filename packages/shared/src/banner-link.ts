// Apart from the banner schemas: the home page's carousel checks stored links with it, and its first load
// carries no zod (decision 016).

/**
 * Characters a browser reads as a path separator ('\' as '/') or drops (tab, newline, and C0 controls at
 * either end): '/\evil.com' or '/<tab>/evil.com' leaves the shop for evil.com (found by an outside probe).
 */
// eslint-disable-next-line no-control-regex -- the control characters are what this looks for
const BROWSER_REWRITTEN = /[\\\u0000-\u001f\u007f]/;

/**
 * Section 4: http(s) opens a new window, '/...' navigates there, anything else is under /public. Any other
 * scheme (javascript:, data:), '//host' and what a browser would rewrite into one (BROWSER_REWRITTEN) are
 * refused: the storefront would otherwise follow it off the shop.
 */
export function isBannerLink(value: string): boolean {
  const link = value.trim();
  if (/^https?:\/\/[^\s]+$/i.test(link)) return true;
  if (/^[a-z][a-z0-9+.-]*:/i.test(link) || /^\/\//.test(link) || BROWSER_REWRITTEN.test(link)) return false;
  return /^[^\s<>"]+$/.test(link);
}
