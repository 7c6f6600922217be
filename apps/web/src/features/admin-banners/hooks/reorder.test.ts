import { describe, expect, it } from 'vitest';
import { reorderRows } from './reorder.ts';

const rows = [
  { bannerId: 5, displayOrder: 1 },
  { bannerId: 9, displayOrder: 1 },
  { bannerId: 4, displayOrder: 2 },
  { bannerId: 6, displayOrder: 7 },
];

describe('reorderRows', () => {
  it('moves a row and numbers the page from its lowest order, sending only what changed', () => {
    const { rows: next, changes } = reorderRows(rows, 3, 0);
    expect(next.map((row) => [row.bannerId, row.displayOrder])).toEqual([
      [6, 1],
      [5, 2],
      [9, 3],
      [4, 4],
    ]);
    expect(changes).toEqual([
      { bannerId: 6, displayOrder: 1 },
      { bannerId: 5, displayOrder: 2 },
      { bannerId: 9, displayOrder: 3 },
      { bannerId: 4, displayOrder: 4 },
    ]);
  });

  it('does nothing past either end', () => {
    expect(reorderRows(rows, 0, -1).changes).toEqual([]);
    expect(reorderRows(rows, 3, 4).changes).toEqual([]);
  });
});
