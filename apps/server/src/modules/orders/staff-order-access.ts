import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  canSeeCustomerData,
  canSeeShippingDetails,
  type AdminOrder,
  type Order,
  type StaffRole,
  type StaffUser,
} from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { requirePermission, staffOf } from '../auth/index.ts';
import { toAdminOrder } from './admin-order-view.ts';
import { toOrder } from './order-view.ts';

const readOrders = requirePermission('orders.read');

/**
 * The staff member reading an order without a customer token: null for a caller who is not signed in
 * (who gets the customer's 404), 403 for a role without orders.read. The order routes are public, so
 * the guard runs here instead of on the route.
 */
export async function staffReader(request: FastifyRequest, reply: FastifyReply): Promise<StaffUser | null> {
  try {
    await readOrders(request, reply);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) return null;
    throw error;
  }
  return staffOf(request);
}

async function orderRow(executor: Executor, id: number) {
  const [row] = await executor.select().from(orders).where(eq(orders.id, id));
  if (!row) throw notFound('order.notFound');
  return row;
}

/** One order as staff read it (AdminOrder), archived or not. */
export async function orderForStaff(executor: Executor, id: number, viewer: StaffRole): Promise<AdminOrder> {
  return toAdminOrder(executor, await orderRow(executor, id), viewer);
}

const HIDDEN = 'Disembunyikan';

/**
 * The order as its invoice prints it for staff: the customer's own invoice, with what the role may not see
 * replaced by "Disembunyikan" (hidden) or left out: the e-mail for a role that does not see customers'
 * data, and name, phone, address and note for one that does not see where orders go.
 */
export async function invoiceOrderForStaff(executor: Executor, id: number, viewer: StaffRole): Promise<Order> {
  const order = await toOrder(executor, await orderRow(executor, id));
  if (canSeeCustomerData(viewer)) return order;
  if (canSeeShippingDetails(viewer)) return { ...order, customer: { ...order.customer, email: '' } };
  return {
    ...order,
    notes: null,
    customer: { fullName: HIDDEN, email: '', phone: '' },
    shippingAddress: { address: HIDDEN, city: '', province: '', postalCode: '' },
  };
}
