import { inflateSync } from 'node:zlib';

/**
 * One run of text as drawn: its page (from 1), left edge and baseline from the page's top-left, and the
 * width of its glyphs up to the last one that is not a space, in points.
 */
export interface PdfTextItem {
  page: number;
  text: string;
  x: number;
  baseline: number;
  width: number;
  fontSize: number;
  /** The font's ascent and descent at this size: the box the glyphs may fill above and below the baseline. */
  ascent: number;
  descent: number;
}

interface PdfFont {
  unicode: Map<number, string>;
  widths: Map<number, number>;
  ascent: number;
  descent: number;
}

/**
 * The text of a PDF the shop renders with pdfkit, for tests that check what a customer reads on an
 * invoice. pdfkit embeds the shop's typeface as subsets: text is drawn as glyph codes (hex strings in
 * Tj/TJ) that each font's ToUnicode CMap maps back to characters. This reads exactly that and nothing
 * more; it is no general PDF parser. Lines come out in drawing order, joined by newlines.
 */
export function pdfText(pdf: Uint8Array): string {
  return pdfTextItems(pdf)
    .map((item) => item.text)
    .join('\n');
}

/** The pages of a PDF, counted by its '/Type /Page' objects. */
export function pdfPageCount(pdf: Uint8Array): number {
  return Buffer.from(pdf)
    .toString('latin1')
    .match(/\/Type\s*\/Page\b(?!s)/g)!.length;
}

/**
 * Every run of text with where it stands, page by page in drawing order, for tests that check that
 * nothing overlaps. pdfkit places each line of text with `1 0 0 1 x y Tm` in PDF space (origin at the
 * bottom-left), sets the font with Tf and draws with TJ, whose numbers pull the next glyph back by
 * thousandths of the font size; widths come from the font's /W array.
 */
