import {
  orderForText,
  orderTrackingUrl,
  whatsAppLink,
  whatsAppOrderNumber,
  whatsAppOrderText,
  type CreateOrder,
  type WhatsAppPlacedOrder,
} from '@crabclaw/shared';
import type { Database } from '../../db/client.ts';
import { conflict } from '../../lib/http-errors.ts';
import { listGeneralParameters } from '../catalogue/index.ts';
import { SHOP_NAME } from '../messages/index.ts';
import { placeOrder, type PlacedOrder, type PlaceOrderOptions } from './place-order.ts';

export interface WhatsAppOrder extends PlacedOrder {
  whatsApp: WhatsAppPlacedOrder['whatsApp'];
}

/**
 * Places an order the customer sends the shop by WhatsApp (issue 26): the same placement as checkout
 * (limits, stock, prices, expiry, idempotency) with channel 'whatsapp', and the message to send, composed
 * here in the order's language. Refused (409) while parameter 009 holds no number: there is nobody to send it to.
 */
export async function placeWhatsAppOrder(
  db: Database,
  input: CreateOrder,
  options: Omit<PlaceOrderOptions, 'channel'> & { baseUrl: string },
): Promise<WhatsAppOrder> {
  const number = whatsAppOrderNumber(await listGeneralParameters(db));
  if (!number) throw conflict('order.whatsAppUnavailable');
  const placed = await placeOrder(db, input, { ...options, channel: 'whatsapp' });
  const text = whatsAppOrderText('order', orderForText(placed.order), {
    language: options.language ?? 'id',
    shopName: SHOP_NAME,
    trackUrl: orderTrackingUrl(options.baseUrl, placed.order.orderNumber),
  });
  return { ...placed, whatsApp: { number, text, url: whatsAppLink(number, text) } };
}
