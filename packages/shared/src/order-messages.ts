import { z } from 'zod';
import { IdParamSchema } from './catalogue.ts';
import { whatsAppLink, whatsAppNumber } from './shop-facts.ts';
import { WHATSAPP_SHORTCUT_KINDS } from './whatsapp-order-text.ts';

/** The notices to the shop itself (015, else 003): a new order, and a product of it falling low on stock. */
export const SHOP_MESSAGE_KINDS = ['newOrder', 'lowStock'] as const;

/**
 * The e-mails the shop sends about an order (issue 25, docs/order-messages.md): to the customer, in the
 * language the order was placed in, and the shop's notices (decision 037).
 */
export const ORDER_MESSAGE_KINDS = [
  'orderReceived',
  'paymentReceived',
  'shipped',
  'shipmentChanged',
  'delivered',
  'cancelled',
  'expired',
  ...SHOP_MESSAGE_KINDS,
] as const;
export type OrderMessageKind = (typeof ORDER_MESSAGE_KINDS)[number];
export type ShopMessageKind = (typeof SHOP_MESSAGE_KINDS)[number];

/** Queued until the worker hands it to the mail server (sent), or gives up after its tries (failed). */
export const ORDER_MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const;
export type OrderMessageStatus = (typeof ORDER_MESSAGE_STATUSES)[number];

export const ORDER_LANGUAGES = ['id', 'en'] as const;
export type OrderLanguage = (typeof ORDER_LANGUAGES)[number];

/** Whether a message goes to the customer (and may then also be sent by WhatsApp) rather than to the shop. */
export function isCustomerMessage(kind: OrderMessageKind): boolean {
  return !(SHOP_MESSAGE_KINDS as readonly string[]).includes(kind);
}

/**
 * The click-to-chat link that opens WhatsApp with `text` as a draft to the customer's number (0812... read
 * as 62812...); null when the phone is no number WhatsApp could reach.
 */
export function whatsAppMessageLink(phone: string, text: string): string | null {
  const number = whatsAppNumber(phone);
  return number ? whatsAppLink(number, text) : null;
}

/** The storefront's tracking page of an order by its number: the e-mails and the WhatsApp texts link it. */
export function orderTrackingUrl(baseUrl: string, orderNumber: string): string {
  return `${baseUrl}/public/orders?order=${encodeURIComponent(orderNumber)}`;
}

export const OrderMessageSchema = z.object({
  id: z.string().describe('Also the e-mail’s Message-ID'),
  kind: z.enum(ORDER_MESSAGE_KINDS),
  recipient: z.string().describe('The address it goes to'),
  status: z.enum(ORDER_MESSAGE_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable().describe('Why the last try failed'),
  queuedAt: z.string(),
  sentAt: z.string().nullable(),
  whatsAppLink: z
    .string()
    .nullable()
    .describe(
      'A customer message as a WhatsApp draft to the customer (wa.me); null for the shop’s or without a number',
    ),
});
export type OrderMessage = z.infer<typeof OrderMessageSchema>;

export const WhatsAppShortcutSchema = z.object({
  kind: z.enum(WHATSAPP_SHORTCUT_KINDS),
  link: z.string().describe('wa.me draft to the customer’s number, in the order’s language'),
});
export type WhatsAppShortcut = z.infer<typeof WhatsAppShortcutSchema>;

export const OrderMessageListSchema = z.object({
  mailConfigured: z.boolean().describe('False without SMTP_URL: messages stay queued, nothing is sent'),
  messages: z.array(OrderMessageSchema).describe('Oldest first'),
  shortcuts: z
    .array(WhatsAppShortcutSchema)
    .describe(
      'WhatsApp drafts to the customer that fit the order now: confirm it (lines, total), remind of the payment (amount, accounts of 008, deadline in WIB) while unpaid, say it is shipped (courier, waybill) once shipped; empty when cancelled or the phone is no WhatsApp number',
    ),
});
export type OrderMessageList = z.infer<typeof OrderMessageListSchema>;

export const OrderMessageParamsSchema = IdParamSchema.extend({ messageId: z.uuid() });

export const MailStatusSchema = z.object({
  mailConfigured: z.boolean().describe('False without SMTP_URL: order e-mails stay queued'),
  failed: z
    .array(
      z.object({
        id: z.string(),
        orderId: z.number().int(),
        orderNumber: z.string(),
        kind: z.enum(ORDER_MESSAGE_KINDS),
        queuedAt: z.string(),
      }),
    )
    .describe('Messages that gave up after their tries, newest first (at most 10); the reason is on the order page'),
});
export type MailStatus = z.infer<typeof MailStatusSchema>;
