import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  ORDER_WORDS,
  SHOP_TIME_ZONE,
  type AdminOrderFilter,
  type MessageLanguage,
  type StaffRole,
} from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { EXPORT_COLUMNS, type ExportCellKind, type ExportValue } from './order-export-columns.ts';
import { orderExportBatches } from './order-export-rows.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const SHEET_NAME: Record<MessageLanguage, string> = { id: 'Pesanan', en: 'Orders' };

// Excel's format codes are written in its own (English) syntax and shown in the reader's locale: an
// Indonesian Excel groups thousands with '.', as Rupiah are written. Dates day first, as Indonesia writes them.
const NUMBER_FORMAT: Record<ExportCellKind, string> = {
  integer: '0',
  text: '@',
  rupiah: '"Rp "#,##0',
  date: 'dd/mm/yyyy hh:mm',
};

let wallClockParts: Intl.DateTimeFormat | undefined;

/**
 * The shop's wall-clock time (WIB) of `moment`, as the UTC instant whose date and time read the same: an
 * Excel date has no time zone, and exceljs turns a Date into one by its UTC fields.
 */
export function shopWallClock(moment: Date): Date {
  // Made on first use (see shopDate).
  wallClockParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(wallClockParts!.formatToParts(moment).find((candidate) => candidate.type === type)?.value);
  return new Date(
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) +
      moment.getUTCMilliseconds(),
  );
}

const cellValue = (value: ExportValue) => (value instanceof Date ? shopWallClock(value) : value);

/**
 * Until the reply has taken what was written, so a slow download holds about one batch in memory; false
 * when the download was abandoned (the reply closed the stream), so no more orders are read for it.
 */
async function drained(out: PassThrough): Promise<boolean> {
  // The zip is written on later turns of the event loop; let it reach `out` before looking.
  await nextTurn();
  if (out.writableNeedDrain && !out.destroyed) {
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done).off('close', done);
        resolve();
      };
      out.on('drain', done).on('close', done);
    });
  }
  return !out.destroyed;
}

/**
 * The XLSX export of every order the filters match, in `language`, streamed as it is written: one sheet,
 * the header row frozen and filtered, each column typed (numbers, Rupiah, dates in WIB, text such as
 * phones kept as written), the same columns and rows as the CSV. A role that does not see customers' data
 * gets the personal columns empty.
 */
export function orderXlsx(
  db: Executor,
  viewer: StaffRole,
  filter: AdminOrderFilter,
  language: MessageLanguage,
): Readable {
  const out = new PassThrough();
  const write = async () => {
    // Loaded on first use, as pdfkit and sharp are: a start does not wait for what few requests need.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
    const sheet = workbook.addWorksheet(SHEET_NAME[language], { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = EXPORT_COLUMNS.map((column) => ({
      key: column.key,
      width: column.width,
      style: { numFmt: NUMBER_FORMAT[column.kind] },
    }));
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_COLUMNS.length } };
    const header = sheet.addRow(EXPORT_COLUMNS.map((column) => column.header[language]));
    header.font = { bold: true };
    header.commit();
    const words = ORDER_WORDS[language];
    for await (const rows of orderExportBatches(db, viewer, filter)) {
      for (const row of rows)
        sheet.addRow(EXPORT_COLUMNS.map((column) => cellValue(column.value(row, words)))).commit();
      if (!(await drained(out))) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  // A failure half way ends the download broken rather than passing for a complete file.
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
