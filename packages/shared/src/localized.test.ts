import { describe, expect, it } from 'vitest';
import { localized } from './localized.ts';

describe('localized', () => {
  it('shows the English text in English when there is one', () => {
    expect(localized('Kepiting Bakau', 'Mud Crab', 'en')).toBe('Mud Crab');
  });

  it('falls back to the Indonesian text in English when no English text was entered', () => {
    expect(localized('Kepiting Bakau', null, 'en')).toBe('Kepiting Bakau');
    expect(localized('Kepiting Bakau', undefined, 'en')).toBe('Kepiting Bakau');
    expect(localized('Kepiting Bakau', '   ', 'en')).toBe('Kepiting Bakau');
  });

  it('always shows the Indonesian text in Indonesian', () => {
    expect(localized('Kepiting Bakau', 'Mud Crab', 'id')).toBe('Kepiting Bakau');
  });

  it('treats a regional English tag as English', () => {
    expect(localized('Kepiting Bakau', 'Mud Crab', 'en-GB')).toBe('Mud Crab');
  });
});
