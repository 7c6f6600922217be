import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) =>
  require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`);

/** The shop's colours in PDFs, matching the web palette. */
export const PDF_COLOURS = { sea: '#0b3c5d', teal: '#147c71', coral: '#c8431c', ink: '#1e293b', muted: '#64748b' };

/**
 * A new A4 document with the shop's typeface embedded ('body' and 'bold'): pdfkit's built-in fonts are
 * not embedded and render differently per viewer, so invoices and brochures carry their own.
 * pdfkit is loaded with the first document, not at start: few requests ask for a PDF.
 */
export async function createShopPdf(info: { title: string }): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: info.title, Author: 'CrabClaw Seafood' } });
  doc.registerFont('body', fontFile(400));
  doc.registerFont('bold', fontFile(700));
  doc.font('body');
  return doc;
}

/** Collects a finished document into one Buffer (documents here are small). */
export function renderPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}
