import { describe, expect, it } from 'vitest';
import { encodeMessage, MESSAGE_NAMESPACE } from '@crabclaw/shared';
import i18n, { addNamespaces, type Language } from './i18n.ts';
import { fieldAria, messageNow } from './messages.ts';

/** The catalogue of one language only, as a visitor's browser holds it. */
async function showIn(language: Language): Promise<void> {
  await addNamespaces(i18n, language, [MESSAGE_NAMESPACE]);
  await i18n.changeLanguage(language);
}

describe('messageNow', () => {
  it('words a code in the language shown, by number where English needs it', async () => {
    await showIn('id');
    expect(messageNow(encodeMessage('auth.tooManyAttempts', { count: 15 }))).toMatch(/dalam 15 menit\.$/);
    await showIn('en');
    expect(messageNow(encodeMessage('auth.tooManyAttempts', { count: 15 }))).toMatch(/in 15 minutes\.$/);
    expect(messageNow(encodeMessage('auth.tooManyAttempts', { count: 1 }))).toMatch(/in 1 minute\.$/);
  });

  it('words other text, never used as a key, as a general invalid value', async () => {
    await showIn('en');
    expect(messageNow('Too small: expected number to be >=1')).toBe('Invalid value');
    expect(messageNow('constructor.name')).toBe('Invalid value');
  });
});

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
