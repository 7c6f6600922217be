import { HANDLING_CLASSES, type HandlingClass } from './handling.ts';
import { SALE_UNITS, type SaleUnit } from './sale-unit.ts';

export const MIN_LINE_QUANTITY = 1;
/** Enforced in logic, not only in markup (the spec's form allowed typing 500). */
export const MAX_LINE_QUANTITY = 99;

/**
 * A cart line as kept on the device under 'cart' (storefront 3). Only id and quantity are trusted;
 * name, price and stock are display copies refreshed from the server before they are shown as current.
 */
export interface CartLine {
  id: number;
  name: string;
  /** Lines stored before issue 10 have no English name and no sale unit (shown unlabelled until refreshed). */
  nameEn?: string | null;
  category: string;
  weight: string | number;
  /** The unit price the server last gave, in whole rupiah (formatted only when shown, with formatRupiah). */
  price: number;
  quantity: number;
  image: string | null;
  inStock: boolean;
  status: string;
  saleUnit?: SaleUnit;
  /** How it travels (issue 27); lines stored before it are judged when the server's copy refreshes them. */
  handling?: HandlingClass;
  /**
   * The stock the device last read from the server (issue 11): the cart caps the line at it. Lines stored
   * before issue 11 have none and are capped at MAX_LINE_QUANTITY until the server's copy refreshes them.
   */
  stock?: number;
}

/*
 * The device's cart is read without zod: every storefront page reads it at start, and zod would double
 * the JavaScript of a first load that uses no other schema (decision 016). The rules are zod's as the
 * schemas state them elsewhere: whole numbers are safe integers, an optional field may be absent.
 */
type Stored = Record<string, unknown>;

const isWholeFrom =
  (min: number) =>
  (value: unknown): value is number =>
    Number.isSafeInteger(value) && (value as number) >= min;
const isRupiah = isWholeFrom(0);
const isString = (value: unknown): value is string => typeof value === 'string';
const isOptional = (value: unknown, is: (value: unknown) => boolean) => value === undefined || is(value);

/**
 * Carts saved before issue 11 kept the price as its display text ('Rp 149.000'). It is read as the
 * number its digits make (the spec's rule for that text, storefront 3); text without a digit leaves the
 * line unreadable rather than priced at Rp 0.
 */
function storedPrice(price: unknown): number | undefined {
  if (!isString(price)) return isRupiah(price) ? price : undefined;
  const digits = price.replace(/\D/g, '');
  return digits && isRupiah(Number(digits)) ? Number(digits) : undefined;
}

/** Whether a stored line has every field a line needs, of the right kind. */
function isReadable(line: Stored): boolean {
  return (
    isWholeFrom(1)(line.id) &&
    isString(line.name) &&
    isOptional(line.nameEn, (name) => name === null || isString(name)) &&
    isString(line.category) &&
    (isString(line.weight) || Number.isFinite(line.weight)) &&
    Number.isSafeInteger(line.quantity) &&
    isOptional(line.image, (image) => image === null || isString(image)) &&
    typeof line.inStock === 'boolean' &&
    isString(line.status)
  );
}

/** One stored line in today's shape; a broken sale unit or stock is dropped rather than the line. */
function readLine(item: unknown): CartLine | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const line = item as Stored;
  const price = storedPrice(line.price);
  if (price === undefined || !isReadable(line)) return undefined;
  const saleUnit = SALE_UNITS.find((unit) => unit === line.saleUnit);
  const handling = HANDLING_CLASSES.find((kind) => kind === line.handling);
  return {
    id: line.id as number,
    name: line.name as string,
    ...(line.nameEn !== undefined && { nameEn: line.nameEn as string | null }),
    category: line.category as string,
    weight: line.weight as string | number,
    price,
    quantity: line.quantity as number,
    image: (line.image as string | null | undefined) ?? null,
    inStock: line.inStock as boolean,
    status: line.status as string,
    ...(saleUnit && { saleUnit }),
    ...(handling && { handling }),
    ...(isRupiah(line.stock) && { stock: line.stock }),
  };
}

/**
 * The lines of a cart as a device kept it under 'cart', in today's shape whatever shape it was saved in.
 * A line that cannot be read (or holds no piece) is dropped and the others kept; anything but a list is
 * an empty cart (storefront 4: a failed read resets the cart).
 */
export function readStoredCart(stored: unknown): CartLine[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((item: unknown) => {
    const line = readLine(item);
    return line && line.quantity >= MIN_LINE_QUANTITY ? [line] : [];
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

/** What a line stopped at when less went in than was asked: the stock, or the 99 a line may hold. */
export type LineLimit = 'stock' | 'max';

/** What adding to a line did: how many went in, what the line now holds, and the limit it met, if any. */
export interface LineAddition {
  added: number;
  quantity: number;
  limit: LineLimit | undefined;
}

/**
 * How many more pieces a line holding `inCart` may take: up to the lower of 99 and the stock, 0 once it
 * holds that much or when nothing is in stock (a customer walk found the page offering 8 more of a
 * lobster with all 8 already in the cart).
 */
export function roomInLine(inCart: number, stock?: number): number {
  if (stock !== undefined && Number.isFinite(stock) && stock < MIN_LINE_QUANTITY) return 0;
  return Math.max(0, maxLineQuantity(stock) - Math.max(0, Math.trunc(inCart)));
}

/**
 * Adding `requested` pieces to a line holding `inCart`: what really goes in (the dialog says this number,
 * not the one asked for) and, when that is less than asked, which limit stopped it.
 */
export function addToLine(inCart: number, requested: number, stock?: number): LineAddition {
  const asked = Number.isFinite(requested) ? Math.max(0, Math.trunc(requested)) : 0;
  const room = roomInLine(inCart, stock);
  const added = Math.min(asked, room);
  const limit = added < asked ? (stock !== undefined && stock < MAX_LINE_QUANTITY ? 'stock' : 'max') : undefined;
  return { added, quantity: Math.max(0, Math.trunc(inCart)) + added, limit };
}
