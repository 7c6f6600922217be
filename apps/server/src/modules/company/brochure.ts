import { formatPriceRange, type GeneralParameter, type StoreCategoryWithCount } from '@crabclaw/shared';
import { createShopPdf, PDF_COLOURS, renderPdf } from '../../lib/pdf.ts';

/** Company facts of storefront section 9. */
const FACTS = [
  'Berdiri sejak 2015',
  '500+ produk seafood',
  '1000+ pelanggan',
  '50+ kota di Pulau Jawa',
  'Rantai dingin 24/7',
];
const CERTIFICATIONS = ['HACCP', 'ISO 22000', 'Halal'];

/**
 * The 'Download Brochure' PDF, built from live data: the contact parameters and the catalogue's
 * categories with their product counts and price ranges, so it is never out of date.
 */
export async function renderBrochure(
  parameters: GeneralParameter[],
  categories: StoreCategoryWithCount[],
): Promise<Buffer> {
  const doc = await createShopPdf({ title: 'Brosur CrabClaw Seafood' });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const param = (code: string) => parameters.find((p) => p.paramCode === code)?.deskripsi ?? '';

  doc.rect(0, 0, doc.page.width, 150).fill(PDF_COLOURS.sea);
  doc.font('bold').fontSize(28).fillColor('#ffffff').text('CrabClaw Seafood', left, 48);
  doc
    .font('body')
    .fontSize(12)
    .text('Seafood hidup, segar, beku dan kering dari laut Nusantara ke dapur Anda.', left, 90, { width });
  // No-break spaces inside each fact: a line too narrow for them all breaks between facts, not inside one.
  doc.fontSize(10).text(FACTS.map((fact) => fact.replaceAll(' ', '\u00a0')).join('  ·  '), left, 115, { width });

  doc.fillColor(PDF_COLOURS.ink).font('bold').fontSize(16).text('Kategori Produk', left, 180);
  doc.moveDown(0.5);
  for (const category of categories) {
    doc
      .font('bold')
      .fontSize(12)
      .fillColor(PDF_COLOURS.sea)
      .text(`${category.categoryName}  (${category.productCount} produk)`);
    doc.font('body').fontSize(10).fillColor(PDF_COLOURS.ink).text(category.description, { width });
    if (category.lowestPrice !== null && category.highestPrice !== null) {
      doc.fillColor(PDF_COLOURS.coral).text(formatPriceRange(category.lowestPrice, category.highestPrice));
    }
    doc.moveDown(0.6);
  }

  doc.moveDown().font('bold').fontSize(14).fillColor(PDF_COLOURS.ink).text('Sertifikasi');
  doc.font('body').fontSize(10).text(CERTIFICATIONS.join(', '));
  doc.moveDown().font('bold').fontSize(14).text('Hubungi Kami');
  doc.font('body').fontSize(10);
  for (const code of ['001', '002', '003', '004']) {
    const value = param(code);
    if (value) doc.text(value, { width });
  }
  return renderPdf(doc);
}
