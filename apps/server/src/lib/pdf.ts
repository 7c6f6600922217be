import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const fontFile = (weight: 400 | 700) =>
  require.resolve(`@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`);

type Typeface = { hasGlyphForCodePoint(codePoint: number): boolean };
let drawableCodePoint: ((codePoint: number) => boolean) | undefined;

/** Whether both weights of the shop's typeface have a glyph for a character; read from the files once. */
function canDraw(codePoint: number): boolean {
  if (!drawableCodePoint) {
    const { openSync } = require('fontkit') as { openSync(path: string): Typeface };
    const faces = [openSync(fontFile(400)), openSync(fontFile(700))];
    drawableCodePoint = (code) => faces.every((face) => face.hasGlyphForCodePoint(code));
  }
  return drawableCodePoint(codePoint);
}

/**
 * `text` as the shop's typeface can draw it. pdfkit draws a character the font lacks as a stray box (an
 * emoji in a customer's name, a product name pasted from a chat), so such characters are dropped; a letter
 * the font lacks with an accent ('ễ') keeps its base letter ('e'). Spaces left doubled by a dropped
 * character are closed up; line breaks stay.
 */
export function drawableText(text: string): string {
  let dropped = false;
  let drawn = '';
  for (const character of text) {
    const codePoint = character.codePointAt(0)!;
    if (/\s/.test(character) || canDraw(codePoint)) drawn += character;
    else {
      const base = character.normalize('NFD')[0]!;
      if (base !== character && canDraw(base.codePointAt(0)!)) drawn += base;
      else dropped = true;
    }
  }
  return dropped ? drawn.replace(/[^\S\n]{2,}/g, ' ').replace(/^[^\S\n]+|[^\S\n]+$/gm, '') : drawn;
}

/**
 * Every text a shop document draws or measures goes through drawableText, so the invoice, the packing
 * slip and whatever comes next cannot forget it, and a line is measured as it is drawn.
 */
function drawOnlyWhatTheTypefaceHas(doc: PDFKit.PDFDocument): void {
  const drawable = <T>(value: T) => (typeof value === 'string' ? drawableText(value) : value);
  const text = doc.text.bind(doc) as (...args: unknown[]) => PDFKit.PDFDocument;
  const heightOfString = doc.heightOfString.bind(doc);
  const widthOfString = doc.widthOfString.bind(doc);
  doc.text = ((value: unknown, ...rest: unknown[]) => text(drawable(value), ...rest)) as typeof doc.text;
  doc.heightOfString = (value, options) => heightOfString(drawable(value), options);
  doc.widthOfString = (value, options) => widthOfString(drawable(value), options);
}

/** The shop's colours in PDFs, matching the web palette. */
export const PDF_COLOURS = { sea: '#0b3c5d', teal: '#147c71', coral: '#c8431c', ink: '#1e293b', muted: '#64748b' };

/**
 * A new A4 document with the shop's typeface embedded ('body' and 'bold'): pdfkit's built-in fonts are
 * not embedded and render differently per viewer, so invoices and brochures carry their own. It draws
 * only characters that typeface has (drawableText).
 * pdfkit is loaded with the first document, not at start: few requests ask for a PDF.
 */
export async function createShopPdf(info: { title: string }): Promise<PDFKit.PDFDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: info.title, Author: 'CrabClaw Seafood' } });
  doc.registerFont('body', fontFile(400));
  doc.registerFont('bold', fontFile(700));
  doc.font('body');
  drawOnlyWhatTheTypefaceHas(doc);
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
