import { describe, expect, it, vi } from 'vitest';
import { columnSort } from './list-sort.ts';

describe('columnSort', () => {
  it("shows the URL's sort on its column and turns it the other way on a second click", () => {
    const sortBy = vi.fn();
    const { sort, onSort } = columnSort<'name_asc' | 'name_desc' | 'price_asc' | 'price_desc'>('name_asc', sortBy);
    expect(sort).toEqual({ key: 'name', direction: 'asc' });
    onSort('name');
    onSort('price');
    expect(sortBy.mock.calls).toEqual([['name_desc'], ['price_asc']]);
    columnSort('name_desc', sortBy).onSort('name');
    expect(sortBy).toHaveBeenLastCalledWith('name_asc');
  });

  it('reads a key that holds an underscore itself, and leaves a sort no column offers ascending first', () => {
    const sortBy = vi.fn();
    expect(columnSort('placed_at_desc', sortBy).sort).toEqual({ key: 'placed_at', direction: 'desc' });
    columnSort('id_desc', sortBy).onSort('name');
    expect(sortBy).toHaveBeenCalledWith('name_asc');
  });
});
