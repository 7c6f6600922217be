import { describe, expect, it } from 'vitest';
import { CategoryAdminSchema } from './category-admin.ts';
import { decodeMessage, translateMessage } from './messages.ts';

const valid = {
  categoryName: 'Udang',
  description: 'Udang segar dari tambak',
  priceRangeStart: '0',
  priceRangeEnd: '0',
};

function messageOf(values: object, field: string) {
  const result = CategoryAdminSchema.safeParse({ ...valid, ...values });
  const issue = result.success ? undefined : result.error.issues.find(({ path }) => path[0] === field);
  return issue && translateMessage('en', decodeMessage(issue.message));
}

describe('CategoryAdminSchema', () => {
  it('reads form text as whole rupiah and leaves an open range alone', () => {
    expect(CategoryAdminSchema.parse({ ...valid, priceRangeStart: '45000' })).toMatchObject({
      priceRangeStart: 45_000,
      priceRangeEnd: 0,
    });
  });

  it('wants the end price above the start price when both are set (equal fails)', () => {
    expect(messageOf({ priceRangeStart: '5', priceRangeEnd: '5' }, 'priceRangeEnd')).toBe(
      'End price must be greater than start price',
    );
    expect(messageOf({ priceRangeStart: '5', priceRangeEnd: '6' }, 'priceRangeEnd')).toBeUndefined();
  });

  it('says so as soon as both prices are valid, while other fields are still empty', () => {
    expect(messageOf({ categoryName: '', priceRangeStart: '9', priceRangeEnd: '5' }, 'priceRangeEnd')).toBe(
      'End price must be greater than start price',
    );
    expect(messageOf({ categoryName: '', priceRangeStart: '9', priceRangeEnd: '' }, 'priceRangeEnd')).toBe(
      'End price is required',
    );
    // A body without the key at all, as the API may get it.
    expect(messageOf({ categoryName: undefined, priceRangeStart: 9, priceRangeEnd: 5 }, 'priceRangeEnd')).toBe(
      'End price must be greater than start price',
    );
  });

  it.each([['0x10'], ['1e3'], ['+5'], ['5.0'], [' 5'], [true], [[5]]])(
    'refuses the price %j as not a whole number of rupiah instead of reading a number into it',
    (price) => {
      expect(messageOf({ priceRangeStart: price }, 'priceRangeStart')).toBe(
        'Start price must be a whole number of rupiah',
      );
    },
  );

  it('keeps its message for a negative price written as text', () => {
    expect(messageOf({ priceRangeEnd: '-5' }, 'priceRangeEnd')).toBe('End price must be 0 or greater');
  });

  it('says an empty price field is required rather than not a number', () => {
    expect(messageOf({ priceRangeStart: '' }, 'priceRangeStart')).toBe('Start price is required');
    expect(messageOf({ priceRangeEnd: 'abc' }, 'priceRangeEnd')).toBe('End price must be a whole number of rupiah');
  });
});
