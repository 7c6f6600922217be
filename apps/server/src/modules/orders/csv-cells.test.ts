import { describe, expect, it } from 'vitest';
import { csvCell, csvRecord } from './csv-cells.ts';

describe('CSV cells', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Kepiting Bakau x 2')).toBe('Kepiting Bakau x 2');
    expect(csvCell(150_000)).toBe('150000');
    expect(csvCell('')).toBe('');
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvCell('Jakarta, Utara')).toBe('"Jakarta, Utara"');
    expect(csvCell('Kepiting "Super"')).toBe('"Kepiting ""Super"""');
    expect(csvCell('baris satu\nbaris dua')).toBe('"baris satu\nbaris dua"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://jahat.example")')).toBe(`"'=HYPERLINK(""http://jahat.example"")"`);
    for (const start of ['+', '-', '@', '\t']) expect(csvCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(csvCell('\rSUM(A1)')).toBe(`"'\rSUM(A1)"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes a record with CRLF', () => {
    expect(csvRecord(['Order ID', 1, 'Bu Siti, Jakarta'])).toBe('Order ID,1,"Bu Siti, Jakarta"\r\n');
  });
});
