import {
  formatRupiah,
  priceUnitLabel,
  PAYMENT_METHOD_IDS,
  paymentInstructions,
  readShopFacts,
  readShopSettings,
  type GeneralParameter,
  type Order,
  type PaymentMethodId,
} from '@crabclaw/shared';
import { createShopPdf, PDF_COLOURS, renderPdf } from '../../lib/pdf.ts';

const dateFormat = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});

function companyLines(parameters: GeneralParameter[]): string[] {
  return ['001', '002', '003']
    .map((code) => parameters.find((p) => p.paramCode === code)?.deskripsi.trim())
    .filter((line): line is string => Boolean(line));
}

/** Invoice-{orderNumber}.pdf: company, customer and address, lines, totals, and how to pay. */
export async function renderInvoice(order: Order, parameters: GeneralParameter[]): Promise<Buffer> {
  const doc = createShopPdf({ title: `Invoice ${order.orderNumber}` });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font('bold').fontSize(20).fillColor(PDF_COLOURS.sea).text('CrabClaw Seafood', left, 48);
  doc.font('body').fontSize(9).fillColor(PDF_COLOURS.muted);
  for (const line of companyLines(parameters)) doc.text(line);
  doc.font('bold').fontSize(22).fillColor(PDF_COLOURS.coral).text('INVOICE', left, 48, { width, align: 'right' });
  doc.font('body').fontSize(10).fillColor(PDF_COLOURS.ink);
  doc.text(order.orderNumber, { width, align: 'right' });
  doc.text(dateFormat.format(new Date(order.orderDate)), { width, align: 'right' });
  doc.text(`Status: ${order.status} · Pembayaran: ${order.paymentStatus}`, { width, align: 'right' });

  doc.moveDown(2);
  const billedAt = doc.y;
  doc.font('bold').fontSize(10).fillColor(PDF_COLOURS.sea).text('Ditagihkan kepada', left, billedAt);
  doc
    .font('body')
    .fillColor(PDF_COLOURS.ink)
    .text(order.customer.fullName)
    .text(order.customer.email)
    .text(order.customer.phone);
  doc
    .font('bold')
    .fillColor(PDF_COLOURS.sea)
    .text('Dikirim ke', left + width / 2, billedAt);
  const address = order.shippingAddress;
  doc
    .font('body')
    .fillColor(PDF_COLOURS.ink)
    .text(address.address, left + width / 2, undefined, { width: width / 2 });
  doc.text(`${address.city}, ${address.province} ${address.postalCode}`, { width: width / 2 });
  doc.text(
    `${order.shippingMethod.name} (${order.shippingMethod.estimatedDays} hari), perkiraan tiba ${order.estimatedDelivery}`,
    { width: width / 2 },
  );

  doc.moveDown(2);
  const columns = [
    { label: 'Produk', x: left, width: width * 0.46, align: 'left' as const },
    { label: 'Jumlah', x: left + width * 0.46, width: width * 0.12, align: 'right' as const },
    { label: 'Harga', x: left + width * 0.58, width: width * 0.2, align: 'right' as const },
    { label: 'Total', x: left + width * 0.78, width: width * 0.22, align: 'right' as const },
  ];
  let y = doc.y;
  doc.rect(left, y - 4, width, 20).fill(PDF_COLOURS.sea);
  doc.font('bold').fontSize(9).fillColor('#ffffff');
  for (const column of columns)
    doc.text(column.label, column.x + 4, y + 1, { width: column.width - 8, align: column.align });
  y += 22;
  doc.font('body').fillColor(PDF_COLOURS.ink);
  for (const item of order.orderItems) {
    const cells = [
      item.productName,
      String(item.quantity),
      // The price per sale unit, '/pak 2 kg' (issue 10); unlabelled when the product is gone.
      item.saleUnit ? `${formatRupiah(item.unitPrice)} ${priceUnitLabel(item, 'id')}` : formatRupiah(item.unitPrice),
      formatRupiah(item.totalPrice),
    ];
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width - 8 })));
    cells.forEach((cell, i) =>
      doc.text(cell, columns[i]!.x + 4, y, { width: columns[i]!.width - 8, align: columns[i]!.align }),
    );
    y += height + 8;
    doc
      .moveTo(left, y - 4)
      .lineTo(left + width, y - 4)
      .strokeColor('#e2e8f0')
      .stroke();
  }

  const totals: [string, number][] = [
    ['Subtotal', order.subtotal],
    [`Ongkos kirim (${order.shippingMethod.name})`, order.shippingCost],
    ...(order.paymentFee > 0 ? ([[`Biaya ${order.paymentMethod.name}`, order.paymentFee]] as [string, number][]) : []),
  ];
  y += 6;
  for (const [label, amount] of totals) {
    doc
      .font('body')
      .fontSize(10)
      .fillColor(PDF_COLOURS.ink)
      .text(label, left + width * 0.4, y, { width: width * 0.38, align: 'right' });
    doc.text(formatRupiah(amount), left + width * 0.78, y, { width: width * 0.22 - 4, align: 'right' });
    y += 16;
  }
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(PDF_COLOURS.coral)
    .text('Total', left + width * 0.4, y + 4, { width: width * 0.38, align: 'right' });
  doc.text(formatRupiah(order.total), left + width * 0.78, y + 4, { width: width * 0.22 - 4, align: 'right' });

  doc.moveDown(3);
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
        paymentWindowHours: readShopSettings(parameters).paymentWindowHours,
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
      .text('Catatan')
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
