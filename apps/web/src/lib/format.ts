export { formatRupiah } from '@crabclaw/shared';

const dateFormats = {
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Dates always in the id-ID locale (spec: Indonesian dates), whatever the interface language. */
export function formatDate(value: string | Date, style: keyof typeof dateFormats = 'short'): string {
  return new Intl.DateTimeFormat('id-ID', dateFormats[style]).format(new Date(value));
}
