import {
  ORDER_CHANNELS,
  ORDER_EXPORT_COLUMNS,
  ORDER_STATUSES,
  PAYMENT_METHOD_IDS,
  PAYMENT_STATUSES,
  SHIPPING_METHOD_IDS,
  type MessageLanguage,
  type OrderExportColumnKey,
  type OrderWords,
} from '@crabclaw/shared';
import type { OrderExportRow } from './order-export-rows.ts';

/** The words the status and method cells are written in: the back office's (OrderWords), or the codes. */
export type ExportWords = Omit<OrderWords, 'customerPaymentStatus'>;

function codesAsWords<Code extends string>(codes: readonly Code[]): Record<Code, string> {
  const words = {} as Record<Code, string>;
  for (const code of codes) words[code] = code;
  return words;
}

/** The CSV's, for tools: the codes the API uses ('Processing', 'bank_transfer'), the same in every language. */
export const CODE_WORDS: ExportWords = {
  status: codesAsWords(ORDER_STATUSES),
  paymentStatus: codesAsWords(PAYMENT_STATUSES),
  shippingMethod: codesAsWords(SHIPPING_METHOD_IDS),
  paymentMethod: codesAsWords(PAYMENT_METHOD_IDS),
  channel: codesAsWords(ORDER_CHANNELS),
};

/**
 * A code's word; an order keeps its code as it was placed, so one the shop no longer has (a retired
 * payment method) shows as the name stored with the order.
 */
function wordFor(words: Readonly<Record<string, string>>, code: string, stored: string): string {
  return Object.hasOwn(words, code) ? words[code]! : stored;
}

/**
 * What a column holds: the XLSX gives each kind its cell type and number format (a phone stays text, so
 * its leading 0 stays), the CSV writes every kind as text.
 */
export type ExportCellKind = 'integer' | 'text' | 'rupiah' | 'date';
export type ExportValue = string | number | Date;

export interface ExportColumn {
  key: OrderExportColumnKey;
  header: Record<MessageLanguage, string>;
  kind: ExportCellKind;
  /** Width in the XLSX, in characters. */
  width: number;
  value(row: OrderExportRow, words: ExportWords): ExportValue;
}

type ColumnFill = Omit<ExportColumn, 'key' | 'header'>;

const text = (width: number, value: (row: OrderExportRow) => string): ColumnFill => ({ kind: 'text', width, value });

// Keyed by column: a column added to ORDER_EXPORT_COLUMNS does not compile until it says how it is filled.
const FILLS: Record<OrderExportColumnKey, ColumnFill> = {
  orderId: { kind: 'integer', width: 10, value: (row) => row.orderId },
  orderNumber: text(20, (row) => row.orderNumber),
  customerName: text(24, (row) => row.customerName),
  customerEmail: text(28, (row) => row.customerEmail),
  customerPhone: text(16, (row) => row.customerPhone),
  products: text(48, (row) => row.products),
  total: { kind: 'rupiah', width: 16, value: (row) => row.total },
  status: { kind: 'text', width: 14, value: (row, words) => wordFor(words.status, row.status, row.status) },
  paymentStatus: {
    kind: 'text',
    width: 20,
    value: (row, words) => wordFor(words.paymentStatus, row.paymentStatus, row.paymentStatus),
  },
  createdAt: { kind: 'date', width: 18, value: (row) => row.createdAt },
  address: text(40, (row) => row.address),
  city: text(18, (row) => row.city),
  province: text(18, (row) => row.province),
  postalCode: text(10, (row) => row.postalCode),
  shippingMethod: {
    kind: 'text',
    width: 18,
    value: (row, words) => wordFor(words.shippingMethod, row.shippingMethodId, row.shippingMethodName),
  },
  paymentMethod: {
    kind: 'text',
    width: 24,
    value: (row, words) => wordFor(words.paymentMethod, row.paymentMethodId, row.paymentMethodName),
  },
  notes: text(40, (row) => row.notes),
  channel: { kind: 'text', width: 12, value: (row, words) => wordFor(words.channel, row.channel, row.channel) },
  // The slot of a live or fresh delivery (issue 27): the day YYYY-MM-DD (WIB) and the window's label.
  deliveryDate: text(12, (row) => row.deliveryDate),
  deliveryWindow: text(18, (row) => row.deliveryWindow),
};

/** The exports' columns, in ORDER_EXPORT_COLUMNS' order, each with how it is filled. */
export const EXPORT_COLUMNS: readonly ExportColumn[] = ORDER_EXPORT_COLUMNS.map(({ key, id, en }) => ({
  key,
  header: { id, en },
  ...FILLS[key],
}));
