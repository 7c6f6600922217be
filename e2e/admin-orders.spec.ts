import { readFileSync } from 'node:fs';
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  formatRupiah,
  ORDER_CSV_COLUMNS,
  ORDER_EXPORT_COLUMNS,
  type CustomerInfoInput,
  type OrderExportColumnKey,
} from '@crabclaw/shared';
import { expect, expectAccessible, uniqueTag } from './fixtures.ts';
import { testWithProduct } from './catalogue.ts';
import { newBuyer, placeOrderThroughApi, uniquePhone } from './shopping.ts';
import { signInThroughApi } from './staff.ts';
import { E2E_OWNER } from '../playwright.config.ts';

// Issue 9, order management: orders placed through the storefront API, handled in the back office.
// The interface runs in its default language, Indonesian. Each journey orders a product of its own.

const test = testWithProduct;

interface PlacedOrder {
  orderId: number;
  orderNumber: string;
  total: number;
  phone: string;
  buyer: CustomerInfoInput;
}

async function placeOrder(
  request: APIRequestContext,
  {
    fullName,
    phone,
    productId,
    quantity = 1,
  }: { fullName: string; phone: string; productId: number; quantity?: number },
): Promise<PlacedOrder> {
  const buyer = newBuyer({ fullName, phone, notes: 'Mohon dikemas dengan es batu' });
  const { orderId, orderNumber, total } = await placeOrderThroughApi(request, {
    customerInfo: buyer,
    items: [{ productId, quantity }],
  });
  return { orderId, orderNumber, total, phone, buyer };
}

const rowOf = (page: Page, orderNumber: string) => page.getByTestId('order-row').filter({ hasText: orderNumber });
const stat = (page: Page, label: string) =>
  page
    .getByTestId('order-stats')
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) })
    .getByTestId('stat-value');

