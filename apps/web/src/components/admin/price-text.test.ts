import { describe, expect, it } from 'vitest';
import { readTypedPrice } from './price-text.ts';

describe('readTypedPrice', () => {
  it('groups the digits as they are typed, in Indonesian and in English', () => {
    expect(readTypedPrice('1500', 4, 'id')).toEqual({ digits: '1500', text: '1.500', caret: 5 });
    expect(readTypedPrice('1.5000', 6, 'id')).toEqual({ digits: '15000', text: '15.000', caret: 6 });
    expect(readTypedPrice('15.0000', 7, 'id')).toEqual({ digits: '150000', text: '150.000', caret: 7 });
    expect(readTypedPrice('15,0000', 7, 'en')).toEqual({ digits: '150000', text: '150,000', caret: 7 });
  });

  it('keeps the caret after the digit it followed when typing in the middle', () => {
    // '150.000' with a 2 typed after the 1: '1250.000' becomes '1.250.000', caret after the 2.
    expect(readTypedPrice('1250.000', 2, 'id')).toEqual({ digits: '1250000', text: '1.250.000', caret: 3 });
    // Deleting the 5 of '1.250.000': '1.20.000' becomes '120.000', caret after the 2.
    expect(readTypedPrice('1.20.000', 3, 'id')).toEqual({ digits: '120000', text: '120.000', caret: 2 });
  });

  it('drops leading zeros and everything that is no digit, as pasted', () => {
    expect(readTypedPrice('05', 2, 'id')).toEqual({ digits: '5', text: '5', caret: 1 });
    expect(readTypedPrice('0', 1, 'id')).toEqual({ digits: '0', text: '0', caret: 1 });
    expect(readTypedPrice('Rp 150.000', 10, 'id')).toEqual({ digits: '150000', text: '150.000', caret: 7 });
    expect(readTypedPrice('12a', 3, 'en')).toEqual({ digits: '12', text: '12', caret: 2 });
    expect(readTypedPrice('', 0, 'en')).toEqual({ digits: '', text: '', caret: 0 });
  });
});
