import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BannerFieldsSchema, CategoryAdminSchema } from '@crabclaw/shared';
import { formFields, formValueOf, toLocalInput } from './form-values.ts';

const schema = z.object({
  name: z.string().trim().min(1),
  note: z.string().nullable().optional(),
  kind: z.enum(['A', 'B']),
  count: z.number().int(),
  shown: z.boolean().default(true),
  starred: z.boolean().optional(),
  tags: z.string().default('fresh'),
  from: z.string(),
});
const fields = formFields(schema, {
  name: { kind: 'text' },
  note: { kind: 'textarea' },
  kind: { kind: 'select', initial: 'B' },
  count: { kind: 'number', initial: 1 },
  shown: { kind: 'checkbox' },
  starred: { kind: 'checkbox' },
  tags: { kind: 'text' },
  from: { kind: 'date-time' },
});

describe('formFields', () => {
  it("starts a new record with the field's initial, else the schema's default, else its kind's empty value", () => {
    expect(fields.newValues()).toEqual({
      name: '',
      note: '',
      kind: 'B',
      count: 1,
      shown: true,
      starred: false,
      tags: 'fresh',
      from: '',
    });
  });

  it('takes values of the moment over everything else, written as the inputs hold them', () => {
    const values = fields.newValues({ from: new Date(2026, 2, 1, 9, 30), tags: 'promo' });
    expect(values.from).toBe('2026-03-01T09:30');
    expect(values.tags).toBe('promo');
  });

  it("reads a stored record into the form: none as '', numbers kept, instants as local date-time text", () => {
    const stored = { name: 'Kepiting', note: null, kind: 'A', count: 7, shown: false, tags: 'x', from: '', other: 1 };
    expect(fields.storedValues({ ...stored, from: new Date(2026, 11, 31, 23, 5).toISOString() })).toEqual({
      name: 'Kepiting',
      note: '',
      kind: 'A',
      count: 7,
      shown: false,
      starred: false,
      tags: 'x',
      from: '2026-12-31T23:05',
    });
  });

  it('says which names are its fields, so a server error on anything else stays off the form', () => {
    expect(fields.has('note')).toBe(true);
    expect(fields.has('version')).toBe(false);
    expect(fields.has('toString')).toBe(false);
  });

  it("gives a real schema's defaults: a new category and a new banner's switches and tags", () => {
    const category = formFields(CategoryAdminSchema, {
      categoryNameEn: { kind: 'text' },
      isPopular: { kind: 'checkbox' },
    });
    expect(category.newValues()).toEqual({ categoryNameEn: '', isPopular: false });
    const banner = formFields(BannerFieldsSchema, {
      isActive: { kind: 'checkbox' },
      tags: { kind: 'text' },
      title: { kind: 'text' },
    });
    expect(banner.newValues()).toEqual({ isActive: true, tags: '', title: '' });
  });
});

describe('formValueOf', () => {
  it('writes numbers as text for a text input, as the product form holds its prices', () => {
    expect(formValueOf('text', 45000)).toBe('45000');
    expect(formValueOf('text', 0)).toBe('0');
    expect(formValueOf('number', null)).toBeUndefined();
  });

  it('writes a date-time in the 16 characters a date-time input takes', () => {
    expect(toLocalInput(new Date(2026, 0, 2, 3, 4))).toBe('2026-01-02T03:04');
  });
});
