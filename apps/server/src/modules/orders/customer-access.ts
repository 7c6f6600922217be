import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isValidPhone, normalizePhone, type Order, type TrackOrder, type TrackedOrder } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';
import { accessTokenMatches } from './access-token.ts';
import { toOrder } from './order-view.ts';

/** The customer's access token may come in the query (links) or in the X-Order-Token header (the web app). */
export const TokenQuerySchema = z.object({ token: z.string().max(200).optional() });

/** The customer's access token, from the query or the X-Order-Token header. */
export function customerToken(request: {
  query: { token?: string };
  headers: FastifyRequest['headers'];
}): string | undefined {
  const header = request.headers['x-order-token'];
  return request.query.token ?? (Array.isArray(header) ? header[0] : header);
}

/** The order's row when the token opens it; 404 (as for no order at all) when it does not. */
export async function orderRowForCustomer(executor: Executor, id: number, token: string | undefined) {
  const [row] = await executor.select().from(orders).where(eq(orders.id, id));
  if (!row || !token || !accessTokenMatches(token, row.accessTokenHash)) throw notFound('order.notFound');
  return row;
}

export async function orderForCustomer(executor: Executor, id: number, token: string | undefined): Promise<Order> {
  return toOrder(executor, await orderRowForCustomer(executor, id, token));
}

/**
 * Track order: the order number plus the e-mail or phone it was placed with. Phones compare in the form
 * checkout stores them (phone.ts), so '0812-3456-7890' and '+62 812 3456 7890' find the same order.
 */
export async function trackOrder(executor: Executor, query: TrackOrder): Promise<TrackedOrder> {
  const [row] = await executor.select().from(orders).where(eq(orders.orderNumber, query.orderNumber.toUpperCase()));
  const contact = query.contact.toLowerCase();
  const matches =
    row &&
    (row.customerEmail === contact ||
      (isValidPhone(contact) && normalizePhone(row.customerPhone) === normalizePhone(contact)));
  if (!row || !matches) throw notFound('tracking.notFound');
  const { customer: _customer, shippingAddress: _address, notes: _notes, ...tracked } = await toOrder(executor, row);
  return tracked;
}
