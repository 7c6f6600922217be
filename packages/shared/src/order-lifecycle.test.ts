import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  canCancel,
  checkPaymentStatusChange,
  checkStatusChange,
  nextStatuses,
  paymentDeadline,
} from './order-lifecycle.ts';

describe('order status changes', () => {
  it('follows the order life step by step', () => {
    expect(nextStatuses('Pending')).toEqual(['Processing', 'Cancelled']);
    expect(checkStatusChange({ from: 'Pending', to: 'Processing', mayCorrect: false })).toEqual({
      ok: true,
      correction: false,
    });
    expect(checkStatusChange({ from: 'Shipped', to: 'Delivered', mayCorrect: false }).ok).toBe(true);
    expect(checkStatusChange({ from: 'Delivered', to: 'Completed', mayCorrect: false }).ok).toBe(true);
  });

  it('refuses jumps, unchanged values and dead ends without a correction', () => {
    expect(checkStatusChange({ from: 'Pending', to: 'Delivered', mayCorrect: false })).toEqual({
      ok: false,
      refusal: 'notAllowed',
    });
    expect(checkStatusChange({ from: 'Pending', to: 'Pending', mayCorrect: true })).toEqual({
      ok: false,
      refusal: 'unchanged',
    });
    expect(checkStatusChange({ from: 'Completed', to: 'Pending', mayCorrect: false }).ok).toBe(false);
  });

  it('lets an Owner or Admin correct a status, only with a reason', () => {
    expect(checkStatusChange({ from: 'Shipped', to: 'Processing', mayCorrect: true })).toEqual({
      ok: false,
      refusal: 'reasonRequired',
    });
    expect(checkStatusChange({ from: 'Shipped', to: 'Processing', mayCorrect: true, reason: '  ' }).ok).toBe(false);
    expect(checkStatusChange({ from: 'Shipped', to: 'Processing', mayCorrect: true, reason: 'wrong click' })).toEqual({
      ok: true,
      correction: true,
    });
  });

  it('sends cancelling through its own step and never revives a cancelled order', () => {
    expect(checkStatusChange({ from: 'Processing', to: 'Cancelled', mayCorrect: true, reason: 'x' })).toEqual({
      ok: false,
      refusal: 'useCancel',
    });
    expect(checkStatusChange({ from: 'Shipped', to: 'Cancelled', mayCorrect: true, reason: 'x' }).ok).toBe(false);
    for (const to of ORDER_STATUSES) {
      expect(checkStatusChange({ from: 'Cancelled', to, mayCorrect: true, reason: 'x' }).ok).toBe(false);
    }
    expect(canCancel('Pending')).toBe(true);
    expect(canCancel('Processing')).toBe(true);
    expect(canCancel('Shipped')).toBe(false);
  });
});

describe('payment status changes', () => {
  it('moves Pending to Paid or Failed and Paid to Refunded', () => {
    expect(checkPaymentStatusChange({ from: 'Pending', to: 'Paid', mayCorrect: false }).ok).toBe(true);
    expect(checkPaymentStatusChange({ from: 'Pending', to: 'Failed', mayCorrect: false }).ok).toBe(true);
    expect(checkPaymentStatusChange({ from: 'Paid', to: 'Refunded', mayCorrect: false }).ok).toBe(true);
    expect(checkPaymentStatusChange({ from: 'Pending', to: 'Refunded', mayCorrect: false }).ok).toBe(false);
    expect(checkPaymentStatusChange({ from: 'Paid', to: 'Pending', mayCorrect: true, reason: 'bounced' })).toEqual({
      ok: true,
      correction: true,
    });
  });
});

describe('payment deadline', () => {
  const placedAt = new Date('2026-11-23T03:00:00Z');

  it('ends the payment window after the set hours', () => {
    expect(paymentDeadline({ placedAt, paymentMethodId: 'bank_transfer' }, 24)).toEqual(
      new Date('2026-11-24T03:00:00Z'),
    );
    expect(paymentDeadline({ placedAt, paymentMethodId: 'ewallet' }, 2)).toEqual(new Date('2026-11-23T05:00:00Z'));
  });

  it('never expires cash on delivery', () => {
    expect(paymentDeadline({ placedAt, paymentMethodId: 'cod' }, 24)).toBeNull();
  });
});
