import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ORDER_EXPORT_COLUMNS, type MessageLanguage, type StaffRole } from '@crabclaw/shared';
import { useTestApp } from '../../test/app.ts';
import { insertOrder } from '../../test/fixtures.ts';
import { inEnglish, signInAs } from '../../test/staff.ts';
import { orderXlsx, shopWallClock, XLSX_CONTENT_TYPE } from './orders-xlsx.ts';
import { EXPORT_BATCH_SIZE } from './order-export-rows.ts';
import { countingSelects, exportInChunks, insertManyOrders } from './test-orders.ts';

const ctx = useTestApp();

async function exportAs(role: StaffRole, query = '', language: MessageLanguage = 'id') {
  const staff = await signInAs(ctx.app, ctx.database.db, role);
  const headers = language === 'en' ? inEnglish(staff).headers : staff.headers;
  return ctx.app.inject({ method: 'GET', url: `/api/Orders/export.xlsx${query}`, headers });
}

/** The workbook's one sheet, as Excel would open it. */
async function sheetOf(payload: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ExcelJS.Buffer);
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0]!;
}

/** A row's cells by column key. */
function cellsOf(sheet: ExcelJS.Worksheet, row: number) {
  return Object.fromEntries(
    ORDER_EXPORT_COLUMNS.map(({ key }, index) => [key, sheet.getRow(row).getCell(index + 1)]),
  ) as Record<(typeof ORDER_EXPORT_COLUMNS)[number]['key'], ExcelJS.Cell>;
}

const textsOf = (sheet: ExcelJS.Worksheet, row: number) =>
  ORDER_EXPORT_COLUMNS.map((_, index) => sheet.getRow(row).getCell(index + 1).text);

