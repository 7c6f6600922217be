import { describe, expect, it } from 'vitest';
import { CreateOrderSchema, CustomerInfoSchema } from './checkout.ts';
import { ContactMessageSchema } from './contact.ts';
import { isValidPhone, normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    ['081234567890', '081234567890'],
    ['0812-3456-7890', '081234567890'],
    ['0812.3456.7890', '081234567890'],
    ['+62 812 3456 7890', '081234567890'],
    ['+6281234567890', '081234567890'],
    ['62 812-3456-7890', '081234567890'],
    ['(021) 555 1234', '0215551234'],
    ['  0812 3456 7890 ', '081234567890'],
  ])('%s -> %s', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
  });

  it('keeps what it cannot read, so the rule still refuses it', () => {
    expect(normalizePhone('+1 415 555 0100')).toBe('+14155550100');
    expect(normalizePhone('0812abc')).toBe('0812abc');
  });
});

describe('isValidPhone: 10 to 13 digits once normalised', () => {
  it.each(['0812-3456-7890', '+62 812 3456 7890', '0812345678', '0812345678901'])('accepts %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });
  it.each(['', '08-12', '081234567', '08123456789012', '+1 415 555 0100', '0812 3456 789x'])('refuses %s', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});

const customer = {
  fullName: 'Siti Rahayu',
  email: 'siti@example.co.id',
  address: 'Jl. Merdeka No. 10',
  city: 'Jakarta',
  province: 'DKI Jakarta',
  postalCode: '10110',
};

describe('the schemas that take a phone', () => {
  it('checkout keeps the normalised number', () => {
    expect(CustomerInfoSchema.parse({ ...customer, phone: '+62 812 3456 7890' }).phone).toBe('081234567890');
    expect(CustomerInfoSchema.parse({ ...customer, phone: '0812-3456-7890' }).phone).toBe('081234567890');
  });

  it('checkout refuses a number outside the rule with the code of the spec message', () => {
    const result = CustomerInfoSchema.safeParse({ ...customer, phone: '0812-345' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('checkout.phoneInvalid');
    expect(CustomerInfoSchema.safeParse({ ...customer, phone: ' ' }).error?.issues[0]?.message).toBe(
      'checkout.phoneRequired',
    );
  });

  it('the order payload normalises as the form does', () => {
    const order = CreateOrderSchema.parse({
      customerInfo: { ...customer, phone: '+62 812 3456 7890' },
      items: [{ productId: 1, quantity: 1 }],
      shippingMethod: { id: 'regular' },
      paymentMethod: { id: 'bank_transfer' },
    });
    expect(order.customerInfo.phone).toBe('081234567890');
  });

  it('the contact form: optional, else normalised and within the rule', () => {
    const message = { name: 'Ani', email: 'ani@example.id', message: 'Halo' };
    expect(ContactMessageSchema.parse(message).phone).toBe('');
    expect(ContactMessageSchema.parse({ ...message, phone: '+62 812 3456 7890' }).phone).toBe('081234567890');
    expect(ContactMessageSchema.safeParse({ ...message, phone: '12-34' }).success).toBe(false);
  });
});
