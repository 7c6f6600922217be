import type { OrderDraft, OrderReceipt } from './order-draft.ts';

/**
 * What the device keeps between checkout's pages, in session storage: the draft checkout hands to the
 * confirmation page, and the receipt of the placed order. Writing needs no checks; reading back does
 * (order-draft.ts), so checkout's own first run does not build zod's schemas for a draft that is not there
 * (issue 21).
 */
const DRAFT_KEY = 'orderDraft';
const RECEIPT_KEY = 'lastOrder';

/** What the device holds under `key`, not yet checked: null when nothing (or no JSON) is there. */
function stored(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === undefined) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`could not save ${key}`, error);
  }
}

export const storedDraft = () => stored(DRAFT_KEY);
export const storedReceipt = () => stored(RECEIPT_KEY);
export const saveDraft = (draft: Omit<OrderDraft, 'idempotencyKey' | 'fromCheckout'>) =>
  write(DRAFT_KEY, { ...draft, idempotencyKey: crypto.randomUUID(), fromCheckout: true });
export const clearDraft = () => write(DRAFT_KEY, undefined);
export const saveReceipt = (receipt: OrderReceipt) => write(RECEIPT_KEY, receipt);
