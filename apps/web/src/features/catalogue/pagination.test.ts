import { describe, expect, it } from 'vitest';
import { paginationModel, shownRange } from './pagination.ts';

describe('paginationModel (storefront section 9)', () => {
  it('shows 5 numbers around the current page, first/last buttons and the ellipsis by the spec rules', () => {
    expect(paginationModel(1, 10)).toEqual({
      pages: [1, 2, 3, 4, 5],
      showFirst: false,
      showLast: true,
      showEllipsis: true,
    });
    expect(paginationModel(3, 10)).toEqual({
      pages: [1, 2, 3, 4, 5],
      showFirst: true,
      showLast: true,
      showEllipsis: true,
    });
    expect(paginationModel(6, 10)).toEqual({
      pages: [4, 5, 6, 7, 8],
      showFirst: true,
      showLast: true,
      showEllipsis: true,
    });
    expect(paginationModel(8, 10)).toEqual({
      pages: [6, 7, 8, 9, 10],
      showFirst: true,
      showLast: true,
      showEllipsis: false,
    });
    expect(paginationModel(10, 10)).toEqual({
      pages: [6, 7, 8, 9, 10],
      showFirst: true,
      showLast: false,
      showEllipsis: false,
    });
  });

  it('handles few pages and none', () => {
    expect(paginationModel(2, 3)).toEqual({ pages: [1, 2, 3], showFirst: false, showLast: false, showEllipsis: false });
    expect(paginationModel(1, 0).pages).toEqual([]);
  });

  it('names no last page and shows the ellipsis when the server counted only up to a cap', () => {
    expect(paginationModel(1, 84, true)).toEqual({
      pages: [1, 2, 3, 4, 5],
      showFirst: false,
      showLast: false,
      showEllipsis: true,
    });
    expect(paginationModel(84, 84, true)).toMatchObject({ pages: [80, 81, 82, 83, 84], showEllipsis: true });
  });
});

describe('shownRange', () => {
  it('gives the 1-based range on the page', () => {
    expect(shownRange(1, 12, 65)).toEqual({ from: 1, to: 12 });
    expect(shownRange(6, 12, 65)).toEqual({ from: 61, to: 65 });
    expect(shownRange(1, 12, 0)).toEqual({ from: 0, to: 0 });
  });
});
