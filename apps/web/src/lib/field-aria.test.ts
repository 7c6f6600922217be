import { describe, expect, it } from 'vitest';
import { fieldAria } from './field-aria.ts';

describe('fieldAria', () => {
  it('marks a field in error and points at its message, and says nothing of a field that is fine', () => {
    expect(fieldAria('phone', 'Nomor telepon wajib diisi')).toEqual({
      'aria-invalid': true,
      'aria-describedby': 'phone-error',
    });
    expect(fieldAria('phone', undefined)).toEqual({});
    expect(fieldAria('phone', '')).toEqual({});
  });
});
