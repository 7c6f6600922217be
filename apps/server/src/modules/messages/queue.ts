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

/**
 * Queues a customer e-mail about `order` in the caller's transaction (decision 031): it is sent only if
 * that transaction commits, and nothing here waits for the mail server.
 */
export async function queueOrderMessage(
  tx: Executor,
  order: MessageOrder,
  kind: CustomerMessageKind,
  details: Record<string, string> = {},
): Promise<void> {
  await tx.insert(orderMessages).values({
    id: randomUUID(),
    orderId: order.id,
    kind,
    recipient: order.customerEmail,
    language: languageOf(order),
    details,
  });
}

/** One shop notice to each notice address (015, else 003): each its own message, Message-ID and tries. */
async function queueShopNotice(
  tx: Executor,
  orderId: number,
  recipients: string[],
  kind: ShopMessageKind,
  details: Record<string, string> = {},
) {
  if (recipients.length === 0) return;
  await tx.insert(orderMessages).values(
    recipients.map((recipient) => ({
      id: randomUUID(),
      orderId,
      kind,
      recipient,
      language: SHOP_LANGUAGE,
      details,
    })),
  );
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
  await queueOrderMessage(tx, order, 'orderReceived', { accessToken });
  await queueShopNotice(tx, order.id, shopNoticeRecipients(parameters), 'newOrder');
  await queueLowStockNotices(tx, order.id, taken, parameters);
}

/**
 * A 'low stock' notice for each product that taking `taken` brought from above its threshold to at or below it
 * (decision 037): an order placed, or staff adding to an order's lines. Once per crossing.
 */
export async function queueLowStockNotices(
  tx: Executor,
  orderId: number,
  taken: readonly TakenLine[],
  /** The general parameters, read once by the caller's transaction. */
  parameters: readonly GeneralParameter[],
): Promise<void> {
  if (taken.length === 0) return;
  const recipients = shopNoticeRecipients(parameters);
  const { defaultLowStockThreshold } = readShopSettings(parameters);
  for (const line of taken) {
    if (!crossedIntoLowStock(line, line.quantity, defaultLowStockThreshold)) continue;
    await queueShopNotice(tx, orderId, recipients, 'lowStock', {
      productId: String(line.productId),
      productName: line.name,
      saleUnit: line.saleUnit,
      stock: String(line.stock),
      threshold: String(line.lowStockThreshold ?? defaultLowStockThreshold),
    });
  }
}

/** Queues the same message again under a new id (staff's 'send again'); the old one stays in the list. */
export async function queueAgain(
  tx: Executor,
  message: Pick<typeof orderMessages.$inferSelect, 'orderId' | 'kind' | 'recipient' | 'language' | 'details'>,
): Promise<void> {
  const { orderId, kind, recipient, language, details } = message;
  await tx.insert(orderMessages).values({ id: randomUUID(), orderId, kind, recipient, language, details });
}
