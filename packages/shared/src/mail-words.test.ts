import { describe, expect, it } from 'vitest';
import { MAIL_CATALOGUES, translateMail } from './mail-words.ts';

const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();

describe('the words of the order e-mails', () => {
  it('has every text in both languages, with the same parameters', () => {
    const { id, en } = MAIL_CATALOGUES;
    expect(Object.keys(en).sort()).toEqual(Object.keys(id).sort());
    for (const [word, text] of Object.entries(id)) {
      expect(placeholders(en[word as keyof typeof en]), word).toEqual(placeholders(text));
    }
  });

  it('fills in parameters as they are, in the language asked for', () => {
    expect(translateMail('en', 'greeting', { name: 'Ani & <Budi>' })).toBe('Hello Ani & <Budi>,');
    expect(translateMail('id', 'subjectShipped', { number: 'CC-20260101-0001' })).toBe(
      'Pesanan CC-20260101-0001 sedang dikirim',
    );
  });
});