describe('GET /api/Orders/export.xlsx', () => {
  it('writes typed cells: numbers, Rupiah, the order date in WIB, phones as text, words in Indonesian', async () => {
    const order = await insertOrder(ctx.database.db, {
      customerFullName: 'Ibu Ani',
      customerEmail: 'ani@contoh.id',
      customerPhone: '081234567890',
      address: 'Jl. Kemang Raya No. 10',
      city: 'Jakarta Selatan',
      postalCode: '01273',
      shippingMethodId: 'cold_chain',
      paymentMethodId: 'cod',
      notes: '=HYPERLINK("http://jahat.example")',
      total: 315_000,
      status: 'Processing',
      paymentStatus: 'Paid',
      createdAt: new Date('2026-11-23T17:05:00Z'),
      lines: [
        { productName: 'Kepiting Bakau', quantity: 2 },
        { productName: 'Lobster', quantity: 1 },
      ],
    });

    const response = await exportAs('Owner');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders_\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const sheet = await sheetOf(response.rawPayload);
    expect(sheet.name).toBe('Pesanan');
    expect(textsOf(sheet, 1)).toEqual(ORDER_EXPORT_COLUMNS.map((column) => column.id));
    expect(sheet.rowCount).toBe(2);

    const cells = cellsOf(sheet, 2);
    expect(cells.orderId.value).toBe(order.id);
    expect(cells.total.value).toBe(315_000);
    expect(cells.total.numFmt).toBe('"Rp "#,##0');
    // 17.05 UTC is past midnight in Jakarta: the next day, 00.05, as the shop's clock read it.
    expect(cells.createdAt.type).toBe(ExcelJS.ValueType.Date);
    expect(cells.createdAt.value).toEqual(new Date('2026-11-24T00:05:00Z'));
    expect(cells.createdAt.numFmt).toBe('dd/mm/yyyy hh:mm');
    for (const [cell, text] of [
      [cells.customerPhone, '081234567890'],
      [cells.postalCode, '01273'],
      [cells.orderNumber, order.orderNumber],
    ] as const) {
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.value).toBe(text);
      expect(cell.numFmt).toBe('@');
    }
    // A text cell is never run as a formula, so it is written as the buyer typed it.
    expect(cells.notes.type).toBe(ExcelJS.ValueType.String);
    expect(cells.notes.value).toBe('=HYPERLINK("http://jahat.example")');
    expect(cells.products.value).toBe('Kepiting Bakau x 2; Lobster x 1');
    expect([cells.status, cells.paymentStatus, cells.shippingMethod, cells.paymentMethod].map((c) => c.value)).toEqual([
      'Diproses',
      'Lunas',
      'Cold Chain',
      'Bayar di Tempat (COD)',
    ]);
    expect(
      [cells.customerName, cells.customerEmail, cells.address, cells.city, cells.province].map((c) => c.value),
    ).toEqual(['Ibu Ani', 'ani@contoh.id', 'Jl. Kemang Raya No. 10', 'Jakarta Selatan', 'DKI Jakarta']);
  });

  it('freezes and filters the header row and sizes the columns', async () => {
    await insertOrder(ctx.database.db);
    const sheet = await sheetOf((await exportAs('Admin')).rawPayload);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe(`A1:${sheet.getColumn(ORDER_EXPORT_COLUMNS.length).letter}1`);
    expect(sheet.getRow(1).font).toMatchObject({ bold: true });
    for (let column = 1; column <= ORDER_EXPORT_COLUMNS.length; column++) {
      expect(sheet.getColumn(column).width).toBeGreaterThanOrEqual(10);
    }
  });

  it('speaks English to a staff member whose back office is in English', async () => {
    await insertOrder(ctx.database.db, {
      status: 'Shipped',
      paymentStatus: 'Pending',
      paymentMethodId: 'bank_transfer',
    });
    const sheet = await sheetOf((await exportAs('Owner', '', 'en')).rawPayload);
    expect(sheet.name).toBe('Orders');
    expect(textsOf(sheet, 1)).toEqual(ORDER_EXPORT_COLUMNS.map((column) => column.en));
    const cells = cellsOf(sheet, 2);
    expect([cells.status, cells.paymentStatus, cells.shippingMethod, cells.paymentMethod].map((c) => c.value)).toEqual([
      'Shipped',
      'Payment Pending',
      'Regular',
      'Bank Transfer',
    ]);
  });

  it('applies the list’s filters and leaves the personal columns empty for Manager and User', async () => {
    const paid = await insertOrder(ctx.database.db, { paymentStatus: 'Paid', notes: 'Titip di pos satpam' });
    await insertOrder(ctx.database.db, { paymentStatus: 'Pending' });
    await insertOrder(ctx.database.db, { paymentStatus: 'Paid', archivedAt: new Date() });
    const owner = await sheetOf((await exportAs('Owner', '?paymentStatus=Paid')).rawPayload);
    expect(owner.rowCount).toBe(2);
    expect(cellsOf(owner, 2).orderNumber.value).toBe(paid.orderNumber);
    expect(cellsOf(owner, 2).notes.value).toBe('Titip di pos satpam');

    const personal = [
      'customerName',
      'customerEmail',
      'customerPhone',
      'address',
      'city',
      'province',
      'postalCode',
      'notes',
    ];
    for (const role of ['Manager', 'User'] as const) {
      const sheet = await sheetOf((await exportAs(role, '?paymentStatus=Paid')).rawPayload);
      expect(sheet.rowCount).toBe(2);
      const texts = textsOf(sheet, 2);
      const byKey = Object.fromEntries(ORDER_EXPORT_COLUMNS.map(({ key }, index) => [key, texts[index]]));
      expect(personal.map((key) => byKey[key])).toEqual(personal.map(() => ''));
      expect([byKey.orderNumber, byKey.paymentStatus, byKey.paymentMethod]).toEqual([
        paid.orderNumber,
        'Lunas',
        'Transfer Bank',
      ]);
    }
    expect((await exportAs('Owner', '?status=Lost')).statusCode).toBe(400);
  });

  it('answers 401 without a staff session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/Orders/export.xlsx' });
    expect(response.statusCode).toBe(401);
  });

  it('streams a workbook of 5,000 orders as it writes it', async () => {
    await insertManyOrders(ctx.database.db, 5_000);
    const { statusCode, chunks } = await exportInChunks(ctx.app, ctx.database.db, '/api/Orders/export.xlsx');
    expect(statusCode).toBe(200);
    const whole = Buffer.concat(chunks);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThan(whole.length / 4);
    const sheet = await sheetOf(whole);
    expect(sheet.rowCount).toBe(5_001);
    expect(cellsOf(sheet, 2).orderNumber.value).toBe('CC-BULK-5000');
    expect(cellsOf(sheet, 5_001).customerPhone.value).toBe('081200000001');
  });
});

describe('an abandoned Excel download', () => {
  it('stops reading orders once the reply has closed the stream', async () => {
    await insertManyOrders(ctx.database.db, 10_000);
    const counting = countingSelects(ctx.database.db);
    const stream = orderXlsx(counting.db, 'Owner', {}, 'id');
    // Breaking out of the loop destroys the stream, as Fastify does when the browser goes away.
    for await (const _chunk of stream) break;
    // The writer notices at its next batch; one that read on made all 21 of the export's queries in less time.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(counting.selects()).toBeLessThan(10_000 / EXPORT_BATCH_SIZE);
  });
});

describe('the export’s dates', () => {
  it('reads the shop’s clock into a date Excel shows as WIB', () => {
    expect(shopWallClock(new Date('2026-05-03T17:05:09.250Z'))).toEqual(new Date('2026-05-04T00:05:09.250Z'));
  });
});
