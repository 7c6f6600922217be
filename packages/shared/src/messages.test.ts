import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as shared from './index.ts';
import { isMessageCode, MESSAGE_CATALOGUES, translateMessage } from './message-catalogues.ts';
import {
  catalogueHolds,
  decodeMessage,
  encodeMessage,
  loadMessageCatalogue,
  type MessageLanguage,
} from './messages.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every code of a catalogue (plural forms counted once) with the texts it has. */
function codesOf(language: MessageLanguage): Map<string, string[]> {
  const codes = new Map<string, string[]>();
  for (const [area, messages] of Object.entries(MESSAGE_CATALOGUES[language])) {
    for (const [key, text] of Object.entries(messages as Record<string, string>)) {
      const code = `${area}.${key.replace(PLURAL, '')}`;
      codes.set(code, [...(codes.get(code) ?? []), text]);
    }
  }
  return codes;
}

const placeholders = (texts: string[]) => [...new Set(texts.join(' ').match(/\{\{\s*\w+\s*\}\}/g) ?? [])].sort();

const isSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && 'safeParse' in value && '_zod' in value;

/** The schemas the web's forms check with: each of their messages is shown to someone, so each is a code. */
const FORM_SCHEMAS = {
  CustomerInfoSchema: shared.CustomerInfoSchema,
  TrackOrderSchema: shared.TrackOrderSchema,
  ContactMessageSchema: shared.ContactMessageSchema,
  LoginSchema: shared.LoginSchema,
  AccountCreateSchema: shared.AccountCreateSchema,
  OwnPasswordChangeSchema: shared.OwnPasswordChangeSchema,
  PasswordResetSchema: shared.PasswordResetSchema,
  ProductAdminSchema: shared.ProductAdminSchema,
  CategoryAdminSchema: shared.CategoryAdminSchema,
  BannerFieldsSchema: shared.BannerFieldsSchema,
  AdminGeneralParameterCreateSchema: shared.AdminGeneralParameterCreateSchema,
  CancelOrderSchema: shared.CancelOrderSchema,
};

/** Wrong values of every kind, each put in every field at once: missing, empty, too long, negative, ... */
const WRONG_VALUES: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x',
  'x'.repeat(30_000),
  '\u0000',
  -1,
  0,
  0.5,
  1e12,
  true,
  [],
  [{}],
  Array.from({ length: 60 }, () => ({ productId: 'x', quantity: 1000 })),
  {},
];

function issuesOf(schema: z.ZodType): z.core.$ZodIssue[] {
  // A refined object hides its shape; its fields are those of the schema it refines.
  const keys = 'shape' in schema ? Object.keys(schema.shape as object) : ['productName', 'categoryName'];
  return WRONG_VALUES.flatMap((value) => {
    const input = Object.fromEntries(keys.map((key) => [key, value]));
    return schema.safeParse(input).error?.issues ?? [];
  });
}

describe('message catalogues', () => {
  it('hold the same codes in Indonesian and English', () => {
    expect([...codesOf('en').keys()].sort()).toEqual([...codesOf('id').keys()].sort());
  });

  it('fill in the same parameters in both languages', () => {
    const english = codesOf('en');
    for (const [code, texts] of codesOf('id')) {
      expect({ code, params: placeholders(english.get(code)!) }).toEqual({ code, params: placeholders(texts) });
    }
  });

  it('give an English text that depends on a number both plural forms', () => {
    const english = Object.entries(MESSAGE_CATALOGUES.en).flatMap(([area, messages]) =>
      Object.keys(messages).map((key) => `${area}.${key}`),
    );
    for (const key of english.filter((key) => key.endsWith('_one'))) {
      expect(english).toContain(key.replace(/_one$/, '_other'));
    }
  });

  it('load one language at a time as the catalogue it is', async () => {
    expect(await loadMessageCatalogue('id')).toEqual(MESSAGE_CATALOGUES.id);
    expect(await loadMessageCatalogue('en')).toEqual(MESSAGE_CATALOGUES.en);
  });

  it('keep the spec’s Indonesian messages word for word', () => {
    const id = (code: string, params?: Record<string, number>) => translateMessage('id', { code, params });
    expect(id('checkout.fullNameRequired')).toBe('Nama lengkap wajib diisi');
    expect(id('checkout.emailInvalid')).toBe('Format email tidak valid');
    expect(id('contact.emailInvalid')).toBe('Email harus diisi dengan format yang benar');
    expect(id('account.usernameTooShort', { min: shared.USERNAME_MIN })).toBe('Username minimal 3 karakter');
    expect(id('general.codeFormat')).toBe('Kode parameter harus berupa 3 digit angka (contoh: 001)');
    expect(translateMessage('en', { code: 'product.ratingTooHigh', params: { max: 5 } })).toBe(
      'Rating cannot exceed 5',
    );
  });
});

