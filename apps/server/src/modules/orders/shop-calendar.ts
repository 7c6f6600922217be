/** The shop keeps Jakarta time (WIB): order numbers and delivery dates follow its calendar. */
const jakartaDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD in Jakarta, `addDays` later. */
export function shopDate(now: Date, addDays = 0): string {
  return jakartaDate.format(new Date(now.getTime() + addDays * 24 * 60 * 60 * 1000));
}
