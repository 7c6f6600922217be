import { describe, expect, it } from 'vitest';
import { foldAccents } from './fold-accents.ts';

describe('foldAccents', () => {
  it('reads accented letters, small or capital, as their plain small letter', () => {
    expect(foldAccents('Désirée ÇAĞLAR Łukasz')).toBe('desiree caglar lukasz');
  });

  it('leaves every other character as it is', () => {
    expect(foldAccents('CC-2026-0001 +62 812_3%')).toBe('cc-2026-0001 +62 812_3%');
  });
});
