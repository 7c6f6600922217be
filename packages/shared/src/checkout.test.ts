import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { CreateOrderSchema, CustomerInfoSchema, TrackOrderSchema, type CreateOrderInput } from './checkout.ts';
import { decodeMessage } from './messages.ts';

const order: CreateOrderInput = {
  customerInfo: {
    fullName: 'Budi Santoso',
    email: 'budi@example.id',
    phone: '081234567890',
    address: 'Jl. Pelabuhan Ratu No. 12',
    city: 'Jakarta Utara',
    province: 'DKI Jakarta',
    postalCode: '14450',
  },
  items: [{ productId: 1, quantity: 2 }],
  shippingMethod: { id: 'regular' },
  paymentMethod: { id: 'bank_transfer' },
};

/** The code of each refused field, by its path, as the API answers them. */
function codesOf(schema: z.ZodType, input: unknown) {
  const issues = schema.safeParse(input).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), decodeMessage(issue.message).code]));
}

const withLine = (line: Record<string, unknown>) => ({ ...order, items: [{ productId: 1, quantity: 2, ...line }] });

describe('CreateOrderSchema order lines', () => {
  it('reads quantities and product ids from JSON numbers and decimal digits', () => {
    expect(CreateOrderSchema.parse(withLine({ productId: '07', quantity: '3' })).items).toMatchObject([
      { productId: 7, quantity: 3 },
    ]);
  });

  it.each([[true], ['1e1'], [[2]], ['0x2'], ['+2'], ['2.0'], [' 2'], [{}]])(
    'refuses the quantity %j as not a whole number instead of reading a number into it',
    (quantity) => {
      expect(codesOf(CreateOrderSchema, withLine({ quantity }))).toEqual({
        'items.0.quantity': 'checkout.quantityWhole',
      });
    },
  );

  it.each([[true], ['0x1'], ['1e0'], [[1]]])('refuses the product id %j as an unknown product', (productId) => {
    expect(codesOf(CreateOrderSchema, withLine({ productId }))).toEqual({
      'items.0.productId': 'checkout.productInvalid',
    });
  });

  it('keeps its messages for missing, too small and too large quantities', () => {
    expect(codesOf(CreateOrderSchema, withLine({ quantity: undefined }))).toEqual({
      'items.0.quantity': 'checkout.quantityWhole',
    });
    expect(codesOf(CreateOrderSchema, withLine({ quantity: '0' }))).toEqual({
      'items.0.quantity': 'checkout.quantityTooSmall',
    });
    expect(codesOf(CreateOrderSchema, withLine({ quantity: 100 }))).toEqual({
      'items.0.quantity': 'checkout.quantityTooLarge',
    });
  });
});

describe('required or wrong (checkout)', () => {
  it('says a province the shop does not list is not valid, and a missing one is required', () => {
    const province = (value: unknown) =>
      codesOf(CustomerInfoSchema, { ...order.customerInfo, province: value })['province'];
    expect(province('Atlantis')).toBe('checkout.provinceInvalid');
    expect(province(7)).toBe('checkout.provinceInvalid');
    expect(province('')).toBe('checkout.provinceRequired');
    expect(province(undefined)).toBe('checkout.provinceRequired');
  });

  it('says items that are no list are not valid, and missing or empty items an empty cart', () => {
    expect(codesOf(CreateOrderSchema, { ...order, items: { productId: 1, quantity: 2 } })).toEqual({
      items: 'validation.invalid',
    });
    expect(codesOf(CreateOrderSchema, { ...order, items: 'kepiting' })).toEqual({ items: 'validation.invalid' });
    expect(codesOf(CreateOrderSchema, { ...order, items: undefined })).toEqual({ items: 'checkout.cartEmpty' });
    expect(codesOf(CreateOrderSchema, { ...order, items: [] })).toEqual({ items: 'checkout.cartEmpty' });
  });

  it('says a shipping or payment method given as no object is unknown, and a missing one must be chosen', () => {
    expect(codesOf(CreateOrderSchema, { ...order, shippingMethod: 'express', paymentMethod: 'cod' })).toEqual({
      shippingMethod: 'checkout.shippingUnknown',
      paymentMethod: 'checkout.paymentUnknown',
    });
    expect(codesOf(CreateOrderSchema, { ...order, shippingMethod: undefined, paymentMethod: null })).toEqual({
      shippingMethod: 'checkout.shippingRequired',
      paymentMethod: 'checkout.paymentRequired',
    });
  });

  it('says a text field given a number is not valid, and an empty one is required', () => {
    expect(codesOf(CustomerInfoSchema, { ...order.customerInfo, fullName: 12345, city: '' })).toEqual({
      fullName: 'validation.invalid',
      city: 'checkout.cityRequired',
    });
    expect(codesOf(TrackOrderSchema, { orderNumber: 42, contact: undefined })).toEqual({
      orderNumber: 'validation.invalid',
      contact: 'tracking.contactRequired',
    });
  });
});
