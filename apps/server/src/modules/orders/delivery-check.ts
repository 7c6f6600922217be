import { parseDeliveryArea, SHOP_FACTS, shippingMethod, shippingRefusal, type CreateOrder } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { listGeneralParameters, productHandling, type StockLine } from '../catalogue/index.ts';

/** The delivery area staff set (general parameter 017): cities or postal-code prefixes. */
export async function deliveryArea(executor: Executor): Promise<string[]> {
  const parameters = await listGeneralParameters(executor);
  return parseDeliveryArea(parameters.find((row) => row.paramCode === SHOP_FACTS.deliveryArea.paramCode)?.deskripsi);
}

/**
 * Step of placing an order (issue 27): live and fresh products go only with a method that carries them, and
 * an area-only method only to an address in the delivery area; otherwise 400 naming why, before any stock is
 * taken. Staff changing an order's lines are held to it too (edit-order-lines.ts). Undo: none.
 */
export async function checkShipping(
  tx: Executor,
  input: Pick<CreateOrder, 'shippingMethod'> & { customerInfo: { city: string; postalCode: string } },
  lines: readonly StockLine[],
): Promise<void> {
  const method = shippingMethod(input.shippingMethod.id);
  const handled = await productHandling(
    tx,
    lines.map((line) => line.productId),
  );
  const reason = shippingRefusal(method, handled, await deliveryArea(tx), input.customerInfo);
  if (reason) throw badRequest(reason, { shippingMethod: reason });
}
