import { describe, expect, it } from 'vitest';
import { clampPage, pageAnswer, pageWindow, shownRange, totalPagesOf, cappedPageAnswer } from './paging.ts';

describe('totalPagesOf', () => {
  it('counts a partly filled last page as a page and none for an empty list', () => {
    expect(totalPagesOf(65, 12)).toBe(6);
    expect(totalPagesOf(60, 12)).toBe(5);
    expect(totalPagesOf(0, 10)).toBe(0);
  });
});

describe('clampPage', () => {
  it('keeps a page within 1..totalPages and treats an empty list as page 1', () => {
    expect(clampPage(7, 5)).toBe(5);
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(4, 0)).toBe(1);
    expect(clampPage(Number.NaN, 4)).toBe(1);
  });
});

describe('pageWindow', () => {
  it('shows five numbers centred on the current page, shifted at either end', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('shows every page when there are fewer than five and none when the list is empty', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('takes another window size', () => {
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
  });
});

describe('shownRange', () => {
  it("names the rows of 'Showing X to Y of Z'", () => {
    expect(shownRange(1, 10, 25)).toEqual({ from: 1, to: 10 });
    expect(shownRange(3, 10, 25)).toEqual({ from: 21, to: 25 });
    expect(shownRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('pageAnswer', () => {
  it('answers the page shape with next and previous flags', () => {
    expect(pageAnswer(['a'], 21, 2, 10)).toEqual({
      data: ['a'],
      totalCount: 21,
      totalPages: 3,
      currentPage: 2,
      pageSize: 10,
      hasNextPage: true,
      hasPreviousPage: true,
    });
    expect(pageAnswer([], 0, 1, 10)).toMatchObject({ totalPages: 0, hasNextPage: false, hasPreviousPage: false });
  });
});

describe('cappedPageAnswer', () => {
  it('answers the exact total when the count stayed within the cap', () => {
    expect(cappedPageAnswer(['a'], 21, 1000, 3, 10)).toMatchObject({
      totalCount: 21,
      totalPages: 3,
      hasNextPage: false,
      totalCountCapped: false,
    });
  });

  it('reads "more than the cap" past it, with a next page even on the last counted one', () => {
    expect(cappedPageAnswer(['a'], 1001, 1000, 1, 12)).toMatchObject({
      totalCount: 1000,
      totalPages: 84,
      hasNextPage: true,
      totalCountCapped: true,
    });
    expect(cappedPageAnswer(['a'], 1009, 1008, 84, 12)).toMatchObject({ totalPages: 84, hasNextPage: true });
  });
});
