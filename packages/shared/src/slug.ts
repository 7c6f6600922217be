/** Spec slug rule: lowercase, accents stripped, punctuation removed, spaces to hyphens; empty gives 'untitled'. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug || 'untitled';
}

/** A product's canonical address (issue 3): the storefront's links, the server's heads, redirects and sitemap. */
export function productPath(categorySlug: string, productSlug: string): string {
  return `/product/${categorySlug}/${productSlug}`;
}
