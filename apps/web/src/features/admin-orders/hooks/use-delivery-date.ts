import { useSearchParams } from 'react-router';
import { DeliveryDayParamsSchema, shopDay } from '@crabclaw/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many days from today the day picker offers at a tap; any other day through the date field. */
const DAYS_AHEAD = 7;

/** The days at a tap: today (WIB) and the next ones. */
export const comingDays = (now = new Date()) =>
  Array.from({ length: DAYS_AHEAD }, (_, i) => shopDay(new Date(now.getTime() + i * DAY_MS)));

/** The chosen delivery day, kept in the address (?date=) so a link or a reload shows the same day; today by default. */
export function useDeliveryDate(): [string, (date: string) => void] {
  const [params, setParams] = useSearchParams();
  // The server's rule for the day: a date it would refuse falls back to today.
  const asked = DeliveryDayParamsSchema.safeParse({ date: params.get('date') });
  const date = asked.success ? asked.data.date : shopDay(new Date());
  return [date, (next) => setParams({ date: next }, { replace: true })];
}
