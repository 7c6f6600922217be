/**
 * JSON to write inside a page's `<script type="application/json">` or `application/ld+json`: every '<' is
 * escaped, so no text in it (a product's description) can close the script or open a comment, and the
 * line separators that old parsers refuse are escaped too. JSON.parse reads it back unchanged.
 */
export function jsonInHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
