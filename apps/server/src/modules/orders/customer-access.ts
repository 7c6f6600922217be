import { eq } from 'drizzle-orm';
import type { Order, TrackOrder, TrackedOrder } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';
import { accessTokenMatches } from './access-token.ts';
import { toOrder } from './order-view.ts';

/** One answer for "no such order" and "wrong token", so ids cannot be probed. */
export const NOT_FOUND = 'Pesanan tidak ditemukan.';

export async function orderForCustomer(executor: Executor, id: number, token: string | undefined): Promise<Order> {
  const [row] = await executor.select().from(orders).where(eq(orders.id, id));
  if (!row || !token || !accessTokenMatches(token, row.accessTokenHash)) throw notFound(NOT_FOUND);
  return toOrder(executor, row);
}

const digits = (text: string) => text.replace(/\D/g, '');

/** Track order: the order number plus the e-mail or phone it was placed with. */
export async function trackOrder(executor: Executor, query: TrackOrder): Promise<TrackedOrder> {
  const [row] = await executor.select().from(orders).where(eq(orders.orderNumber, query.orderNumber.toUpperCase()));
  const contact = query.contact.toLowerCase();
  const matches =
    row &&
    (row.customerEmail === contact || (digits(contact).length >= 10 && digits(row.customerPhone) === digits(contact)));
  if (!row || !matches)
    throw notFound('Pesanan tidak ditemukan. Periksa nomor pesanan dan email atau nomor telepon Anda.');
  const { customer: _customer, shippingAddress: _address, notes: _notes, ...tracked } = await toOrder(executor, row);
  return tracked;
}
