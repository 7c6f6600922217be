/** The shop's two languages; the storefront and the back office send their choice as Accept-Language. */
export type Language = 'id' | 'en';

export function languageOf(acceptLanguage: string | undefined): Language {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'id';
}

/** Why an order or one of its lines was refused, in the customer's language, naming the product. */
export const REFUSALS = {
  gone: {
    id: (name: string) => `Produk ${name} sudah tidak tersedia.`,
    en: (name: string) => `${name} is no longer available.`,
  },
  notForSale: {
    id: (name: string, status: string) => `${name} sedang tidak dijual (${status}).`,
    en: (name: string, status: string) => `${name} is not for sale right now (${status}).`,
  },
  soldOut: { id: (name: string) => `${name} sudah habis.`, en: (name: string) => `${name} is sold out.` },
  short: {
    id: (name: string, left: number) => `Stok ${name} tidak mencukupi: tersisa ${left}.`,
    en: (name: string, left: number) => `Not enough ${name} in stock: ${left} left.`,
  },
  tooMany: {
    id: (max: number) => `Jumlah maksimal ${max} per produk dalam satu pesanan.`,
    en: (max: number) => `At most ${max} of one product per order.`,
  },
  unpaidByEmail: {
    id: (open: number) =>
      `Masih ada ${open} pesanan belum dibayar dengan email ini. Selesaikan pembayarannya dulu sebelum memesan lagi.`,
    en: (open: number) =>
      `There are already ${open} unpaid orders with this e-mail address. Please pay for them before ordering again.`,
  },
  unpaidByPhone: {
    id: (open: number) =>
      `Masih ada ${open} pesanan belum dibayar dengan nomor telepon ini. Selesaikan pembayarannya dulu sebelum memesan lagi.`,
    en: (open: number) =>
      `There are already ${open} unpaid orders with this phone number. Please pay for them before ordering again.`,
  },
  keyReused: {
    id: () => 'Idempotency-Key ini sudah dipakai untuk pesanan lain. Kirim pesanan ini dengan kunci baru.',
    en: () => 'This Idempotency-Key was already used for a different order. Send this order with a new key.',
  },
} as const;

type Words = Record<Language, string>;
const STATUS_WORDS: Record<'status' | 'payment', Words> = {
  status: { id: 'Status pesanan', en: 'order status' },
  payment: { id: 'Status pembayaran', en: 'payment status' },
};
type Field = keyof typeof STATUS_WORDS;

/** Why staff could not change an order (answered 409, or 404), in the language of their screen. */
export const CHANGE_REFUSALS = {
  notFound: { id: () => 'Pesanan tidak ditemukan.', en: () => 'Order not found.' },
  unchanged: {
    id: (field: Field, to: string) => `${STATUS_WORDS[field].id} sudah ${to}.`,
    en: (field: Field, to: string) => `The ${STATUS_WORDS[field].en} is already ${to}.`,
  },
  notAllowed: {
    id: (field: Field, from: string, to: string) =>
      `${STATUS_WORDS[field].id} tidak bisa diubah dari ${from} ke ${to}.`,
    en: (field: Field, from: string, to: string) => `The ${STATUS_WORDS[field].en} cannot go from ${from} to ${to}.`,
  },
  reasonRequired: {
    id: (field: Field, from: string, to: string) =>
      `Mengubah ${STATUS_WORDS[field].id.toLowerCase()} dari ${from} ke ${to} adalah koreksi: tuliskan alasannya.`,
    en: (field: Field, from: string, to: string) =>
      `Changing the ${STATUS_WORDS[field].en} from ${from} to ${to} is a correction: give a reason.`,
  },
  useCancel: {
    id: () => 'Gunakan Batalkan Pesanan, dengan alasan, untuk membatalkan: stoknya dikembalikan di sana.',
    en: () => 'Use Cancel order, with a reason, to cancel it: that is where the stock goes back.',
  },
  alreadyCancelled: { id: () => 'Pesanan ini sudah dibatalkan.', en: () => 'This order is already cancelled.' },
  notCancellable: {
    id: (status: string) => `Pesanan berstatus ${status} tidak bisa dibatalkan.`,
    en: (status: string) => `A ${status} order cannot be cancelled.`,
  },
  archived: {
    id: () => 'Pesanan ini diarsipkan. Pulihkan dulu sebelum mengubahnya.',
    en: () => 'This order is archived. Restore it before changing it.',
  },
  alreadyArchived: { id: () => 'Pesanan ini sudah diarsipkan.', en: () => 'This order is already archived.' },
  notArchived: { id: () => 'Pesanan ini tidak diarsipkan.', en: () => 'This order is not archived.' },
} as const;
