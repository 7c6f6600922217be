import type { DataTableSort } from './data-table.tsx';

/** A list's sort as its URL and the server name it: the column's key and the direction ('name_asc'). */
export type ListSort = `${string}_${'asc' | 'desc'}`;

/**
 * A server-sorted list's sort for its table: the arrow the table shows, and the sort a click on a column's header
 * asks for (ascending first, the other way on a second click). A sort no column offers ('id_desc', the products'
 * newest first) shows no arrow, and a click on any header sorts by that column, ascending.
 */
export function columnSort<Sort extends ListSort>(sort: Sort, sortBy: (sort: Sort) => void) {
  const split = sort.lastIndexOf('_');
  const shown: DataTableSort = { key: sort.slice(0, split), direction: sort.slice(split + 1) as 'asc' | 'desc' };
  return {
    sort: shown,
    onSort: (key: string) =>
      sortBy(`${key}_${shown.key === key && shown.direction === 'asc' ? 'desc' : 'asc'}` as Sort),
  };
}
