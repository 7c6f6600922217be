import sanitizeHtml from 'sanitize-html';

/**
 * The markup a banner may carry (issue 10: sanitized on the server with an allow-list before it is
 * stored): text formatting, lists, headings and links. No scripts, styles, event handlers or frames.
 * `class` stays on a few elements because the home carousel reads 'text-center' blocks as its stats.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'small',
    'mark',
    'sub',
    'sup',
    'span',
    'div',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'a',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    div: ['class'],
    span: ['class'],
    p: ['class'],
  },
  // Relative links (no scheme) are kept; of schemes only the web's own.
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedClasses: { '*': [/^[\w-]+$/] },
  // Content of these is dropped with the tag, not shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  // A link that opens a new window must not hand that window a handle on the shop's page.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Banner markup reduced to the allow-list; plain text (the '*9+* label' stat lines) passes unchanged. */
export function sanitizeMarkup(markup: string): string {
  return sanitizeHtml(markup, OPTIONS).trim();
}
