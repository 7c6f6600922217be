/** An ILIKE pattern that finds `term` anywhere; `%` and `_` typed by a visitor are letters, not wildcards. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
