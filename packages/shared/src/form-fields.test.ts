import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CategoryListQuerySchema,
  CategorySearchQuerySchema,
  IdParamSchema,
  ProductPageQuerySchema,
} from './catalogue.ts';
import { AdminCategoryQuerySchema } from './category-admin.ts';
import { AdminContactMessageQuerySchema } from './contact.ts';
import { optionalLine, strictToDecimal, strictToNumber } from './form-fields.ts';
import { GeneralListQuerySchema } from './general-admin.ts';
import { AdminProductQuerySchema } from './product-admin.ts';
import { AdminOrderQuerySchema } from './staff-orders.ts';
import { CustomerQuerySchema, StaffPageQuerySchema } from './staff.ts';

/** What Number() reads as a number but no form or URL of the shop writes: each names another row or amount. */
const LENIENT_NUMBERS: unknown[] = ['0x4e', '0b111', '0o7', '1e1', '+2', '2.0', ' 2', '2 ', true, false, [2], {}];

describe('strictToNumber', () => {
  it('reads JSON numbers and decimal digits, leading zeros included', () => {
    expect([7, 2.5, '7', '02', '0', '-5', String(2 ** 31)].map(strictToNumber)).toEqual([7, 2.5, 7, 2, 0, -5, 2 ** 31]);
  });

  it('reads blank as missing, so the field says it is required', () => {
    expect([undefined, null, '', '  '].map(strictToNumber)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('leaves hex, binary, exponents, signs, padding, fractions, booleans and lists for z.number() to refuse', () => {
    const refused = ['0x4e', '0b111', '0o7', '1e1', '+2', '2.0', '.5', ' 2', 'Infinity', 'NaN', true, [2], { 0: 2 }];
    expect(refused.map(strictToNumber)).toEqual(refused);
  });
});

describe('strictToDecimal', () => {
  it('also reads a decimal fraction, written out', () => {
    expect(['1.5', '0.25', '02.50', '3'].map(strictToDecimal)).toEqual([1.5, 0.25, 2.5, 3]);
  });

  it('refuses what strictToNumber refuses, and a point without digits on both sides', () => {
    const refused = ['1e1', '0x1', '+1.5', '1.', '.5', '1,5', ' 1.5', true];
    expect(refused.map(strictToDecimal)).toEqual(refused);
  });
});

describe('ids, pages and page sizes of every path and query', () => {
  const schemas: [string, string, z.ZodType][] = [
    ['IdParamSchema', 'id', IdParamSchema],
    ['ProductPageQuerySchema', 'page', ProductPageQuerySchema],
    ['ProductPageQuerySchema', 'categoryId', ProductPageQuerySchema],
    ['ProductPageQuerySchema', 'minPrice', ProductPageQuerySchema],
    ['CategoryListQuerySchema', 'limit', CategoryListQuerySchema],
    ['CategorySearchQuerySchema', 'page', CategorySearchQuerySchema],
    ['AdminProductQuerySchema', 'categoryId', AdminProductQuerySchema],
    ['AdminProductQuerySchema', 'pageSize', AdminProductQuerySchema],
    ['AdminCategoryQuerySchema', 'page', AdminCategoryQuerySchema],
    ['AdminContactMessageQuerySchema', 'page', AdminContactMessageQuerySchema],
    ['GeneralListQuerySchema', 'page', GeneralListQuerySchema],
    ['AdminOrderQuerySchema', 'pageSize', AdminOrderQuerySchema],
    ['StaffPageQuerySchema', 'page', StaffPageQuerySchema],
    ['CustomerQuerySchema', 'pageSize', CustomerQuerySchema],
  ];

  it.each(schemas)('%s reads %s from plain digits, leading zeros included', (_, key, schema) => {
    expect(schema.parse({ [key]: '05' })).toMatchObject({ [key]: 5 });
    expect(schema.parse({ [key]: 5 })).toMatchObject({ [key]: 5 });
  });

  it.each(schemas)('%s refuses a lenient number in %s', (_, key, schema) => {
    for (const value of LENIENT_NUMBERS) {
      const issues = schema.safeParse({ [key]: value }).error?.issues ?? [];
      expect({ value, refused: issues.map((issue) => issue.path.join('.')) }).toEqual({ value, refused: [key] });
    }
  });
});

describe('optionalLine: a one-line text, such as a waybill number', () => {
  const line = optionalLine(10, 'orderChange.waybillTooLong');

  it('trims, and reads blank as none', () => {
    expect(line.parse('  CGK123 ')).toBe('CGK123');
    expect(line.parse('   ')).toBeNull();
    expect(line.parse(undefined)).toBeUndefined();
  });

  it.each(['CGK\n123', 'CGK\r123', 'CGK\u0007', 'CGK\u007f1', 'CGK\u0085'])(
    'refuses the control character in %j',
    (text) => {
      const result = line.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toContain('validation.controlCharacters');
    },
  );

  it('refuses a text longer than its bound with the field’s own message', () => {
    expect(line.safeParse('12345678901').error?.issues[0]?.message).toContain('orderChange.waybillTooLong');
  });
});
