import { describe, expect, it } from 'vitest';
import { orderPermissions, paymentChoices, statusChoices } from './order-permissions.ts';

describe('order actions by role (issue 9)', () => {
  it('offers a User the next steps only: no cancel, no corrections, no payment (money, issue 23)', () => {
    const user = orderPermissions('User');
    expect(statusChoices('Pending', user)).toEqual({ next: ['Processing'], corrections: [], cancel: false });
    expect(paymentChoices('Pending', 'Pending', user)).toEqual({ next: [], corrections: [] });
    expect(paymentChoices('Pending', 'Pending', orderPermissions('Manager'))).toEqual({
      next: ['Paid', 'Failed'],
      corrections: [],
    });
  });

  it('never offers Paid for a cancelled order, and offers the refund of a paid one', () => {
    const owner = orderPermissions('Owner');
    expect(paymentChoices('Pending', 'Cancelled', owner)).toEqual({ next: ['Failed'], corrections: ['Refunded'] });
    expect(paymentChoices('Paid', 'Cancelled', orderPermissions('Manager'))).toEqual({
      next: ['Refunded'],
      corrections: [],
    });
  });

  it('lets a Manager cancel a pending order but not correct a status', () => {
    const manager = orderPermissions('Manager');
    expect(statusChoices('Pending', manager)).toEqual({ next: ['Processing'], corrections: [], cancel: true });
    expect(statusChoices('Shipped', manager).cancel).toBe(false);
  });

  it('gives Owner and Admin the corrections outside the normal life, never into or out of Cancelled', () => {
    for (const role of ['Owner', 'Admin'] as const) {
      const choices = statusChoices('Shipped', orderPermissions(role));
      expect(choices.next).toEqual(['Delivered']);
      expect(choices.corrections).toEqual(['Pending', 'Processing', 'Completed']);
      expect(statusChoices('Cancelled', orderPermissions(role))).toEqual({ next: [], corrections: [], cancel: false });
    }
    expect(paymentChoices('Paid', 'Shipped', orderPermissions('Admin'))).toEqual({
      next: ['Refunded'],
      corrections: ['Pending', 'Failed'],
    });
  });

  it('never offers Cancelled as a plain status: cancelling asks for its reason', () => {
    expect(statusChoices('Processing', orderPermissions('Owner')).next).toEqual(['Shipped']);
  });
});