export function pdfTextItems(pdf: Uint8Array): PdfTextItem[] {
  const source = Buffer.from(pdf).toString('latin1');
  // Objects read in order; a stream is cut by its /Length, as its compressed bytes may hold anything,
  // 'endobj' included.
  const objects = new Map<string, { dict: string; stream: string | null }>();
  const objectStart = /(\d+) 0 obj/g;
  for (let match = objectStart.exec(source); match; match = objectStart.exec(source)) {
    const bodyAt = match.index + match[0].length;
    const endAt = source.indexOf('endobj', bodyAt);
    const streamAt = source.indexOf('stream', bodyAt);
    if (streamAt < 0 || streamAt > endAt) {
      objects.set(match[1]!, { dict: source.slice(bodyAt, endAt), stream: null });
      continue;
    }
    const dict = source.slice(bodyAt, streamAt);
    const dataAt = streamAt + 'stream'.length + (source.startsWith('\r\n', streamAt + 'stream'.length) ? 2 : 1);
    const length = Number(/\/Length\s+(\d+)(?!\s+0\s+R)/.exec(dict)?.[1]);
    const bytes = Buffer.from(source.slice(dataAt, dataAt + length), 'latin1');
    const stream = /\/FlateDecode/.test(dict) ? inflateSync(bytes).toString('latin1') : bytes.toString('latin1');
    objects.set(match[1]!, { dict, stream });
    objectStart.lastIndex = source.indexOf('endobj', dataAt + length);
  }
  const ref = (dict: string, key: string) => new RegExp(`/${key}\\s*\\[?\\s*(\\d+) 0 R`).exec(dict)?.[1];

  const cmapOf = (objectNumber: string): Map<number, string> => {
    const map = new Map<number, string>();
    const cmap = objects.get(objectNumber)?.stream ?? '';
    const utf16 = (hex: string) =>
      String.fromCharCode(
        ...hex
          .trim()
          .split(/\s+/)
          .map((unit) => parseInt(unit, 16)),
      );
    for (const [, start, , entries] of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
      [...entries!.matchAll(/<([^>]*)>/g)].forEach(([, hex], i) => map.set(parseInt(start!, 16) + i, utf16(hex!)));
    }
    for (const [, code, unicode] of cmap.matchAll(/<([0-9a-f]{4})>\s*<([0-9a-f ]+)>(?!\s*[[<])/gi)) {
      if (!map.has(parseInt(code!, 16))) map.set(parseInt(code!, 16), utf16(unicode!));
    }
    return map;
  };

  // pdfkit writes /W as `[first [w w w ...]]`; other forms do not occur in the shop's PDFs.
  const widthsOf = (cidFont: string): Map<number, number> => {
    const widths = new Map<number, number>();
    const w = /\/W\s*\[\s*(\d+)\s*\[([^\]]*)\]/.exec(cidFont);
    if (w)
      w[2]!
        .trim()
        .split(/\s+/)
        .forEach((value, i) => widths.set(Number(w[1]) + i, Number(value)));
    return widths;
  };

  // Font resource names (/F1 ...) to what their fonts say about each glyph code.
  const fonts = new Map<string, PdfFont>();
  for (const { dict } of objects.values()) {
    for (const [, name, fontRef] of dict.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      if (fonts.has(name!)) continue;
      const font = objects.get(fontRef!)?.dict ?? '';
      const toUnicode = ref(font, 'ToUnicode');
      if (!toUnicode) continue;
      const cidFont = objects.get(ref(font, 'DescendantFonts') ?? '')?.dict ?? '';
      const descriptor = objects.get(ref(cidFont, 'FontDescriptor') ?? '')?.dict ?? '';
      fonts.set(name!, {
        unicode: cmapOf(toUnicode),
        widths: widthsOf(cidFont),
        ascent: Number(/\/Ascent\s+(-?[\d.]+)/.exec(descriptor)?.[1] ?? 1000),
        descent: Number(/\/Descent\s+(-?[\d.]+)/.exec(descriptor)?.[1] ?? 0),
      });
    }
  }

  // Pages in the order of the page tree's /Kids, each with its content stream and height.
  const kids = /\/Type\s*\/Pages[\s\S]*?\/Kids\s*\[([^\]]*)\]/.exec(
    [...objects.values()].map((o) => o.dict).find((d) => /\/Type\s*\/Pages\b/.test(d)) ?? '',
  )?.[1];
  const pages = [...(kids ?? '').matchAll(/(\d+) 0 R/g)].map(([, pageRef]) => {
    const page = objects.get(pageRef!)?.dict ?? '';
    const height = Number(/\/MediaBox\s*\[\s*[-\d.]+\s+[-\d.]+\s+[-\d.]+\s+([-\d.]+)/.exec(page)?.[1] ?? 0);
    return { stream: objects.get(ref(page, 'Contents') ?? '')?.stream ?? '', height };
  });

  const items: PdfTextItem[] = [];
  pages.forEach(({ stream, height }, pageIndex) => {
    let font: PdfFont | undefined;
    let fontSize = 0;
    let x = 0;
    let y = 0;
    const operations = /1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm|\/(F\d+)\s+([\d.]+)\s+Tf|(\[[^\]]*\]\s*TJ|<[0-9a-f]*>\s*Tj)/gi;
    for (const [, tmX, tmY, fontName, size, shown] of stream.matchAll(operations)) {
      if (tmX !== undefined) {
        x = Number(tmX);
        y = Number(tmY);
        continue;
      }
      if (fontName) {
        font = fonts.get(fontName);
        fontSize = Number(size);
        continue;
      }
      let text = '';
      let advance = 0; // thousandths of the font size
      let inked = 0; // the advance up to the last glyph that is not a space
      for (const [, hex, adjustment] of shown!.matchAll(/<([0-9a-f]*)>|(-?[\d.]+)/gi)) {
        if (adjustment !== undefined) {
          advance -= Number(adjustment);
          continue;
        }
        for (let i = 0; i + 4 <= hex!.length; i += 4) {
          const code = parseInt(hex!.slice(i, i + 4), 16);
          const character = font?.unicode.get(code) ?? '';
          text += character;
          advance += font?.widths.get(code) ?? 0;
          if (character.trim()) inked = advance;
        }
      }
      items.push({
        page: pageIndex + 1,
        text,
        x,
        baseline: height - y,
        width: (inked * fontSize) / 1000,
        fontSize,
        ascent: ((font?.ascent ?? 1000) * fontSize) / 1000,
        descent: (-(font?.descent ?? 0) * fontSize) / 1000,
      });
    }
  });
  return items;
}
