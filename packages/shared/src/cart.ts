import { z } from 'zod';
import { SALE_UNITS } from './sale-unit.ts';

export const MIN_LINE_QUANTITY = 1;
/** Enforced in logic, not only in markup (the spec's form allowed typing 500). */
export const MAX_LINE_QUANTITY = 99;

/**
 * A cart line as kept on the device under 'cart' (storefront 3). Only id and quantity are trusted;
 * name, price and stock are display copies refreshed from the server before they are shown as current.
 */
export const CartLineSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** Lines stored before issue 10 have no English name and no sale unit (shown unlabelled until refreshed). */
  nameEn: z.string().nullable().optional(),
  category: z.string(),
  weight: z.union([z.string(), z.number()]),
  price: z.union([z.string(), z.number()]),
  quantity: z.number().int(),
  image: z.string().nullable().default(null),
  inStock: z.boolean(),
  status: z.string(),
  saleUnit: z.enum(SALE_UNITS).optional().catch(undefined),
});
export type CartLine = z.infer<typeof CartLineSchema>;

export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_LINE_QUANTITY;
  return Math.min(MAX_LINE_QUANTITY, Math.max(MIN_LINE_QUANTITY, Math.trunc(quantity)));
}