/** Opens the order's one menu of actions (issue 23) and chooses `item` in it. */
async function chooseAction(page: Page, row: Locator, orderNumber: string, item: string) {
  await row.getByRole('button', { name: `Tindakan pesanan ${orderNumber}` }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

async function confirmStatus(page: Page, row: Locator, orderNumber: string, choice: string, title: string) {
  await chooseAction(page, row, orderNumber, choice);
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Ya, perbarui!' }).click();
  await expect(dialog).toHaveCount(0);
}

/** RFC 4180 fields: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** The one sheet of a downloaded workbook, as Excel opens it, and a row's cell by column key. */
async function workbookOf(download: Download) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const sheet = workbook.worksheets[0]!;
  const cell = (row: number, key: OrderExportColumnKey) =>
    sheet.getRow(row).getCell(ORDER_EXPORT_COLUMNS.findIndex((column) => column.key === key) + 1);
  const header = ORDER_EXPORT_COLUMNS.map((_, index) => sheet.getRow(1).getCell(index + 1).text);
  return { sheet, cell, header };
}

test.describe('order management', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await signInThroughApi(page.request, baseURL!);
  });

  test('storefront orders appear; filter by status and search by phone', async ({ page, request, product }) => {
    const name = `Rahmat Hidayat ${uniqueTag()}`;
    const phone = uniquePhone();
    const first = await placeOrder(request, { fullName: name, phone, productId: product.productId });
    const second = await placeOrder(request, { fullName: name, phone: uniquePhone(), productId: product.productId });

    await page.goto(`/app/orders?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pesanan' })).toBeVisible();
    await expect(rowOf(page, first.orderNumber)).toBeVisible();
    await expect(rowOf(page, second.orderNumber)).toBeVisible();
    await expect(rowOf(page, first.orderNumber)).toContainText(product.productName);
    await expect(rowOf(page, first.orderNumber)).toContainText('Menunggu Pembayaran');
    await expect(page.getByTestId('shown-range')).toHaveText('Menampilkan 1 sampai 2 dari 2 data');
    await expectAccessible(page);

    const search = page.getByRole('searchbox', { name: 'Cari pesanan, pelanggan, produk...' });
    await search.fill(phone);
    await expect(page).toHaveURL(new RegExp(`q=${phone}`));
    await expect(page.getByTestId('order-row')).toHaveCount(1);
    await expect(rowOf(page, first.orderNumber)).toBeVisible();

    await page.getByLabel('Status pesanan').selectOption('Pending');
    await expect(page).toHaveURL(/status=Pending/);
    await expect(rowOf(page, first.orderNumber)).toBeVisible();
    await page.getByLabel('Status pesanan').selectOption('Shipped');
    await expect(page.getByText('Tidak ada pesanan', { exact: true })).toBeVisible();
    await expect(page.getByText('Tidak ada pesanan yang cocok dengan filter saat ini.')).toBeVisible();
    await page.getByRole('button', { name: 'Hapus Filter' }).first().click();
    await expect(page).not.toHaveURL(/status=|q=/);
    await expect(search).toHaveValue('');

    // Below 1024 px the same list shows as cards.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/app/orders?q=${phone}`);
    await expect(page.getByTestId('order-card').filter({ hasText: first.orderNumber })).toBeVisible();
    await expect(page.getByTestId('order-row')).toBeHidden();
    await expectAccessible(page);
  });

  test('status and payment change after the confirmation, with badges and statistics', async ({
    page,
    request,
    product,
  }) => {
    const order = await placeOrder(request, {
      fullName: `Dewi Kartika ${uniqueTag()}`,
      phone: uniquePhone(),
      productId: product.productId,
    });
    await page.goto(`/app/orders?q=${order.phone}`);
    const row = rowOf(page, order.orderNumber);
    await expect(stat(page, 'Pesanan Menunggu')).toHaveText('1');
    await expect(stat(page, 'Pendapatan Lunas')).toHaveText(formatRupiah(0));

    await confirmStatus(page, row, order.orderNumber, 'Diproses', 'Ubah status menjadi Diproses?');
    await expect(page.getByText('Status pesanan berhasil diperbarui.')).toBeVisible();
    await expect(row).toContainText('Diproses');
    await expect(stat(page, 'Pesanan Menunggu')).toHaveText('0');

    await confirmStatus(page, row, order.orderNumber, 'Lunas', 'Ubah status pembayaran menjadi Lunas?');
    await expect(page.getByText('Status pembayaran berhasil diperbarui.')).toBeVisible();
    await expect(row).toContainText('Lunas');
    await expect(stat(page, 'Pendapatan Lunas')).toHaveText(formatRupiah(order.total));

    await chooseAction(page, row, order.orderNumber, 'Lihat Detail');
    await expect(page.getByRole('heading', { level: 1, name: `Pesanan #${order.orderNumber}` })).toBeVisible();
    await expect(page.getByTestId('order-history')).toContainText('Status: Menunggu → Diproses');
    await expect(page.getByTestId('order-history')).toContainText(`oleh ${E2E_OWNER.username}`);
    await expectAccessible(page);
  });

  test('cancelling with a reason returns the stock to the storefront', async ({ page, request, product }) => {
    const before = product.stock;
    const order = await placeOrder(request, {
      fullName: `Bambang Sutrisno ${uniqueTag()}`,
      phone: uniquePhone(),
      productId: product.productId,
      quantity: 2,
    });
    const productPage = `/product/${product.category.slug}/${product.slug}`;
    await page.goto(productPage);
    await expect(page.getByTestId('stock')).toHaveText(`${before - 2} tersedia`);

    await page.goto(`/app/orders/${order.orderId}`);
    await page.getByRole('button', { name: 'Ubah Status' }).click();
    await page.getByRole('menuitem', { name: 'Batalkan pesanan…' }).click();
    const dialog = page.getByRole('dialog', { name: `Batalkan pesanan #${order.orderNumber}?` });
    await dialog.getByRole('button', { name: 'Ya, batalkan!' }).click();
    await expect(dialog.getByText('Alasan minimal 3 karakter.')).toBeVisible();
    await dialog.getByLabel('Alasan').fill('Pelanggan membatalkan lewat telepon');
    await dialog.getByRole('button', { name: 'Ya, batalkan!' }).click();
    await expect(page.getByTestId('order-badges')).toContainText('Dibatalkan');
    await expect(page.getByTestId('order-history')).toContainText('Alasan: Pelanggan membatalkan lewat telepon');
    // A cancelled order has no further steps.
    await expect(page.getByRole('button', { name: 'Ubah Status' })).toHaveCount(0);

    // The product is this journey's own: nothing else buys it meanwhile.
    await page.goto(productPage);
    await expect(page.getByTestId('stock')).toHaveText(`${before} tersedia`);
  });

  test('the invoice downloads as a PDF named after the order, and the packing slip prints', async ({
    page,
    request,
    product,
  }) => {
    const order = await placeOrder(request, {
      fullName: `Sri Wahyuni ${uniqueTag()}`,
      phone: uniquePhone(),
      productId: product.productId,
      quantity: 2,
    });
    await page.goto(`/app/orders?q=${order.phone}`);
    const download = page.waitForEvent('download');
    await chooseAction(page, rowOf(page, order.orderNumber), order.orderNumber, 'Unduh Invoice');
    const invoice = await download;
    expect(invoice.suggestedFilename()).toBe(`Invoice-${order.orderNumber}.pdf`);
    expect(
      readFileSync((await invoice.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await expect(page.getByText('Invoice berhasil diunduh.')).toBeVisible();

    await page.goto(`/app/orders/${order.orderId}/packing-slip`);
    await expect(page.getByTestId('slip-order-number')).toHaveText(order.orderNumber);
    await expect(page.getByText(order.buyer.address)).toBeVisible();
    // The total says what it counts (sale-unit.test.ts adds kilograms, packs and pieces each on its own).
    await expect(page.getByTestId('slip-units')).toHaveText('2 kg');
    await expect(page.getByRole('button', { name: 'Cetak' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Cetak' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expectAccessible(page);
  });

  test('the CSV export holds the filtered orders, in UTF-8 with a BOM', async ({ page, request, product }) => {
    const name = `Ni Luh Ayu “Uji” ${uniqueTag()}`;
    const orders = [
      await placeOrder(request, { fullName: name, phone: uniquePhone(), productId: product.productId }),
      await placeOrder(request, { fullName: name, phone: uniquePhone(), productId: product.productId, quantity: 3 }),
    ];
    await page.goto(`/app/orders?q=${encodeURIComponent(name)}`);
    await expect(page.getByTestId('order-row')).toHaveCount(2);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ekspor CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^orders_\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await file.path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = parseCsv(text.slice(1)).filter((row) => row.some(Boolean));
    expect(header).toEqual([...ORDER_CSV_COLUMNS]);
    expect(rows).toHaveLength(2);
    const column = (label: (typeof ORDER_CSV_COLUMNS)[number]) => header!.indexOf(label);
    expect(rows.map((row) => row[column('Order Number')]).sort()).toEqual(orders.map((o) => o.orderNumber).sort());
    for (const row of rows) {
      expect(row[column('Customer Name')]).toBe(name);
      expect(row[column('Products')]).toContain(product.productName);
    }

    await page.goto('/app/orders?q=tidak-ada-pesanan-seperti-ini');
    await expect(page.getByText('Tidak ada pesanan', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Ekspor CSV' }).click();
    await expect(page.getByText('Tidak ada pesanan untuk diekspor.')).toBeVisible();
  });

  test('the Excel export holds the filtered orders as typed cells, in the screen’s language', async ({
    page,
    request,
    product,
  }) => {
    const name = `Made Wirawan ${uniqueTag()}`;
    const order = await placeOrder(request, {
      fullName: name,
      phone: uniquePhone(),
      productId: product.productId,
      quantity: 2,
    });
    await page.goto(`/app/orders?q=${encodeURIComponent(name)}`);
    await expect(page.getByTestId('order-row')).toHaveCount(1);

    let download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ekspor Excel' }).click();
    let file = await download;
    expect(file.suggestedFilename()).toMatch(/^orders_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const indonesian = await workbookOf(file);
    expect(indonesian.header).toEqual(ORDER_EXPORT_COLUMNS.map((column) => column.id));
    expect(indonesian.sheet.rowCount).toBe(2);
    expect(indonesian.cell(2, 'orderNumber').value).toBe(order.orderNumber);
    // The phone is text, its leading 0 kept; the total a number; the date a real date.
    expect(indonesian.cell(2, 'customerPhone').value).toBe(order.phone);
    expect(indonesian.cell(2, 'total').value).toBe(order.total);
    expect(indonesian.cell(2, 'createdAt').value).toBeInstanceOf(Date);
    expect(indonesian.cell(2, 'status').value).toBe('Menunggu');
    expect(indonesian.cell(2, 'paymentStatus').value).toBe('Menunggu Pembayaran');
    expect(indonesian.cell(2, 'city').value).toBe(order.buyer.city);
    expect(indonesian.cell(2, 'notes').value).toBe(order.buyer.notes);

    await page.getByRole('button', { name: 'English' }).first().click();
    await expect(page.getByRole('button', { name: 'Export Excel' })).toBeVisible();
    download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Excel' }).click();
    file = await download;
    const english = await workbookOf(file);
    expect(english.header).toEqual(ORDER_EXPORT_COLUMNS.map((column) => column.en));
    expect(english.cell(2, 'status').value).toBe('Pending');
    expect(english.cell(2, 'paymentStatus').value).toBe('Payment Pending');
  });

  test('a deleted order is archived: gone after a reload, restorable by the owner', async ({
    page,
    request,
    product,
  }) => {
    const order = await placeOrder(request, {
      fullName: `Agus Salim ${uniqueTag()}`,
      phone: uniquePhone(),
      productId: product.productId,
    });
    await page.goto(`/app/orders?q=${order.phone}`);
    await chooseAction(page, rowOf(page, order.orderNumber), order.orderNumber, 'Hapus pesanan…');
    const dialog = page.getByRole('dialog', { name: `Hapus pesanan #${order.orderNumber}?` });
    await expect(dialog).toContainText('Owner atau Admin dapat memulihkannya');
    await dialog.getByRole('button', { name: 'Ya, hapus!' }).click();
    await expect(page.getByText('Pesanan dipindahkan ke arsip.')).toBeVisible();
    await expect(page.getByText('Tidak ada pesanan', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText('Tidak ada pesanan', { exact: true })).toBeVisible();
    await expect(stat(page, 'Total Pesanan')).toHaveText('0');

    // The URL holds the box's state and a navigation commits a moment after the click: click, then wait.
    const showArchived = page.getByLabel('Tampilkan pesanan terarsip');
    await showArchived.click();
    await expect(showArchived).toBeChecked();
    const archived = rowOf(page, order.orderNumber);
    await expect(archived).toContainText('Diarsipkan');
    await chooseAction(page, archived, order.orderNumber, 'Pulihkan');
    await expect(page.getByText('Pesanan kembali ke daftar pesanan.')).toBeVisible();
    await showArchived.click();
    await expect(showArchived).not.toBeChecked();
    await expect(rowOf(page, order.orderNumber)).toBeVisible();
  });
});
