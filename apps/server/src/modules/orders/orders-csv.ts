import { SHOP_TIME_ZONE, type AdminOrderFilter, type StaffRole } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { CSV_BOM, csvRecord } from './csv-cells.ts';
import { CODE_WORDS, EXPORT_COLUMNS, type ExportValue } from './order-export-columns.ts';
import { orderExportBatches } from './order-export-rows.ts';

let dateParts: Intl.DateTimeFormat | undefined;

/** Back-office section 9: Indonesian short month and time, '23 Nov 2026 14.05' (WIB), without Intl's comma. */
export function csvDate(moment: Date): string {
  // Made on first use (see shopDate).
  dateParts ??= new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: SHOP_TIME_ZONE,
  });
  const part = Object.fromEntries(dateParts.formatToParts(moment).map(({ type, value }) => [type, value]));
  return `${part.day} ${part.month} ${part.year} ${part.hour}.${part.minute}`;
}

const csvValue = (value: ExportValue) => (value instanceof Date ? csvDate(value) : value);

/**
 * The CSV export of every order the filters match, for tools: the export's columns headed in English,
 * statuses and methods as the API's codes, newest first, as text chunks: the header, then one chunk per
 * batch, each read only when the previous one has been taken. A role that does not see customers' data gets
 * the personal columns empty.
 */
export async function* orderCsv(db: Executor, viewer: StaffRole, filter: AdminOrderFilter): AsyncGenerator<string> {
  yield CSV_BOM + csvRecord(EXPORT_COLUMNS.map((column) => column.header.en));
  for await (const rows of orderExportBatches(db, viewer, filter)) {
    yield rows
      .map((row) => csvRecord(EXPORT_COLUMNS.map((column) => csvValue(column.value(row, CODE_WORDS)))))
      .join('');
  }
}
