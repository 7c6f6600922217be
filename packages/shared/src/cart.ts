import { z } from 'zod';
import { SALE_UNITS } from './sale-unit.ts';

export const MIN_LINE_QUANTITY = 1;
/** Enforced in logic, not only in markup (the spec's form allowed typing 500). */
export const MAX_LINE_QUANTITY = 99;

/** An amount of whole rupiah, as the cart keeps prices (formatted only when shown, with formatRupiah). */
const RupiahSchema = z.number().int().nonnegative();

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
  /** The unit price the server last gave, in whole rupiah. */
  price: RupiahSchema,
  quantity: z.number().int(),
  image: z.string().nullable().default(null),
  inStock: z.boolean(),
  status: z.string(),
  saleUnit: z.enum(SALE_UNITS).optional().catch(undefined),
  /**
   * The stock the device last read from the server (issue 11): the cart caps the line at it. Lines stored
   * before issue 11 have none and are capped at MAX_LINE_QUANTITY until the server's copy refreshes them.
   */
  stock: z.number().int().nonnegative().optional().catch(undefined),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/**
 * Carts saved before issue 11 kept the price as its display text ('Rp 149.000'). It is read as the
 * number its digits make (the spec's rule for that text, storefront 3); text without a digit leaves the
 * line unreadable rather than priced at Rp 0.
 */
const StoredPriceSchema = z.union([
  RupiahSchema,
  z
    .string()
    .transform((text) => text.replace(/\D/g, ''))
    .pipe(z.string().min(1))
    .transform(Number)
    .pipe(RupiahSchema),
]);
const StoredCartLineSchema = CartLineSchema.extend({ price: StoredPriceSchema });

/**
 * The lines of a cart as a device kept it under 'cart', in today's shape whatever shape it was saved in.
 * A line that cannot be read (or holds no piece) is dropped and the others kept; anything but a list is
 * an empty cart (storefront 4: a failed read resets the cart).
 */
export function readStoredCart(stored: unknown): CartLine[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item: unknown) => {
    const line = StoredCartLineSchema.safeParse(item);
    return line.success && line.data.quantity >= MIN_LINE_QUANTITY ? [line.data] : [];
  });
}

/**
 * The most one line may hold: MAX_LINE_QUANTITY, or less when the stock is lower (issue 11). Never below
 * MIN_LINE_QUANTITY: a sold-out line keeps its one piece and is refused by its status, not by its count.
 */
export function maxLineQuantity(stock?: number): number {
  if (stock === undefined || !Number.isFinite(stock)) return MAX_LINE_QUANTITY;
  return Math.max(MIN_LINE_QUANTITY, Math.min(MAX_LINE_QUANTITY, Math.trunc(stock)));
}

/** A quantity the cart may hold: a whole number from 1 to the lower of 99 and the stock, when known. */
export function clampQuantity(quantity: number, stock?: number): number {
  if (!Number.isFinite(quantity)) return MIN_LINE_QUANTITY;
  return Math.min(maxLineQuantity(stock), Math.max(MIN_LINE_QUANTITY, Math.trunc(quantity)));
}

/** The stock, not the 99 cap, is what limits this line: the cart then says how many are left. */
export function isStockLimited(line: Pick<CartLine, 'stock'>): boolean {
  return line.stock !== undefined && line.stock < MAX_LINE_QUANTITY;
}
