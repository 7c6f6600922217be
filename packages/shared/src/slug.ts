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
