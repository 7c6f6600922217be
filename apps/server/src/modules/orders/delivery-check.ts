import {
  coded,
  parseDeliveryArea,
  quoteShipping,
  SHOP_FACTS,
  type CreateOrder,
  type GeneralParameter,
  type ShippingMethodSettings,
} from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { productHandling, type StockLine } from '../catalogue/index.ts';
import { readShippingSettings } from '../shipping/index.ts';

/** The delivery area staff set (general parameter 017): cities or postal-code prefixes. */
export function deliveryAreaOf(parameters: readonly GeneralParameter[]): string[] {
  return parseDeliveryArea(parameters.find((row) => row.paramCode === SHOP_FACTS.deliveryArea.paramCode)?.deskripsi);
}

export interface ShippingCharge {
  method: ShippingMethodSettings;
  price: number;
}

type ShippingInput = Pick<CreateOrder, 'shippingMethod'> & {
  customerInfo: { province: string; city: string; postalCode: string };
};

/**
 * Step of placing an order (issues 27, decision 041): the chosen method priced from the shop's shipping settings
 * for these lines, their weight and the address (quoteShipping, the rule checkout shows), or 400 naming why it
 * is not offered (the goods, the delivery area, the zone, the weight; switched off), before any stock is taken.
 * Staff changing an order's lines are held to it too (edit-order-lines.ts). Undo: none.
 */
export async function priceShipping(
  tx: Executor,
  input: ShippingInput,
  lines: readonly StockLine[],
  /** The general parameters, read once by the transaction. */
  parameters: readonly GeneralParameter[],
): Promise<ShippingCharge> {
  const [settings, products] = await Promise.all([
    readShippingSettings(tx),
    productHandling(
      tx,
      lines.map((line) => line.productId),
    ),
  ]);
  const area = deliveryAreaOf(parameters);
  const shipped = lines.flatMap((line) => {
    const product = products.find((candidate) => candidate.id === line.productId);
    return product ? [{ ...product, quantity: line.quantity }] : [];
  });
  const quotes = quoteShipping(settings, shipped, area, input.customerInfo);
  const quote = quotes.find(({ method }) => method.id === input.shippingMethod.id);
  if (!quote) {
    const reason = coded(quotes.length === 0 ? 'shipping.noneSetUp' : 'shipping.methodOff');
    throw badRequest(reason, { shippingMethod: reason });
  }
  if (quote.refusal) throw badRequest(quote.refusal, { shippingMethod: quote.refusal });
  return { method: quote.method, price: quote.price! };
}
