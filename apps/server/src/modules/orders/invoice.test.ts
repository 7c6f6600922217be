import { describe, expect, it } from 'vitest';
import type { Order } from '@crabclaw/shared';
import { useTestApp } from '../../test/app.ts';
import { insertCategory, insertGeneralParameters, insertProduct, orderPayload } from '../../test/fixtures.ts';
import { pdfPageCount, pdfText, pdfTextItems, type PdfTextItem } from '../../test/pdf-text.ts';
import { renderInvoice } from './invoice.ts';

// The invoice PDF (issue 11): long labels wrap inside their column and push what follows down, the
// Indonesian invoice speaks Indonesian (statuses, '25 November 2026'), and long orders continue on new
// pages with the table's header repeated.

const ctx = useTestApp();

const A4_HEIGHT = 841.89;

/** Pairs of text runs on one page whose boxes (glyph widths by ascent plus descent) cross. */
function overlaps(items: PdfTextItem[]): string[] {
  const tolerance = 0.5; // consecutive lines of one paragraph touch exactly
  const found: string[] = [];
  items.forEach((a, i) => {
    for (const b of items.slice(i + 1)) {
      if (a.page !== b.page || !a.text.trim() || !b.text.trim()) continue;
      const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const down =
        Math.min(a.baseline + a.descent, b.baseline + b.descent) -
        Math.max(a.baseline - a.ascent, b.baseline - b.ascent);
      if (across > tolerance && down > tolerance) found.push(`'${a.text}' over '${b.text}' on page ${a.page}`);
    }
  });
  return found;
}

/** An order as the orders module answers it, for rendering without placing it. */
function storedOrder(lineCount: number, overrides: Partial<Order> = {}): Order {
  const orderItems = Array.from({ length: lineCount }, (_, i) => ({
    productId: i + 1,
    productName: `Kepiting Bakau Super ${i + 1}`,
    productImage: null,
    quantity: 1,
    unitPrice: 150_000,
    totalPrice: 150_000,
    saleUnit: null,
  }));
  return {
    orderId: 1,
    orderNumber: 'ORD-20261125-0001',
    // 20.00 UTC on the 24th is already the 25th in Jakarta.
    orderDate: '2026-11-24T20:00:00.000Z',
    updatedAt: '2026-11-24T20:00:00.000Z',
    status: 'Pending',
    paymentStatus: 'Pending',
    paymentDate: null,
    notes: null,
    estimatedDelivery: '2026-11-27',
    subtotal: 150_000 * lineCount,
    shippingCost: 35_000,
    paymentFee: 5_000,
    total: 150_000 * lineCount + 40_000,
    customer: { fullName: 'Siti Rahayu', email: 'siti@example.co.id', phone: '081234567890' },
    shippingAddress: {
      address: 'Jl. Kemang Raya No. 10, Mampang',
      city: 'Jakarta Selatan',
      province: 'DKI Jakarta',
      postalCode: '12730',
    },
    shippingMethod: { id: 'cold_chain', name: 'Cold Chain (Rantai Dingin)', estimatedDays: '1-2' },
    paymentMethod: { id: 'cod', name: 'Bayar di Tempat (COD)' },
    shippingCourier: null,
    waybillNumber: null,
    delivery: null,
    orderItems,
    ...overrides,
  };
}

