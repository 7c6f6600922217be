import { useState } from 'react';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, type SaleUnit } from '@crabclaw/shared';

/** A product in an order staff are writing: what the screen shows of it and how many. */
export interface ChosenLine {
  productId: number;
  name: string;
  /** The price per sale unit: today's for a product added now, the sold price for a line the order had. */
  price: number;
  saleUnit: SaleUnit | null;
  weight: number | null;
  /** The catalogue's stock when the product was found; unknown for a line the order already had. */
  stock: number | null;
  quantity: number;
}

const held = (quantity: number) => Math.min(MAX_LINE_QUANTITY, Math.max(MIN_LINE_QUANTITY, Math.round(quantity)));

/** The lines of an order being written or changed: add a product (once: again adds one more), set, remove. */
export function useChosenLines(initial: ChosenLine[] = []) {
  const [lines, setLines] = useState(initial);
  return {
    lines,
    add: (line: Omit<ChosenLine, 'quantity'>) =>
      setLines((now) =>
        now.some((chosen) => chosen.productId === line.productId)
          ? now.map((chosen) =>
              chosen.productId === line.productId ? { ...chosen, quantity: held(chosen.quantity + 1) } : chosen,
            )
          : [...now, { ...line, quantity: MIN_LINE_QUANTITY }],
      ),
    setQuantity: (productId: number, quantity: number) =>
      setLines((now) =>
        now.map((line) => (line.productId === productId ? { ...line, quantity: held(quantity) } : line)),
      ),
    remove: (productId: number) => setLines((now) => now.filter((line) => line.productId !== productId)),
  };
}

export type ChosenLines = ReturnType<typeof useChosenLines>;
