import type { CartLine } from '@crabclaw/shared';

/** The navigation state a product page hands the WhatsApp order form: that product alone, as a cart line. */
export interface ProductOrderState {
  productLine: CartLine;
}

/**
 * The product line a product page sent (kept in the history entry, so a reload keeps it); undefined when the
 * form orders the cart. Only its id and quantity reach the server, which prices and checks them itself.
 */
export function productLineOf(state: unknown, whatsApp: boolean): CartLine | undefined {
  if (!whatsApp || typeof state !== 'object' || state === null || !('productLine' in state)) return undefined;
  const line = (state as ProductOrderState).productLine;
  const valid = Number.isInteger(line?.id) && Number.isInteger(line?.quantity) && line.quantity > 0;
  return valid ? line : undefined;
}

export const WHATSAPP_ORDER_PATH = '/public/checkout?via=whatsapp';
