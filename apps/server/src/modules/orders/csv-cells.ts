// CSV as RFC 4180 writes it, made safe to open in a spreadsheet.

/** Excel reads a CSV as UTF-8 only when it starts with this byte order mark; without it, non-ASCII text turns to mojibake. */
export const CSV_BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula (=, +, -, @) or whose leading tab or CR it would drop:
 * OWASP's CSV injection advice, https://owasp.org/www-community/attacks/CSV_Injection
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: text that looks like a formula gets a leading ', and a field with a comma, quote or line break is quoted. */
export function csvCell(value: string | number): string {
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record with its CRLF line end. */
export function csvRecord(values: readonly (string | number)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
