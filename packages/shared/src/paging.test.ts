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
  it.each([
    {
      behaviour: 'answers the exact total when the count stayed within the cap',
      counted: 21,
      cap: 1000,
      page: 3,
      pageSize: 10,
      answer: { totalCount: 21, totalPages: 3, hasNextPage: false, totalCountCapped: false },
    },
    {
      behaviour: 'reads "more than the cap" past it, with a next page',
      counted: 1001,
      cap: 1000,
      page: 1,
      pageSize: 12,
      answer: { totalCount: 1000, totalPages: 84, hasNextPage: true, totalCountCapped: true },
    },
    {
      behaviour: 'offers a next page past the cap even on the last counted page',
      counted: 1009,
      cap: 1008,
      page: 84,
      pageSize: 12,
      answer: { totalPages: 84, hasNextPage: true },
    },
  ])('$behaviour', ({ counted, cap, page, pageSize, answer }) => {
    expect(cappedPageAnswer(['a'], counted, cap, page, pageSize)).toMatchObject(answer);
  });
});