describe('coded messages', () => {
  it('travel through zod as one string and come back with their parameters', () => {
    const text = encodeMessage('checkout.quantityTooLarge', { max: 99 });
    expect(decodeMessage(text)).toEqual({ code: 'checkout.quantityTooLarge', params: { max: 99 } });
    expect(decodeMessage('checkout.cartEmpty')).toEqual({ code: 'checkout.cartEmpty' });
    expect(decodeMessage('Invalid input: expected string {oops')).toEqual({
      code: 'Invalid input: expected string {oops',
    });
  });

  it('are worded with their parameters, by number where English needs it', () => {
    const refusal = { code: 'order.stockShort', params: { name: 'Kepiting Bakau', left: 2 } };
    expect(translateMessage('id', refusal)).toBe('Stok Kepiting Bakau tidak mencukupi: tersisa 2.');
    expect(translateMessage('en', refusal)).toBe('Not enough Kepiting Bakau in stock: 2 left.');
    expect(translateMessage('en', { code: 'auth.tooManyAttempts', params: { count: 1 } })).toMatch(/in 1 minute\.$/);
    expect(translateMessage('en', { code: 'auth.tooManyAttempts', params: { count: 15 } })).toMatch(/15 minutes\.$/);
  });

  it('never read a parameter as markup for the translator', () => {
    const text = translateMessage('en', { code: 'order.productSoldOut', params: { name: '$t(order.notFound) {{x}}' } });
    expect(text).toBe('$t(order.notFound) {{x}} is sold out.');
  });

  it('are told from other text by the catalogue of either language, plural forms included', () => {
    for (const language of ['id', 'en'] as const) {
      const catalogue = MESSAGE_CATALOGUES[language];
      expect(catalogueHolds(catalogue, 'auth.tooManyAttempts')).toBe(true);
      expect(catalogueHolds(catalogue, 'checkout.cartEmpty')).toBe(true);
      expect(catalogueHolds(catalogue, 'checkout.nothingLikeThis')).toBe(false);
      expect(catalogueHolds(catalogue, 'checkout.cartEmpty.more')).toBe(false);
      expect(catalogueHolds(catalogue, 'checkout')).toBe(false);
      expect(catalogueHolds(catalogue, 'constructor.name')).toBe(false);
      expect(catalogueHolds(catalogue, 'Invalid input: expected string')).toBe(false);
    }
  });

  it('word an unknown code as a general invalid value', () => {
    expect(translateMessage('en', { code: 'Too small: expected number to be >=1' })).toBe('Invalid value');
  });
});

describe('shared schemas', () => {
  it('answer the forms only with codes the catalogues hold', () => {
    const unknown = Object.entries(FORM_SCHEMAS).flatMap(([name, schema]) =>
      issuesOf(schema)
        .filter((issue) => !isMessageCode(decodeMessage(issue.message).code))
        .map((issue) => `${name} ${issue.path.join('.')}: ${issue.message}`),
    );
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('word every code they answer in both languages', () => {
    const schemas = Object.values(shared as Record<string, unknown>).filter(isSchema);
    expect(schemas.length).toBeGreaterThan(40);
    for (const issue of schemas.flatMap(issuesOf)) {
      const { code } = decodeMessage(issue.message);
      // Messages of zod itself (technical query fields) are answered with a general code by the server.
      if (!/^[a-z]+\.[a-zA-Z]+$/.test(code)) continue;
      expect({ code, known: isMessageCode(code) }).toEqual({ code, known: true });
    }
  });
});