describe('the invoice with the longest labels (Cold Chain and COD)', () => {
  it('wraps long labels inside their columns, so no text overlaps another', async () => {
    await insertGeneralParameters(ctx.database.db);
    const category = await insertCategory(ctx.database.db, { name: 'Kepiting' });
    const long = await insertProduct(ctx.database.db, {
      name: 'Kepiting Bakau Super Jumbo Hidup dari Tambak Balikpapan Kalimantan Timur, Diikat dan Dikemas Es',
      categoryId: category.id,
      stock: 5,
    });
    const short = await insertProduct(ctx.database.db, { name: 'Udang Vaname', categoryId: category.id, stock: 5 });
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/Orders/create',
      payload: {
        ...orderPayload(
          [
            { productId: long.id, quantity: 2 },
            { productId: short.id, quantity: 1 },
          ],
          'cod',
        ),
        shippingMethod: { id: 'cold_chain' },
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderId, accessToken } = placed.json().data;
    const invoice = await ctx.app.inject({ method: 'GET', url: `/api/Orders/${orderId}/invoice?token=${accessToken}` });
    expect(invoice.statusCode, invoice.body).toBe(200);

    const items = pdfTextItems(invoice.rawPayload);
    const text = items
      .map((item) => item.text)
      .join(' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain('Ongkos kirim: Cold Chain (Rantai Dingin)');
    expect(text).toContain('Biaya Bayar di Tempat (COD)');
    expect(overlaps(items)).toEqual([]);
    for (const item of items) {
      expect(item.baseline - item.ascent, item.text).toBeGreaterThanOrEqual(0);
      expect(item.baseline + item.descent, item.text).toBeLessThanOrEqual(A4_HEIGHT);
    }
    expect(pdfPageCount(invoice.rawPayload)).toBe(1);
  });
});

describe('a totals label too long for its column', () => {
  it('wraps inside the column and pushes the next line down', async () => {
    const name = 'Cold Chain (Rantai Dingin) dengan Boks Styrofoam, Es Kering dan Kurir Khusus Pagi Hari';
    const order = storedOrder(1, { shippingMethod: { id: 'cold_chain', name, estimatedDays: '1-2' } });
    const items = pdfTextItems(await renderInvoice(order, []));
    // The label's lines are drawn one after another, then its amount.
    const labelAt = items.findIndex((item) => item.text.startsWith('Ongkos kirim'));
    const labelLines = items.slice(
      labelAt,
      items.findIndex((item) => item.text === 'Rp 35.000'),
    );
    expect(labelLines.length).toBeGreaterThanOrEqual(2);
    const fee = items.find((item) => item.text.startsWith('Biaya Bayar'))!;
    const lastLine = labelLines.at(-1)!;
    expect(fee.baseline - fee.ascent).toBeGreaterThanOrEqual(lastLine.baseline + lastLine.descent - 0.5);
    expect(overlaps(items)).toEqual([]);
  });
});

describe('the Indonesian invoice', () => {
  it('names the statuses and the dates in Indonesian, on the shop’s calendar', async () => {
    const text = pdfText(await renderInvoice(storedOrder(2), [])).replace(/\s+/g, ' ');
    expect(text).toContain('Status pesanan: Menunggu');
    expect(text).toContain('Status pembayaran: Belum dibayar');
    expect(text).toContain('25 November 2026');
    expect(text).toContain('Perkiraan tiba 27 November 2026');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}|Pending/);

    const shipped = storedOrder(1, { status: 'Shipped', paymentStatus: 'Paid', estimatedDelivery: '2027-01-02' });
    const shippedText = pdfText(await renderInvoice(shipped, [])).replace(/\s+/g, ' ');
    expect(shippedText).toContain('Status pesanan: Dikirim');
    expect(shippedText).toContain('Status pembayaran: Lunas');
    expect(shippedText).toContain('2 Januari 2027');
  });

  it('prints the courier and waybill number staff entered when they shipped the order', async () => {
    const shipped = storedOrder(1, { status: 'Shipped', shippingCourier: 'JNE REG', waybillNumber: 'CGK1234567890' });
    const items = pdfTextItems(await renderInvoice(shipped, []));
    expect(items.map((item) => item.text)).toEqual(
      expect.arrayContaining(['Kurir: JNE REG', 'No. resi: CGK1234567890']),
    );
    expect(overlaps(items)).toEqual([]);

    const unshipped = pdfText(await renderInvoice(storedOrder(1), []));
    expect(unshipped).not.toMatch(/Kurir|No\. resi/);
  });
});

describe('a long invoice', () => {
  it('continues the 50 lines an order may have on new pages, each table headed again', async () => {
    const pdf = await renderInvoice(storedOrder(50), []);
    const items = pdfTextItems(pdf);
    const pages = pdfPageCount(pdf);
    expect(pages).toBe(2);
    expect(overlaps(items)).toEqual([]);
    for (let page = 1; page <= pages; page++) {
      const onPage = items.filter((item) => item.page === page);
      const header = onPage.find((item) => item.text === 'Produk');
      expect(header, `table header on page ${page}`).toBeDefined();
      // Every line of the page stands below its header.
      for (const item of onPage.filter((item) => item.text.startsWith('Kepiting')))
        expect(item.baseline).toBeGreaterThan(header!.baseline);
      for (const item of onPage)
        expect(item.baseline + item.descent, item.text).toBeLessThanOrEqual(A4_HEIGHT - 48 + 1);
    }
    expect(items.find((item) => item.page === 2)?.text).toBe('Invoice ORD-20261125-0001 (lanjutan)');
    // Each line exactly once, in order.
    const lines = items.filter((item) => item.text.startsWith('Kepiting Bakau Super')).map((item) => item.text);
    expect(lines).toEqual(Array.from({ length: 50 }, (_, i) => `Kepiting Bakau Super ${i + 1}`));
  });
});

describe('what the typeface cannot draw', () => {
  it('writes the shipping method once in parentheses, and drops an emoji instead of drawing a stray glyph', async () => {
    const order = storedOrder(1, {
      customer: { fullName: 'Siti 🦀 Rahayu', email: 'siti@example.co.id', phone: '081234567890' },
      notes: 'Tolong dibungkus rapi 🙏🏽\nTitip ke satpam',
    });
    order.orderItems[0]!.productName = '🦀 Kepiting Bakau Super';
    order.shippingAddress.address = 'Jl. Nguyễn Văn Linh No. 5';
    const items = pdfTextItems(await renderInvoice(order, []));
    const texts = items.map((item) => item.text);
    expect(texts).toContain('Cold Chain (Rantai Dingin), 1-2 hari');
    expect(texts).toContain('Ongkos kirim: Cold Chain (Rantai Dingin)');
    expect(texts.filter((text) => /\(.*\(|\)\)/.test(text))).toEqual([]);
    expect(texts).toEqual(expect.arrayContaining(['Siti Rahayu', 'Kepiting Bakau Super', 'Tolong dibungkus rapi']));
    expect(texts).toContain('Titip ke satpam');
    // A letter the typeface lacks keeps its base letter.
    expect(texts).toContain('Jl. Nguyen Van Linh No. 5');
    expect(texts.join('')).not.toMatch(/[^\x20-\x7e]/u);
    expect(overlaps(items)).toEqual([]);
  });
});
