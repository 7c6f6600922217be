import type { PaymentMethodId } from './checkout-methods.ts';
import { formatBankAccount, type BankAccount } from './shop-facts.ts';

// A module of its own, apart from the shop's facts: its texts are the success page's and the invoice's, and the
// facts are read by every storefront page (the footer), whose first load would otherwise carry them.

/** What the success page and the invoice need to say how to pay. */
export interface PaymentFacts {
  bankAccounts: readonly BankAccount[];
  paymentWindowHours: number;
  /** Parameter 013: how long a COD or staff-arranged order waits for staff before it is cancelled. */
  confirmationWindowHours: number;
}

/**
 * What the customer must do next to pay, per method, in both languages (success page, invoice and the order
 * e-mail). Only the online method has a payment link (issue 28, shown beside these words); otherwise what
 * happens next is staff contacting the customer by WhatsApp or phone, or the customer paying by transfer.
 */
export function paymentInstructions(method: PaymentMethodId, facts: PaymentFacts): { id: string; en: string } {
  const hours = facts.paymentWindowHours;
  // COD, e-wallet and card orders have no payment deadline; they expire only if staff never take them in hand.
  const unconfirmed = {
    id: ` Pesanan yang belum kami proses dalam ${facts.confirmationWindowHours} jam dibatalkan otomatis.`,
    en: ` An order we have not taken in hand within ${facts.confirmationWindowHours} hours is cancelled automatically.`,
  };
  const accounts = (language: 'id' | 'en') =>
    facts.bankAccounts
      .map((account) => formatBankAccount(account, language))
      .join(language === 'id' ? ' atau ' : ' or ');
  // Paying by transfer instead of the chosen method: to the accounts when the shop has set them.
  const orTransfer =
    facts.bankAccounts.length > 0
      ? {
          id: ` Anda juga dapat langsung mentransfer total pesanan ke ${accounts('id')}, dengan nomor pesanan sebagai berita transfer.`,
          en: ` You may also transfer the order total straight to ${accounts('en')}, with the order number as the transfer note.`,
        }
      : { id: '', en: '' };
  switch (method) {
    case 'bank_transfer': {
      if (facts.bankAccounts.length === 0) {
        return {
          id: `Staf kami akan mengirimkan nomor rekening tujuan transfer lewat WhatsApp atau telepon. Transfer total pesanan dalam ${hours} jam, dengan nomor pesanan sebagai berita transfer. Pesanan diproses setelah pembayaran kami terima.`,
          en: `Our staff will send you the account details for the transfer by WhatsApp or phone. Transfer the order total within ${hours} hours, with the order number as the transfer note. We process the order once the payment arrives.`,
        };
      }
      return {
        id: `Transfer total pesanan ke ${accounts('id')} dalam ${hours} jam, dengan nomor pesanan sebagai berita transfer. Pesanan diproses setelah pembayaran kami terima.`,
        en: `Transfer the order total to ${accounts('en')} within ${hours} hours, with the order number as the transfer note. We process the order once the payment arrives.`,
      };
    }
    case 'cod':
      return {
        id: `Staf kami akan mengonfirmasi pesanan lewat WhatsApp atau telepon. Siapkan uang tunai sebesar total pesanan dan bayar kepada kurir saat pesanan tiba.${unconfirmed.id}`,
        en: `Our staff will confirm the order by WhatsApp or phone. Have the order total ready in cash and pay the courier when the order arrives.${unconfirmed.en}`,
      };
    case 'ewallet':
      return {
        id: `Staf kami akan menghubungi Anda lewat WhatsApp atau telepon di nomor yang Anda berikan untuk mengatur pembayaran e-wallet.${orTransfer.id} Pesanan diproses setelah pembayaran kami terima.${unconfirmed.id}`,
        en: `Our staff will contact you by WhatsApp or phone on the number you gave to arrange the e-wallet payment.${orTransfer.en} We process the order once the payment arrives.${unconfirmed.en}`,
      };
    case 'online':
      return {
        id: `Bayar lewat halaman pembayaran Midtrans dengan tombol "Bayar sekarang": QRIS, Virtual Account, e-wallet atau kartu, dalam ${hours} jam. Pesanan diproses begitu pembayaran kami terima.`,
        en: `Pay on Midtrans' payment page with the "Pay now" button: QRIS, a virtual account, an e-wallet or a card, within ${hours} hours. We process the order as soon as the payment arrives.`,
      };
    case 'credit_card':
      return {
        id: `Pembayaran kartu kredit diatur staf kami: mereka akan menghubungi Anda lewat WhatsApp atau telepon di nomor yang Anda berikan untuk mengatur pembayaran.${orTransfer.id} Pesanan diproses setelah pembayaran kami terima.${unconfirmed.id}`,
        en: `A credit card payment is arranged by our staff: they will contact you by WhatsApp or phone on the number you gave to arrange the payment.${orTransfer.en} We process the order once the payment arrives.${unconfirmed.en}`,
      };
  }
}
