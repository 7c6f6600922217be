import { randomUUID } from 'node:crypto';
import {
  crossedIntoLowStock,
  readShopSettings,
  shopNoticeRecipients,
  type GeneralParameter,
  type OrderLanguage,
  type OrderMessageKind,
  type ShopMessageKind,
} from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { orderMessages } from '../../db/schema/index.ts';
import type { TakenLine } from '../catalogue/index.ts';

/** What the queue needs of the order: who the customer is and the language the order was placed in. */
export interface MessageOrder {
  id: number;
  customerEmail: string;
  language: string;
}

type CustomerMessageKind = Exclude<OrderMessageKind, ShopMessageKind>;

const languageOf = (order: MessageOrder): OrderLanguage => (order.language === 'en' ? 'en' : 'id');

/**
 * The shop reads its notices in Indonesian (decision 037): the back office's own language, and staff share the
 * addresses, so no one person's choice of language fits them all.
 */
const SHOP_LANGUAGE: OrderLanguage = 'id';

type QueuedMessage = typeof orderMessages.$inferInsert;

/** A customer e-mail about `order`, in the language the order was placed in. */
const customerMessage = (
  order: MessageOrder,
  kind: CustomerMessageKind,
  details: Record<string, string> = {},
): QueuedMessage => ({
  id: randomUUID(),
  orderId: order.id,
  kind,
  recipient: order.customerEmail,
  language: languageOf(order),
  details,
});

/** One shop notice to each notice address (015, else 003): each its own message, Message-ID and tries. */
const shopNotices = (
  orderId: number,
  recipients: readonly string[],
  kind: ShopMessageKind,
  details: Record<string, string> = {},
): QueuedMessage[] =>
  recipients.map((recipient) => ({ id: randomUUID(), orderId, kind, recipient, language: SHOP_LANGUAGE, details }));

/**
 * A 'low stock' notice for each product that taking `taken` brought from above its threshold to at or below it
 * (decision 037): an order placed, or staff adding to an order's lines. Once per crossing.
 */
function lowStockNotices(
  orderId: number,
  taken: readonly TakenLine[],
  parameters: readonly GeneralParameter[],
): QueuedMessage[] {
  const recipients = shopNoticeRecipients(parameters);
  const { defaultLowStockThreshold } = readShopSettings(parameters);
  return taken
    .filter((line) => crossedIntoLowStock(line, line.quantity, defaultLowStockThreshold))
    .flatMap((line) =>
      shopNotices(orderId, recipients, 'lowStock', {
        productId: String(line.productId),
        productName: line.name,
        saleUnit: line.saleUnit,
        stock: String(line.stock),
        threshold: String(line.lowStockThreshold ?? defaultLowStockThreshold),
      }),
    );
}

/**
 * Writes messages in the caller's transaction (decision 031): they are sent only if it commits, and nothing here
 * waits for the mail server. One statement for them all, which numbers them in the order given (queue_position).
 */
async function queue(tx: Executor, messages: QueuedMessage[]): Promise<void> {
  if (messages.length > 0) await tx.insert(orderMessages).values(messages);
}

/** Queues a customer e-mail about `order` in the caller's transaction. */
export async function queueOrderMessage(
  tx: Executor,
  order: MessageOrder,
  kind: CustomerMessageKind,
  details: Record<string, string> = {},
): Promise<void> {
  await queue(tx, [customerMessage(order, kind, details)]);
}

/**
 * Queues what a newly placed order sends: the customer's 'order received' (with the access token, for its
 * link that opens the order), the shop's 'new order', and the low-stock notices of what it took, all in the
 * transaction that took the stock and wrote the order.
 */
export async function queuePlacedOrderMessages(
  tx: Executor,
  order: MessageOrder,
  accessToken: string,
  taken: readonly TakenLine[],
  /** The general parameters the order was placed under, read once by its transaction. */
  parameters: readonly GeneralParameter[],
): Promise<void> {
  await queue(tx, [
    customerMessage(order, 'orderReceived', { accessToken }),
    ...shopNotices(order.id, shopNoticeRecipients(parameters), 'newOrder'),
    ...lowStockNotices(order.id, taken, parameters),
  ]);
}

/** Queues the low-stock notices of lines staff added to an order (lowStockNotices). */
export async function queueLowStockNotices(
  tx: Executor,
  orderId: number,
  taken: readonly TakenLine[],
  /** The general parameters, read once by the caller's transaction. */
  parameters: readonly GeneralParameter[],
): Promise<void> {
  await queue(tx, lowStockNotices(orderId, taken, parameters));
}

/** Queues the same message again under a new id (staff's 'send again'); the old one stays in the list. */
export async function queueAgain(
  tx: Executor,
  message: Pick<typeof orderMessages.$inferSelect, 'orderId' | 'kind' | 'recipient' | 'language' | 'details'>,
): Promise<void> {
  const { orderId, kind, recipient, language, details } = message;
  await queue(tx, [{ id: randomUUID(), orderId, kind, recipient, language, details }]);
}
