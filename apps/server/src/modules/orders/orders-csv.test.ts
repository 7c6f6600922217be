import { describe, expect, it } from 'vitest';
import { ORDER_CSV_COLUMNS, type StaffRole } from '@crabclaw/shared';
import { useTestApp } from '../../test/app.ts';
import { signInAs } from '../../test/staff.ts';
import { EXPORT_BATCH_SIZE } from './order-export-rows.ts';
import { csvDate, orderCsv } from './orders-csv.ts';
import { countingSelects, exportInChunks, insertManyOrders } from './test-orders.ts';
import { insertOrder } from '../../test/fixtures.ts';

const ctx = useTestApp();

/** The records of an RFC 4180 text (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      record.push(field);
      field = '';
    } else if (!quoted && char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else {
      field += char;
    }
  }
  return records;
}

async function exportAs(role: StaffRole, query = '') {
  const staff = await signInAs(ctx.app, ctx.database.db, role);
  return ctx.app.inject({ method: 'GET', url: `/api/Orders/export.csv${query}`, headers: staff.headers });
}

describe('GET /api/Orders/export.csv', () => {
  it('writes a UTF-8 CSV with a BOM, the export’s columns in English, codes, RFC 4180 quoting and neutralised formulas', async () => {
    const order = await insertOrder(ctx.database.db, {
      customerFullName: 'Ibu "Ani", Jakarta',
      customerEmail: 'ani@contoh.id',
      customerPhone: '081234567890',
      address: 'Jl. Kemang Raya No. 10, Mampang',
      city: 'Jakarta Selatan',
      postalCode: '12730',
      shippingMethodId: 'cold_chain',
      paymentMethodId: 'cod',
      notes: '+62 812 kalau tidak ada orang',
      channel: 'phone',
      deliveryDate: '2026-11-24',
      deliveryWindow: '08-11',
      deliveryWindowLabel: '08.00-11.00 WIB',
      total: 315_000,
      status: 'Processing',
      paymentStatus: 'Paid',
      createdAt: new Date('2026-11-23T07:05:00Z'),
      lines: [
        { productName: '=HYPERLINK("http://jahat.example")', quantity: 1 },
        { productName: 'Ikan Kerapu Macan\nsegar', quantity: 2 },
        { productName: 'Cumi-cumi Ukuran Besar', quantity: 3 },
      ],
    });
    await insertOrder(ctx.database.db, {
      customerFullName: '@SUM(A1:A9)',
      createdAt: new Date('2026-11-22T07:05:00Z'),
    });

    const response = await exportAs('Owner');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders_\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = response.rawPayload.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    // Newest first: the second order comes before the first.
    const [header, second, first, ...rest] = parseCsv(text);
    expect(header).toEqual([...ORDER_CSV_COLUMNS]);
    expect(rest).toEqual([]);
    expect(first).toEqual([
      String(order.id),
      order.orderNumber,
      'Ibu "Ani", Jakarta',
      'ani@contoh.id',
      '081234567890',
      `'=HYPERLINK("http://jahat.example") x 1; Ikan Kerapu Macan\nsegar x 2; Cumi-cumi Ukuran Besar x 3`,
      '315000',
      'Processing',
      'Paid',
      '23 Nov 2026 14.05',
      'Jl. Kemang Raya No. 10, Mampang',
      'Jakarta Selatan',
      'DKI Jakarta',
      '12730',
      'cold_chain',
      'cod',
      "'+62 812 kalau tidak ada orang",
      'phone',
      '2026-11-24',
      '08.00-11.00 WIB',
    ]);
    expect(second![2]).toBe("'@SUM(A1:A9)");
  });

  it('applies the list’s filters and leaves the personal columns empty for Manager and User', async () => {
    const paid = await insertOrder(ctx.database.db, {
      paymentStatus: 'Paid',
      customerFullName: 'Siti Rahayu',
      notes: 'Titip di pos satpam',
    });
    await insertOrder(ctx.database.db, { paymentStatus: 'Pending' });
    await insertOrder(ctx.database.db, { paymentStatus: 'Paid', archivedAt: new Date() });
    const owner = parseCsv((await exportAs('Owner', '?paymentStatus=Paid')).body.slice(1));
    expect(owner.slice(1).map((record) => record[1])).toEqual([paid.orderNumber]);
    expect(owner[1]!.slice(2, 5)).toEqual(['Siti Rahayu', paid.customerEmail, paid.customerPhone]);
    expect(owner[1]!.slice(10)).toEqual([
      'Jl. Laut 1',
      'Jakarta',
      'DKI Jakarta',
      '10110',
      'regular',
      'bank_transfer',
      'Titip di pos satpam',
      'web',
      '',
      '',
    ]);
    for (const role of ['Manager', 'User'] as const) {
      const records = parseCsv((await exportAs(role, '?paymentStatus=Paid')).body.slice(1));
      expect(records[1]!.slice(0, 2)).toEqual([String(paid.id), paid.orderNumber]);
      expect(records[1]!.slice(2, 5)).toEqual(['', '', '']);
      // How the order travels and is paid, not who placed it or where it goes: a list of buyers' addresses is
      // personal data (docs/personal-data.md).
      expect(records[1]!.slice(10)).toEqual(['', '', '', '', 'regular', 'bank_transfer', '', 'web', '', '']);
    }
    expect((await exportAs('Owner', '?status=Lost')).statusCode).toBe(400);
  });

  it('formats dates in Indonesian with the short month and WIB time', () => {
    expect(csvDate(new Date('2026-05-03T17:05:00Z'))).toBe('4 Mei 2026 00.05');
    expect(csvDate(new Date('2026-12-31T16:59:00Z'))).toBe('31 Des 2026 23.59');
  });
});

describe('exporting 10,000 orders', () => {
  it('reads one batch per chunk it hands on, never ahead', async () => {
    await insertManyOrders(ctx.database.db, 10_000);
    const counting = countingSelects(ctx.database.db);
    const readBefore: number[] = [];
    let records = 0;
    for await (const chunk of orderCsv(counting.db, 'Owner', {})) {
      readBefore.push(counting.selects());
      records += chunk.split('\r\n').length - 1;
    }
    const batches = 10_000 / EXPORT_BATCH_SIZE;
    expect(records).toBe(10_001);
    // The header comes before any query; each batch chunk after exactly one more, and one query finds the end.
    expect(readBefore).toEqual(Array.from({ length: batches + 1 }, (_, chunk) => chunk));
    expect(counting.selects()).toBe(batches + 1);
  });

  it('streams the response as it goes', async () => {
    await insertManyOrders(ctx.database.db, 10_000);
    const { statusCode, chunks } = await exportInChunks(ctx.app, ctx.database.db, '/api/Orders/export.csv');
    expect(statusCode).toBe(200);
    const text = Buffer.concat(chunks).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(10_002);
    expect(lines[1]).toMatch(/^10000,CC-BULK-10000,Pembeli 10000,/);
    expect(lines.at(-2)).toMatch(/^1,CC-BULK-1,Pembeli 1,/);
    // Arrived in pieces, none of them near the whole (how many depends on the stream's buffering).
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThan(Buffer.byteLength(text) / 4);
  });
});
