import { describe, expect, it } from 'vitest';
import { preferredLanguage } from './language.ts';

describe('the language a request prefers', () => {
  it('is the one of the shop’s two languages the Accept-Language weighs highest', () => {
    expect(preferredLanguage('en')).toBe('en');
    expect(preferredLanguage('en-US,en;q=0.9')).toBe('en');
    expect(preferredLanguage('id-ID,id;q=0.9,en-US;q=0.8')).toBe('id');
    expect(preferredLanguage('fr-FR, en;q=0.5, id;q=0.7')).toBe('id');
    expect(preferredLanguage('de, EN-GB;q=0.3')).toBe('en');
    expect(preferredLanguage('in, en;q=0.9')).toBe('id');
  });

  it('takes a weight of 0 as "not this one", and speaks Indonesian when neither is wanted', () => {
    expect(preferredLanguage('en;q=0, id')).toBe('id');
    expect(preferredLanguage('en;q=0')).toBe('id');
    expect(preferredLanguage(undefined)).toBe('id');
    expect(preferredLanguage('')).toBe('id');
    expect(preferredLanguage('fr, *;q=0.1')).toBe('id');
    expect(preferredLanguage('en;q=abc')).toBe('id');
    expect(preferredLanguage('english')).toBe('id');
  });
});
