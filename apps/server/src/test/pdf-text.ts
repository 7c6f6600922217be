import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF the shop renders with pdfkit, for tests that check what a customer reads on an
 * invoice. pdfkit embeds the shop's typeface as subsets: text is drawn as glyph codes (hex strings in
 * Tj/TJ) that each font's ToUnicode CMap maps back to characters. This reads exactly that and nothing
 * more; it is no general PDF parser. Lines come out in drawing order, joined by newlines.
 */
export function pdfText(pdf: Uint8Array): string {
  const source = Buffer.from(pdf).toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  for (const match of source.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) {
    const body = match[2]!;
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      objects.set(match[1]!, { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    let raw = body.slice(streamAt + 'stream'.length).replace(/^\r?\n/, '');
    raw = raw.slice(0, raw.lastIndexOf('endstream')).replace(/\r?\n$/, '');
    const bytes = Buffer.from(raw, 'latin1');
    const stream = /\/FlateDecode/.test(dict) ? inflateSync(bytes).toString('latin1') : raw;
    objects.set(match[1]!, { dict, stream });
  }

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

  // Font resource names (/F1 ...) to the CMaps of the fonts they name.
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const [, name, ref] of dict.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      const font = objects.get(ref!)?.dict ?? '';
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font)?.[1];
      if (toUnicode && !fonts.has(name!)) fonts.set(name!, cmapOf(toUnicode));
    }
  }

  const lines: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (!stream || /\/Type|\/Subtype|\/CIDInit/.test(dict + stream.slice(0, 40))) continue;
    let font: Map<number, string> | undefined;
    for (const [, fontName, shown] of stream.matchAll(/\/(F\d+)\s+[\d.]+\s+Tf|(\[[^\]]*\]\s*TJ|<[0-9a-f]*>\s*Tj)/gi)) {
      if (fontName) {
        font = fonts.get(fontName);
        continue;
      }
      const hex = [...shown!.matchAll(/<([0-9a-f]*)>/gi)].map(([, h]) => h).join('');
      let line = '';
      for (let i = 0; i + 4 <= hex.length; i += 4) line += font?.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
      lines.push(line);
    }
  }
  return lines.join('\n');
}
