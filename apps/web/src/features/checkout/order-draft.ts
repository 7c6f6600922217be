import { z } from 'zod';
import { CustomerInfoSchema, DeliveryChoiceSchema, PAYMENT_METHOD_IDS, SHIPPING_METHOD_IDS } from '@crabclaw/shared';

/**
 * What checkout hands to the confirmation page. It lives in session storage so a reload of the
 * confirmation page keeps it; the idempotency key is made once per draft, so pressing 'Proses Pesanan'
 * twice (or retrying after a network error) can never order twice.
 */
const DraftSchema = z.object({
  customerInfo: CustomerInfoSchema,
  shippingMethodId: z.enum(SHIPPING_METHOD_IDS),
  paymentMethodId: z.enum(PAYMENT_METHOD_IDS),
  /** The day and window, when the shipping method needs one (issue 27). */
  delivery: DeliveryChoiceSchema.optional(),
  idempotencyKey: z.string().min(16),
  fromCheckout: z.literal(true),
});
export type OrderDraft = z.infer<typeof DraftSchema>;

const ReceiptSchema = z.object({
  orderId: z.number().int().positive(),
  orderNumber: z.string(),
  accessToken: z.string(),
  /** A WhatsApp order's wa.me link with the server's message: the success page opens it again. */
  whatsAppUrl: z.url().optional(),
});
/** Lets the success page (and a reload of it) read the placed order with its access token. */
export type OrderReceipt = z.infer<typeof ReceiptSchema>;

const DRAFT_KEY = 'orderDraft';
const RECEIPT_KEY = 'lastOrder';

function read<T>(key: string, schema: z.ZodType<T>): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(sessionStorage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
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

export const readDraft = () => read(DRAFT_KEY, DraftSchema);
export const saveDraft = (draft: Omit<OrderDraft, 'idempotencyKey' | 'fromCheckout'>) =>
  write(DRAFT_KEY, { ...draft, idempotencyKey: crypto.randomUUID(), fromCheckout: true });
export const clearDraft = () => write(DRAFT_KEY, undefined);
export const readReceipt = () => read(RECEIPT_KEY, ReceiptSchema);
export const saveReceipt = (receipt: OrderReceipt) => write(RECEIPT_KEY, receipt);
