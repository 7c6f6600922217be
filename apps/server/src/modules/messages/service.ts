import { and, asc, desc, eq } from 'drizzle-orm';
import { isCustomerMessage, whatsAppMessageLink, type OrderMessage, type OrderMessageList } from '@crabclaw/shared';
import type { Database, Executor } from '../../db/client.ts';
import { orderMessages, orders } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';
import { messageBody, messageContext } from './content.ts';
import { queueAgain } from './queue.ts';
import { plainText } from './templates.ts';
import { whatsAppShortcuts } from './whatsapp-shortcuts.ts';

type MessageRow = typeof orderMessages.$inferSelect;

async function orderOf(executor: Executor, orderId: number) {
  const [order] = await executor.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('order.notFound');
  return order;
}

/** The WhatsApp draft of a customer message: the same words as the e-mail's text part. */
async function whatsAppLinkOf(executor: Executor, message: MessageRow, phone: string, baseUrl: string) {
  if (!isCustomerMessage(message.kind)) return null;
  const context = await messageContext(executor, message, baseUrl);
  if (!context) return null;
  const body = messageBody(context);
  return whatsAppMessageLink(phone, `${body.subject}\n\n${plainText(body)}`);
}

/** Every message of the order, oldest first, with its state and, for the customer's, the WhatsApp draft; and the WhatsApp shortcuts. */
export async function listOrderMessages(
  db: Database,
  orderId: number,
  { mailConfigured, baseUrl }: { mailConfigured: boolean; baseUrl: string },
): Promise<OrderMessageList> {
  const order = await orderOf(db, orderId);
  const rows = await db
    .select()
    .from(orderMessages)
    .where(eq(orderMessages.orderId, orderId))
    .orderBy(asc(orderMessages.queuePosition));
  const messages: OrderMessage[] = [];
  for (const row of rows) {
    messages.push({
      id: row.id,
      kind: row.kind,
      recipient: row.recipient,
      status: row.status,
      attempts: row.attempts,
      lastError: row.lastError,
      queuedAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      whatsAppLink: await whatsAppLinkOf(db, row, order.customerPhone, baseUrl),
    });
  }
  return { mailConfigured, messages, shortcuts: await whatsAppShortcuts(db, order, baseUrl) };
}

/** Queues a message of the order once more, under a new Message-ID (staff's 'send again'). */
export async function resendOrderMessage(db: Database, orderId: number, messageId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [message] = await tx
      .select()
      .from(orderMessages)
      .where(and(eq(orderMessages.id, messageId), eq(orderMessages.orderId, orderId)));
    if (!message) throw notFound('mail.messageNotFound');
    await queueAgain(tx, message);
  });
}

/** Messages that gave up (newest first, at most `limit`), for the dashboard. */
export async function failedOrderMessages(executor: Executor, limit = 10) {
  return executor
    .select({
      id: orderMessages.id,
      orderId: orderMessages.orderId,
      orderNumber: orders.orderNumber,
      kind: orderMessages.kind,
      queuedAt: orderMessages.createdAt,
    })
    .from(orderMessages)
    .innerJoin(orders, eq(orders.id, orderMessages.orderId))
    .where(eq(orderMessages.status, 'failed'))
    .orderBy(desc(orderMessages.queuePosition))
    .limit(limit);
}
