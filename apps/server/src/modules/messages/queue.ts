import { randomUUID } from 'node:crypto';
import { readShopFacts, type OrderLanguage, type OrderMessageKind } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { orderMessages } from '../../db/schema/index.ts';
import { listGeneralParameters } from '../catalogue/index.ts';

/** What the queue needs of the order: who the customer is and the language the order was placed in. */
export interface MessageOrder {
  id: number;
  customerEmail: string;
  language: string;
}

const languageOf = (order: MessageOrder): OrderLanguage => (order.language === 'en' ? 'en' : 'id');

/**
 * Queues a customer e-mail about `order` in the caller's transaction (decision 031): it is sent only if
 * that transaction commits, and nothing here waits for the mail server.
 */
export async function queueOrderMessage(
  tx: Executor,
  order: MessageOrder,
  kind: Exclude<OrderMessageKind, 'newOrder'>,
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

/**
 * Queues what a newly placed order sends: the customer's 'order received' (with the access token, for its
 * link that opens the order) and the shop's 'new order' to parameter 003 when staff have set it.
 */
export async function queuePlacedOrderMessages(tx: Executor, order: MessageOrder, accessToken: string): Promise<void> {
  await queueOrderMessage(tx, order, 'orderReceived', { accessToken });
  const shopEmail = readShopFacts(await listGeneralParameters(tx)).email;
  // The shop reads its notices in Indonesian, the back office's language.
  if (shopEmail) {
    await tx.insert(orderMessages).values({
      id: randomUUID(),
      orderId: order.id,
      kind: 'newOrder',
      recipient: shopEmail,
      language: 'id',
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
