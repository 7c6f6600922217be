import { describe, expect, it } from 'vitest';
import { paymentInstructions } from './payment-instructions.ts';
import { parseBankAccounts } from './shop-facts.ts';

describe('payment instructions', () => {
  const accounts = parseBankAccounts('BCA 1234567890 a.n. PT CrabClaw\nBNI 0987654321 a.n. PT CrabClaw');

  it('names every account staff set, and the payment window', () => {
    const text = paymentInstructions('bank_transfer', {
      bankAccounts: accounts,
      paymentWindowHours: 48,
      confirmationWindowHours: 48,
    });
    expect(text.id).toBe(
      'Transfer total pesanan ke BCA 1234567890 a.n. PT CrabClaw atau BNI 0987654321 a.n. PT CrabClaw dalam 48 jam, dengan nomor pesanan sebagai berita transfer. Pesanan diproses setelah pembayaran kami terima.',
    );
    expect(text.en).toContain(
      'to BCA 1234567890 (account holder: PT CrabClaw) or BNI 0987654321 (account holder: PT CrabClaw) within 48 hours',
    );
  });

  it('promises the account details rather than inventing an account when none is set', () => {
    const text = paymentInstructions('bank_transfer', {
      bankAccounts: [],
      paymentWindowHours: 24,
      confirmationWindowHours: 48,
    });
    expect(text.id).toMatch(/^Staf kami akan mengirimkan nomor rekening tujuan transfer lewat WhatsApp atau telepon/);
    expect(text.en).toMatch(/^Our staff will send you the account details for the transfer by WhatsApp or phone/);
    expect(`${text.id} ${text.en}`).not.toMatch(/\d{6}/);
  });

  it('tells the other methods what to do', () => {
    const facts = { bankAccounts: accounts, paymentWindowHours: 12, confirmationWindowHours: 36 };
    expect(paymentInstructions('cod', facts).id).toMatch(/kurir/);
    // Staff arrange these payments: no payment deadline is promised, only the confirmation window (013).
    for (const method of ['cod', 'ewallet', 'credit_card'] as const) {
      const text = paymentInstructions(method, facts);
      expect(text.en).not.toContain('12 hours');
      expect(text.id).not.toContain('12 jam');
      expect(text.en).toContain('not taken in hand within 36 hours is cancelled automatically');
      expect(text.id).toContain('belum kami proses dalam 36 jam dibatalkan otomatis');
    }
  });

  it('promises no payment link the shop does not send (issue 11): staff contact, or transfer', () => {
    for (const method of ['ewallet', 'credit_card'] as const) {
      for (const bankAccounts of [accounts, []]) {
        const text = paymentInstructions(method, { bankAccounts, paymentWindowHours: 24, confirmationWindowHours: 48 });
        expect(text.id).not.toMatch(/tautan|email/i);
        expect(text.en).not.toMatch(/link|e-mail/i);
        expect(text.id).toContain('WhatsApp atau telepon');
        expect(text.en).toContain('WhatsApp or phone');
      }
    }
    expect(
      paymentInstructions('ewallet', { bankAccounts: accounts, paymentWindowHours: 24, confirmationWindowHours: 48 })
        .id,
    ).toContain('mentransfer total pesanan ke BCA 1234567890');
  });

  it('tells an order paid online to pay on Midtrans’ page within the window, not to wait for staff (issue 28)', () => {
    const text = paymentInstructions('online', {
      bankAccounts: accounts,
      paymentWindowHours: 6,
      confirmationWindowHours: 48,
    });
    expect(text.id).toContain('Bayar sekarang');
    expect(text.id).toContain('dalam 6 jam');
    expect(text.en).toContain('within 6 hours');
    expect(`${text.id} ${text.en}`).not.toMatch(/Staf kami|Our staff|WhatsApp/);
  });
});
