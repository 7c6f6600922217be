import { clampPage, totalPagesOf } from '@crabclaw/shared';
import { useMemo, useState } from 'react';

/**
 * Search and pages over a list the server returns whole (general parameters, categories, banners):
 * case-insensitive match on the given texts, and any search change goes back to page 1.
 */
export function useClientPage<T>(
  items: T[] | undefined,
  texts: (item: T) => Array<string | number | null | undefined>,
  pageSize = 10,
) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const matching = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const all = items ?? [];
    return needle
      ? all.filter((item) =>
          texts(item).some((text) =>
            String(text ?? '')
              .toLowerCase()
              .includes(needle),
          ),
        )
      : all;
    // `texts` is a pure accessor, new on each render: it is left out so the list is not recomputed for it.
  }, [items, search]);
  const totalPages = Math.max(1, totalPagesOf(matching.length, pageSize));
  const current = clampPage(page, totalPages);
  return {
    search,
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(1);
    },
    rows: matching.slice((current - 1) * pageSize, current * pageSize),
    pager: { page: current, totalPages, totalCount: matching.length, pageSize, onPage: setPage },
  };
}
