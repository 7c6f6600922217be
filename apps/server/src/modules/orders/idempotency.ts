import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CreateOrder } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { StockLine } from '../catalogue/index.ts';

/** An Idempotency-Key and the fingerprint of the request it came with. */
export type Idempotency = { key: string; fingerprint: string };

/**
 * sha256 of what the server takes from the request, in a fixed order: the customer as validated (e-mail
 * in lower case, as stored), the merged lines by product id, the shipping and payment method, the delivery slot. Prices,
 * names and totals a client sends are ignored by the server, so they do not count here either.
 */
export function requestFingerprint(input: CreateOrder, lines: readonly StockLine[]): string {
  const { customerInfo: customer } = input;
  const canonical = JSON.stringify([
    customer.fullName,
    customer.email.toLowerCase(),
    customer.phone,
    customer.address,
    customer.city,
    customer.province,
    customer.postalCode,
    customer.notes,
    lines.map((line) => [line.productId, line.quantity]),
    input.shippingMethod.id,
    input.paymentMethod.id,
    // Only when there is one: a key's fingerprint from before slots existed still matches.
    ...(input.delivery ? [[input.delivery.date, input.delivery.window]] : []),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * The order first placed with this key, if any. A key that came with another request is refused
 * without a word about that order: the key alone must not hand one customer's details to another.
 * Orders from before fingerprints were kept have none, and match nothing.
 */
export async function orderPlacedWithKey(
  executor: Executor,
  { key, fingerprint }: Idempotency,
): Promise<typeof orders.$inferSelect | undefined> {
  const [row] = await executor.select().from(orders).where(eq(orders.idempotencyKey, key));
  if (row && row.idempotencyFingerprint !== fingerprint) throw new HttpError(422, 'order.keyReused');
  return row;
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e as { code?: string } | undefined)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown }).cause) === '23505';
}
