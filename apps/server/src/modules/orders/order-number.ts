import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.ts';
import { shopDate } from './shop-calendar.ts';

/**
 * The next readable order number of the day, CC-20261122-0042. The counter row is bumped with one
 * upsert, so concurrent orders serialise on it and never share a number.
 */
export async function nextOrderNumber(tx: Executor, now: Date): Promise<string> {
  const day = shopDate(now).replaceAll('-', '');
  const [row] = await queryRows<{ last_number: number }>(
    tx,
    sql`insert into order_number_counters (day, last_number) values (${day}, 1)
        on conflict (day) do update set last_number = order_number_counters.last_number + 1
        returning last_number`,
  );
  return `CC-${day}-${String(row!.last_number).padStart(4, '0')}`;
}
