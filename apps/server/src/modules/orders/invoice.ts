import {
  formatDelivery,
  formatRupiah,
  ORDER_WORDS,
  priceUnitLabel,
  PAYMENT_METHOD_IDS,
  paymentInstructions,
  readShopFacts,
  readShopSettings,
  SHOP_TIME_ZONE,
  type GeneralParameter,
  type Order,
  type PaymentMethodId,
} from '@crabclaw/shared';
import { createShopPdf, PDF_COLOURS, renderPdf } from '../../lib/pdf.ts';

let dateFormat: Intl.DateTimeFormat | undefined;

/** An instant ('2026-11-25T03:00:00Z') or a shop day ('2026-11-25', midnight in Jakarta) in words. */
function invoiceDate(value: string): string {
  // '25 November 2026': the shop's calendar day (Asia/Jakarta) in Indonesian words; made on first use (see shopDate).
  dateFormat ??= new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  });
  return dateFormat.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00+07:00` : value));
}

function companyLines(parameters: GeneralParameter[]): string[] {
  return ['001', '002', '003']
    .map((code) => parameters.find((p) => p.paramCode === code)?.deskripsi.trim())
    .filter((line): line is string => Boolean(line));
}

/** The courier and waybill number staff entered when they shipped the order, each when given. */
function shipmentLines({ shippingCourier, waybillNumber }: Order): string[] {
  return [
    ...(shippingCourier ? [`Kurir: ${shippingCourier}`] : []),
    ...(waybillNumber ? [`No. resi: ${waybillNumber}`] : []),
  ];
}

interface Cell {
  text: string;
  x: number;
  width: number;
  align: 'left' | 'right';
}

/**
 * Invoice-{orderNumber}.pdf: company, customer and address, lines, totals, and how to pay.
 *
 * Everything placed at a given position is measured first (heightOfString) and the next line starts
 * below the tallest cell, so long product names and labels wrap inside their column. pdfkit starts a
 * new page by itself whenever text is drawn below the bottom margin, one page per cell; so rows and
 * totals are placed only where they fit, and a long order continues on a new page whose table starts
 * with its header again.
 */
export async function renderInvoice(order: Order, parameters: GeneralParameter[]): Promise<Buffer> {
  const doc = await createShopPdf({ title: `Invoice ${order.orderNumber}` });
  const left = doc.page.margins.left;
  const top = doc.page.margins.top;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const padding = 4;

  /** Draws cells side by side from y, each wrapped in its column; answers the height of the tallest. */
  const rowHeight = (cells: Cell[]) =>
    Math.max(...cells.map(({ text, width: cellWidth }) => doc.heightOfString(text, { width: cellWidth })));
  const drawRow = (cells: Cell[], y: number): number => {
    for (const { text, x, width: cellWidth, align } of cells) doc.text(text, x, y, { width: cellWidth, align });
    return rowHeight(cells);
  };

  // Company on the left, the invoice's number, date and status on the right, side by side.
  const rightX = left + width * 0.5;
  const rightWidth = width * 0.5;
  doc
    .font('bold')
    .fontSize(20)
    .fillColor(PDF_COLOURS.sea)
    .text('CrabClaw Seafood', left, top, { width: width * 0.5 });
  doc.font('body').fontSize(9).fillColor(PDF_COLOURS.muted);
  for (const line of companyLines(parameters)) doc.text(line, { width: width * 0.48 });
  const companyEnd = doc.y;
  doc.font('bold').fontSize(22).fillColor(PDF_COLOURS.coral).text('INVOICE', rightX, top, {
    width: rightWidth,
    align: 'right',
  });
  doc.font('body').fontSize(10).fillColor(PDF_COLOURS.ink);
  for (const line of [
    order.orderNumber,
    invoiceDate(order.orderDate),
    `Status pesanan: ${ORDER_WORDS.id.status[order.status]}`,
    `Status pembayaran: ${ORDER_WORDS.id.customerPaymentStatus[order.paymentStatus]}`,
  ])
    doc.text(line, rightX, undefined, { width: rightWidth, align: 'right' });

  // Billed to and shipped to, two columns.
  let y = Math.max(companyEnd, doc.y) + 24;
  const halfWidth = width / 2 - 12;
  doc.font('bold').fontSize(10).fillColor(PDF_COLOURS.sea).text('Ditagihkan kepada', left, y, { width: halfWidth });
  doc.font('body').fillColor(PDF_COLOURS.ink);
  for (const line of [order.customer.fullName, order.customer.email, order.customer.phone])
    doc.text(line, left, undefined, { width: halfWidth });
  const billedEnd = doc.y;
  doc.font('bold').fillColor(PDF_COLOURS.sea).text('Dikirim ke', rightX, y, { width: rightWidth });
  const address = order.shippingAddress;
  doc.font('body').fillColor(PDF_COLOURS.ink);
  for (const line of [
    address.address,
    `${address.city}, ${address.province} ${address.postalCode}`,
    // Method names may hold parentheses ('Cold Chain (Rantai Dingin)'): the days follow after a comma.
    `${order.shippingMethod.name}, ${order.shippingMethod.estimatedDays} hari`,
    order.delivery
      ? `Jadwal kirim ${formatDelivery(order.delivery, 'id')}`
      : `Perkiraan tiba ${invoiceDate(order.estimatedDelivery)}`,
    ...shipmentLines(order),
  ])
    doc.text(line, rightX, undefined, { width: rightWidth });
  y = Math.max(billedEnd, doc.y) + 24;

  // The lines, with the table's header on every page they reach.
  const columns = [
    { label: 'Produk', x: left, width: width * 0.46, align: 'left' as const },
    { label: 'Jumlah', x: left + width * 0.46, width: width * 0.12, align: 'right' as const },
    { label: 'Harga', x: left + width * 0.58, width: width * 0.2, align: 'right' as const },
    { label: 'Total', x: left + width * 0.78, width: width * 0.22, align: 'right' as const },
  ];
  const cellsOf = (texts: string[]): Cell[] =>
    texts.map((text, i) => ({
      text,
      x: columns[i]!.x + padding,
      width: columns[i]!.width - 2 * padding,
      align: columns[i]!.align,
    }));
  const headerCells = cellsOf(columns.map((column) => column.label));
  const drawTableHeader = (at: number): number => {
    doc.font('bold').fontSize(9);
    const height = rowHeight(headerCells) + 2 * padding;
    doc.rect(left, at, width, height).fill(PDF_COLOURS.sea);
    doc.fillColor('#ffffff');
    drawRow(headerCells, at + padding);
    doc.font('body').fontSize(9).fillColor(PDF_COLOURS.ink);
    return at + height + padding;
  };
  /** A new page, headed with the invoice's number so a loose sheet still says whose it is. */
  const continueOnNewPage = (): number => {
    doc.addPage();
    doc
      .font('body')
      .fontSize(9)
      .fillColor(PDF_COLOURS.muted)
      .text(`Invoice ${order.orderNumber} (lanjutan)`, left, top, { width });
    return doc.y + 8;
  };

  y = drawTableHeader(y);
  for (const item of order.orderItems) {
    const cells = cellsOf([
      item.productName,
      String(item.quantity),
      // The price per sale unit, '/pak 2 kg' (issue 10); unlabelled when the product is gone.
      item.saleUnit ? `${formatRupiah(item.unitPrice)} ${priceUnitLabel(item, 'id')}` : formatRupiah(item.unitPrice),
      formatRupiah(item.totalPrice),
    ]);
    doc.font('body').fontSize(9).fillColor(PDF_COLOURS.ink);
    if (y + rowHeight(cells) + padding > bottom()) y = drawTableHeader(continueOnNewPage());
    y += drawRow(cells, y) + padding;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .strokeColor('#e2e8f0')
      .stroke();
    y += padding;
  }

  // Totals: labels wrap in their column, amounts stay on the label's first line.
  const labelColumn = { x: left + width * 0.28, width: width * 0.5 - padding };
  const amountColumn = { x: left + width * 0.78, width: width * 0.22 - padding };
  const totals: { label: string; amount: number; grand?: true }[] = [
    { label: 'Subtotal', amount: order.subtotal },
    { label: `Ongkos kirim: ${order.shippingMethod.name}`, amount: order.shippingCost },
    ...(order.paymentFee > 0 ? [{ label: `Biaya ${order.paymentMethod.name}`, amount: order.paymentFee }] : []),
    { label: 'Total', amount: order.total, grand: true as const },
  ];
  y += 6;
  for (const { label, amount, grand } of totals) {
    if (grand) doc.font('bold').fontSize(12).fillColor(PDF_COLOURS.coral);
    else doc.font('body').fontSize(10).fillColor(PDF_COLOURS.ink);
    const cells: Cell[] = [
      { text: label, ...labelColumn, align: 'right' },
      { text: formatRupiah(amount), ...amountColumn, align: 'right' },
    ];
    if (grand) y += 4;
    if (y + rowHeight(cells) > bottom()) y = continueOnNewPage();
    y += drawRow(cells, y) + 4;
  }

  // How to pay, notes and thanks flow on, onto a new page when they reach the bottom.
  doc.x = left;
  doc.y = y + 24;
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(PDF_COLOURS.sea)
    .text(`Pembayaran: ${order.paymentMethod.name}`, left, undefined, { width });
  // The accounts and payment window as staff set them now (general parameters 008 and 005).
  const method = order.paymentMethod.id as PaymentMethodId;
  const instructions = PAYMENT_METHOD_IDS.includes(method)
    ? paymentInstructions(method, {
        bankAccounts: readShopFacts(parameters).bankAccounts,
        ...readShopSettings(parameters),
      })
    : undefined;
  doc
    .font('body')
    .fontSize(10)
    .fillColor(PDF_COLOURS.ink)
    .text(instructions?.id ?? '', { width });
  if (order.notes) {
    doc
      .moveDown()
      .font('bold')
      .fillColor(PDF_COLOURS.sea)
      .text('Catatan', { width })
      .font('body')
      .fillColor(PDF_COLOURS.ink)
      .text(order.notes, { width });
  }
  doc
    .moveDown(2)
    .fontSize(9)
    .fillColor(PDF_COLOURS.muted)
    .text('Terima kasih telah berbelanja di CrabClaw Seafood. Simpan invoice ini sebagai bukti pemesanan.', {
      width,
      align: 'center',
    });
  return renderPdf(doc);
}
