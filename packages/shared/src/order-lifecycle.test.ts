import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUSES,
  canCancel,
  checkPaymentStatusChange,
  checkStatusChange,
  isRefundDue,
  nextStatuses,
  orderExpiry,
  paymentDeadline,
  type OrderStatus,
  type PaymentStatus,
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
    expect(
      checkPaymentStatusChange({ from: 'Pending', to: 'Paid', mayCorrect: false, orderStatus: 'Pending' }).ok,
    ).toBe(true);
    expect(
      checkPaymentStatusChange({ from: 'Pending', to: 'Failed', mayCorrect: false, orderStatus: 'Pending' }).ok,
    ).toBe(true);
    expect(
      checkPaymentStatusChange({ from: 'Paid', to: 'Refunded', mayCorrect: false, orderStatus: 'Pending' }).ok,
    ).toBe(true);
    expect(
      checkPaymentStatusChange({ from: 'Pending', to: 'Refunded', mayCorrect: false, orderStatus: 'Pending' }).ok,
    ).toBe(false);
    expect(
      checkPaymentStatusChange({
        from: 'Paid',
        to: 'Pending',
        mayCorrect: true,
        reason: 'bounced',
        orderStatus: 'Pending',
      }),
    ).toEqual({
      ok: true,
      correction: true,
    });
  });
});

describe('payment of a cancelled order', () => {
  it('is never marked paid, not even as a correction, but a refund can be recorded', () => {
    expect(
      checkPaymentStatusChange({ from: 'Pending', to: 'Paid', mayCorrect: false, orderStatus: 'Cancelled' }),
    ).toEqual({ ok: false, refusal: 'cancelledNotPayable' });
    expect(
      checkPaymentStatusChange({
        from: 'Refunded',
        to: 'Paid',
        mayCorrect: true,
        reason: 'x',
        orderStatus: 'Cancelled',
      }),
    ).toEqual({ ok: false, refusal: 'cancelledNotPayable' });
    expect(
      checkPaymentStatusChange({ from: 'Paid', to: 'Refunded', mayCorrect: false, orderStatus: 'Cancelled' }).ok,
    ).toBe(true);
  });

  it('is due for refund while paid', () => {
    expect(isRefundDue({ status: 'Cancelled', paymentStatus: 'Paid' })).toBe(true);
    expect(isRefundDue({ status: 'Cancelled', paymentStatus: 'Refunded' })).toBe(false);
    expect(isRefundDue({ status: 'Processing', paymentStatus: 'Paid' })).toBe(false);
  });
});

describe('payment deadline', () => {
  const placedAt = new Date('2026-11-23T03:00:00Z');

  it('ends the payment window after the set hours for a bank transfer', () => {
    expect(paymentDeadline({ placedAt, paymentMethodId: 'bank_transfer' }, 24)).toEqual(
      new Date('2026-11-24T03:00:00Z'),
    );
  });

  it('is never promised for payments staff arrange or cash on delivery', () => {
    for (const paymentMethodId of ['cod', 'ewallet', 'credit_card']) {
      expect(paymentDeadline({ placedAt, paymentMethodId }, 24)).toBeNull();
    }
  });
});

describe('order expiry', () => {
  const placedAt = new Date('2026-11-23T03:00:00Z');
  const windows = { paymentWindowHours: 24, confirmationWindowHours: 48 };
  const order = (
    paymentMethodId: string,
    status: OrderStatus = 'Pending',
    paymentStatus: PaymentStatus = 'Pending',
  ) => ({
    placedAt,
    paymentMethodId,
    status,
    paymentStatus,
  });

  it('cancels an unpaid transfer after the payment window', () => {
    expect(orderExpiry(order('bank_transfer'), windows)).toEqual({
      at: new Date('2026-11-24T03:00:00Z'),
      reason: 'payment',
      hours: 24,
    });
  });

  it('cancels cash-on-delivery and staff-arranged orders staff did not take in hand after the confirmation window', () => {
    for (const method of ['cod', 'ewallet', 'credit_card']) {
      expect(orderExpiry(order(method), windows)).toEqual({
        at: new Date('2026-11-25T03:00:00Z'),
        reason: 'confirmation',
        hours: 48,
      });
    }
  });

  it('never cancels an order staff took in hand or one that is paid', () => {
    expect(orderExpiry(order('bank_transfer', 'Processing'), windows)).toBeNull();
    expect(orderExpiry(order('cod', 'Processing'), windows)).toBeNull();
    expect(orderExpiry(order('bank_transfer', 'Pending', 'Paid'), windows)).toBeNull();
  });
});
