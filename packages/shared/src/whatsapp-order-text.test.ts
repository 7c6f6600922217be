import { describe, expect, it } from 'vitest';
import { whatsAppLink } from './shop-facts.ts';
import { WHATSAPP_TEXT_MAX, whatsAppOrderText, type OrderForText } from './whatsapp-order-text.ts';

const TRACK = 'https://crabclaw.example/public/orders?order=CC-20261128-0007';

function order(lines: OrderForText['lines'], extra: Partial<OrderForText> = {}): OrderForText {
  return {
    orderNumber: 'CC-20261128-0007',
    customerName: 'Ani Wijaya',
    address: ['Jl. Pantai Indah 7', 'Jakarta Utara, DKI Jakarta 14470'],
    lines,
    shippingMethodName: 'Reguler',
    shippingCost: 20000,
    paymentMethodName: 'Transfer Bank',
    paymentFee: 0,
    total: lines.reduce((sum, line) => sum + line.totalPrice, 20000),
    shippingCourier: null,
    waybillNumber: null,
    ...extra,
  };
}

const crab = { productName: 'Kepiting Bakau', quantity: 2, saleUnit: 'kg' as const, weight: 1, totalPrice: 300000 };
const prawns = { productName: 'Udang Windu', quantity: 1, saleUnit: 'pack' as const, weight: 0.5, totalPrice: 95000 };
const facts = { language: 'id' as const, shopName: 'CrabClaw Seafood', trackUrl: TRACK };

describe('the WhatsApp text of an order', () => {
  it('names the number, each line with quantity, unit and price, shipping, payment, total, address and link', () => {
    const text = whatsAppOrderText('order', order([crab, prawns]), facts);
    expect(text).toBe(
      [
        'Halo CrabClaw Seafood, saya ingin memesan. Nomor pesanan: CC-20261128-0007',
        '',
        '• 2 kg Kepiting Bakau: Rp 300.000',
        '• 1 pak 500 g Udang Windu: Rp 95.000',
        '',
        'Ongkos kirim (Reguler): Rp 20.000',
        'Pembayaran: Transfer Bank',
        '*Total: Rp 415.000*',
        `Lacak pesanan: ${TRACK}`,
        '',
        'Alamat pengiriman:',
        'Ani Wijaya',
        'Jl. Pantai Indah 7',
        'Jakarta Utara, DKI Jakarta 14470',
      ].join('\n'),
    );
  });

  it('is written in English for an English order, sale units and fees included', () => {
    const text = whatsAppOrderText('order', order([{ ...prawns, saleUnit: 'piece' }], { paymentFee: 5000 }), {
      ...facts,
      language: 'en',
    });
    expect(text).toContain('Hello CrabClaw Seafood, I would like to order. Order number: CC-20261128-0007');
    expect(text).toContain('• 1 piece ~500 g Udang Windu: Rp 95.000');
    expect(text).toContain('Shipping (Reguler): Rp 20.000');
    expect(text).toContain('Payment: Transfer Bank');
    expect(text).toContain('Delivery address:');
    expect(text).toContain(`Track your order: ${TRACK}`);
  });

  it('folds a long order into "and N more items" and stays under 1,000 characters', () => {
    const lines = Array.from({ length: 40 }, (_, index) => ({
      ...crab,
      productName: `Kepiting Bakau Super Jumbo Nomor ${index + 1}`,
    }));
    for (const language of ['id', 'en'] as const) {
      const text = whatsAppOrderText('order', order(lines), { ...facts, language });
      expect(text.length).toBeLessThanOrEqual(WHATSAPP_TEXT_MAX);
      const shown = text.split('\n').filter((line) => line.startsWith('• ')).length;
      expect(shown).toBeGreaterThan(5);
      const folded =
        language === 'id' ? `dan ${40 - shown} produk lainnya, lihat tautan` : `and ${40 - shown} more items`;
      expect(text).toContain(folded);
      // The number, the total and the link always survive the fold.
      expect(text).toContain('CC-20261128-0007');
      expect(text).toContain('Rp 12.020.000');
      expect(text).toContain(TRACK);
    }
  });

  it('shows every line of an order that fits, without a fold', () => {
    const text = whatsAppOrderText('order', order(Array.from({ length: 8 }, () => crab)), facts);
    expect(text).not.toContain('produk lainnya');
    expect(text.split('\n').filter((line) => line.startsWith('• '))).toHaveLength(8);
  });

  it('keeps under the cap even when the address and names are as long as the form allows', () => {
    const long = order(
      Array.from({ length: 3 }, () => ({ ...crab, productName: 'K'.repeat(200) })),
      { customerName: 'N'.repeat(100), address: ['A'.repeat(300), `${'C'.repeat(100)}, DKI Jakarta 14470`] },
    );
    const text = whatsAppOrderText('order', long, facts);
    expect(text.length).toBeLessThanOrEqual(WHATSAPP_TEXT_MAX);
    expect(text).toContain('Rp 920.000');
    expect(text).toContain(TRACK);
  });

  it('carries emoji, &, #, ? and line breaks in a name intact through the wa.me link', () => {
    const name = 'Kepiting 🦀 & Udang #1?\nSegar=ya';
    const text = whatsAppOrderText('order', order([{ ...crab, productName: name }]), facts);
    const url = new URL(whatsAppLink('6281234567890', text));
    expect(url.origin + url.pathname).toBe('https://wa.me/6281234567890');
    expect([...url.searchParams.keys()]).toEqual(['text']);
    expect(url.searchParams.get('text')).toBe(text);
    expect(url.searchParams.get('text')).toContain(name);
  });
});

describe('the shop’s WhatsApp shortcuts to the customer', () => {
  it('confirms the order with its lines and total', () => {
    const text = whatsAppOrderText('confirm', order([crab]), facts);
    expect(text).toContain('Halo Ani Wijaya,');
    expect(text).toContain('pesanan CC-20261128-0007 sudah kami terima dan kami konfirmasi');
    expect(text).toContain('• 2 kg Kepiting Bakau: Rp 300.000');
    expect(text).toContain('*Total: Rp 320.000*');
  });

  it('reminds of a payment with the amount, the accounts and the deadline in WIB', () => {
    const text = whatsAppOrderText('paymentReminder', order([crab]), {
      ...facts,
      language: 'en',
      bankAccounts: [{ bank: 'BCA', number: '1234567890', holder: 'PT CrabClaw' }],
      paymentDeadline: new Date('2026-11-29T07:30:00Z'),
    });
    expect(text).toContain('payment of Rp 320.000 for order CC-20261128-0007');
    expect(text).toContain('BCA 1234567890 (account holder: PT CrabClaw)');
    expect(text).toContain('Pay by: 29 November 2026 at 14:30 WIB');
  });

  it('says the order is shipped, with the courier and waybill when known', () => {
    const shipped = order([crab], { shippingCourier: 'JNE', waybillNumber: 'JN123' });
    const text = whatsAppOrderText('shipped', shipped, facts);
    expect(text).toContain('Kurir: JNE');
    expect(text).toContain('Nomor resi: JN123');
    expect(whatsAppOrderText('shipped', order([crab]), facts)).not.toContain('Kurir');
  });
});
