import { z } from 'zod';
import { CustomerInfoSchema, DeliveryChoiceSchema, PAYMENT_METHOD_IDS, SHIPPING_METHOD_IDS } from '@crabclaw/shared';
import { storedDraft, storedReceipt } from './order-storage.ts';

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

/** What the device kept, if it has the shape it must have (the storage is the visitor's to change). */
function checked<T>(value: unknown, schema: z.ZodType<T>): T | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export const readDraft = () => checked(storedDraft(), DraftSchema);
export const readReceipt = () => checked(storedReceipt(), ReceiptSchema);
