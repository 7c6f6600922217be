import { useEffect, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.ts';
import type { PageResult } from './list-kit.tsx';

/**
 * A list's search box and the search in its URL. The box's text leads once typing settles (one request, not
 * one per key); a URL that changes otherwise (Back, a link, Clear filters) puts its search in the box.
 */
export function useSearchBox(search: string, setSearch: (search: string) => void) {
  const [text, setText] = useState(search);
  const settled = useDebouncedValue(text).trim();
  useEffect(() => {
    if (settled !== search) setSearch(settled);
  }, [settled]);
  useEffect(() => setText((typed) => (typed.trim() === search ? typed : search)), [search]);
  return [text, setText] as const;
}

/** A page past the last (its rows deleted meanwhile, an old link) shows the last page instead. */
export function useLastPageWhenPast(
  result: PageResult | undefined,
  page: number,
  showPage: (page: number) => void,
): void {
  useEffect(() => {
    if (result && result.totalPages > 0 && page > result.totalPages) showPage(result.totalPages);
  }, [result, page]);
}
