import { z } from 'zod';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from './cart.ts';
import { PAYMENT_METHOD_IDS, SHIPPING_METHOD_IDS } from './checkout-methods.ts';
import { requiredOr, requiredText, strictToNumber, textField } from './form-fields.ts';
import { DeliveryChoiceSchema, OrderDeliverySchema } from './delivery-slots.ts';
import { encodeMessage } from './messages.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './order-lifecycle.ts';
import { OnlinePaymentSchema } from './online-payment.ts';
import { normalizePhone, PHONE_PATTERN } from './phone.ts';
import { INDONESIAN_PROVINCES } from './provinces.ts';
import { SALE_UNITS } from './sale-unit.ts';

// The phone rule lives in phone.ts; exported with the checkout it serves (the package index lists modules).
export * from './phone.ts';

// Storefront section 5 (Checkout form): the spec's messages, as codes (messages.ts) both sides translate.
export const CustomerInfoSchema = z.object({
  fullName: requiredText('checkout.fullNameRequired').pipe(
    z.string().min(3, encodeMessage('checkout.fullNameTooShort')).max(100, encodeMessage('checkout.fullNameTooLong')),
  ),
  email: requiredText('checkout.emailRequired').pipe(
    z.email(encodeMessage('checkout.emailInvalid')).max(254, encodeMessage('checkout.emailInvalid')),
  ),
  // '0812-3456-7890' and '+62 812 3456 7890' are kept as '081234567890', the form tracking compares.
  phone: requiredText('checkout.phoneRequired')
    .transform(normalizePhone)
    .pipe(z.string().regex(PHONE_PATTERN, encodeMessage('checkout.phoneInvalid'))),
  address: requiredText('checkout.addressRequired').pipe(
    z.string().min(10, encodeMessage('checkout.addressTooShort')).max(300, encodeMessage('checkout.addressTooLong')),
  ),
  city: requiredText('checkout.cityRequired').pipe(z.string().max(100, encodeMessage('checkout.cityTooLong'))),
  province: z.enum(INDONESIAN_PROVINCES, {
    error: requiredOr('checkout.provinceRequired', 'checkout.provinceInvalid'),
  }),
  postalCode: requiredText('checkout.postalCodeRequired').pipe(
    z.string().regex(/^\d{5}$/, encodeMessage('checkout.postalCodeInvalid')),
  ),
  notes: z
    .string({ error: encodeMessage('checkout.notesTooLong') })
    .trim()
    .max(500, encodeMessage('checkout.notesTooLong'))
    .optional()
    .default(''),
});
export type CustomerInfo = z.infer<typeof CustomerInfoSchema>;
export type CustomerInfoInput = z.input<typeof CustomerInfoSchema>;

/** At most this many different products in one order. */
export const MAX_ORDER_LINES = 50;

/**
 * The order payload of the spec (storefront 3). The server reads only the ids and quantities; the
 * names, prices and totals a client sends are accepted for compatibility and never trusted.
 */
export const CreateOrderSchema = z.object({
  customerInfo: CustomerInfoSchema,
  items: z
    .array(
      z.object({
        productId: z.preprocess(
          strictToNumber,
          z.number(encodeMessage('checkout.productInvalid')).int().positive().max(2_147_483_647),
        ),
        quantity: z.preprocess(
          strictToNumber,
          z
            .number(encodeMessage('checkout.quantityWhole'))
            .int(encodeMessage('checkout.quantityWhole'))
            .min(MIN_LINE_QUANTITY, encodeMessage('checkout.quantityTooSmall', { min: MIN_LINE_QUANTITY }))
            .max(MAX_LINE_QUANTITY, encodeMessage('checkout.quantityTooLarge', { max: MAX_LINE_QUANTITY })),
        ),
        productName: z.string().optional(),
        price: z.unknown().optional(),
        image: z.unknown().optional(),
      }),
      { error: requiredOr('checkout.cartEmpty', 'validation.invalid') },
    )
    .min(1, encodeMessage('checkout.cartEmpty'))
    .max(MAX_ORDER_LINES, encodeMessage('checkout.tooManyLines', { max: MAX_ORDER_LINES })),
  shippingMethod: z.object(
    { id: z.enum(SHIPPING_METHOD_IDS, { error: encodeMessage('checkout.shippingUnknown') }) },
    { error: requiredOr('checkout.shippingRequired', 'checkout.shippingUnknown') },
  ),
  paymentMethod: z.object(
    { id: z.enum(PAYMENT_METHOD_IDS, { error: encodeMessage('checkout.paymentUnknown') }) },
    { error: requiredOr('checkout.paymentRequired', 'checkout.paymentUnknown') },
  ),
  delivery: DeliveryChoiceSchema.optional().describe(
    'The day and window (GET /api/delivery/slots): required by a method that reaches only the delivery area, refused by any other',
  ),
  pricing: z.unknown().optional(),
});
export type CreateOrderInput = z.input<typeof CreateOrderSchema>;
export type CreateOrder = z.infer<typeof CreateOrderSchema>;

/** A stored order as customers and staff read it (back-office.md section 3, Order). */
export const OrderSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  orderDate: z.string(),
  updatedAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentDate: z.string().nullable(),
  notes: z.string().nullable(),
  estimatedDelivery: z.string().describe('YYYY-MM-DD, from the shipping method'),
  subtotal: z.number().int(),
  shippingCost: z.number().int(),
  paymentFee: z.number().int(),
  total: z.number().int(),
  customer: z.object({ fullName: z.string(), email: z.string(), phone: z.string() }),
  shippingAddress: z.object({ address: z.string(), city: z.string(), province: z.string(), postalCode: z.string() }),
  shippingMethod: z.object({ id: z.string(), name: z.string(), estimatedDays: z.string() }),
  paymentMethod: z.object({ id: z.string(), name: z.string() }),
  shippingCourier: z.string().nullable().describe('Entered by staff when they marked the order shipped'),
  waybillNumber: z.string().nullable().describe('The courier’s tracking number (resi), entered with the courier'),
  delivery: OrderDeliverySchema.nullable().describe('The day (WIB) and window chosen for a live or fresh delivery'),
  orderItems: z.array(
    z.object({
      productId: z.number().int().nullable(),
      productName: z.string(),
      productImage: z.string().nullable(),
      quantity: z.number().int(),
      unitPrice: z.number().int(),
      totalPrice: z.number().int(),
      // As sold when the order was placed (null for orders from before sale units were kept);
      // absent where a view of the order does not need them (the staff list's first lines).
      saleUnit: z.enum(SALE_UNITS).nullable().optional(),
      weight: z.number().nullable().optional(),
    }),
  ),
});
export type Order = z.infer<typeof OrderSchema>;

/** What the customer's views of an online-paid order add: where to pay, while it waits for its payment. */
export const CustomerOrderSchema = OrderSchema.extend({ onlinePayment: OnlinePaymentSchema.nullable().optional() });
export type CustomerOrder = z.infer<typeof CustomerOrderSchema>;

export const PlacedOrderSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: CustomerOrderSchema.extend({
    accessToken: z.string().describe('Needed to read the order and its invoice again'),
  }),
});
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

/** A WhatsApp order (issue 26): the placed order and the message the customer sends the shop, composed by the server. */
export const WhatsAppPlacedOrderSchema = PlacedOrderSchema.extend({
  whatsApp: z.object({
    number: z.string().describe('The shop’s WhatsApp (parameter 009) as wa.me wants it: 62...'),
    text: z.string().describe('The order in the customer’s language, under 1,000 characters'),
    url: z.string().describe('https://wa.me/<number>?text=<text>: the browser opens it'),
  }),
});
export type WhatsAppPlacedOrder = z.infer<typeof WhatsAppPlacedOrderSchema>;

export const CheckoutOptionsSchema = z.object({
  shippingMethods: z
    .array(
      z.object({
        id: z.enum(SHIPPING_METHOD_IDS),
        name: z.string(),
        nameId: z.string(),
        nameEn: z.string(),
        price: z.number().int().describe('The lowest price of its bands: what it costs from'),
        estimatedDays: z.string(),
        minDays: z.number().int(),
        maxDays: z.number().int(),
        carriesLiveAndFresh: z.boolean().describe('Whether the method takes live and fresh products'),
        deliveryAreaOnly: z.boolean().describe('Whether the method reaches only the addresses of `deliveryArea`'),
        coldBoxFee: z.number().int().describe('Added when the order holds live, fresh or frozen goods'),
        active: z.boolean(),
        rates: z
          .array(z.object({ zone: z.string(), upToKg: z.number().nullable(), price: z.number().int() }))
          .describe('Its price per zone, for orders weighing up to `upToKg` (null: any weight), lightest first'),
      }),
    )
    .describe('The active methods; quoteShipping (packages/shared) prices a cart with them as the server does'),
  shippingZones: z
    .array(z.object({ name: z.string(), provinces: z.array(z.string()), cities: z.array(z.string()) }))
    .describe('Provinces, optionally narrowed to cities; an address takes the first zone a method prices'),
  deliveryArea: z
    .array(z.string())
    .describe('Cities, or postal-code prefixes (digits), the area-only methods reach (general parameter 017)'),
  paymentMethods: z.array(z.object({ id: z.enum(PAYMENT_METHOD_IDS), name: z.string(), fee: z.number().int() })),
  provinces: z.array(z.string()).describe('The provinces some active method serves'),
  orderEmails: z
    .boolean()
    .describe('Whether the shop e-mails the customer about the order (a mail server is configured, SMTP_URL)'),
  whatsAppOrders: z
    .boolean()
    .describe('Whether the shop takes orders by WhatsApp (parameter 009 holds a number): POST /api/Orders/whatsapp'),
});
export type CheckoutOptions = z.infer<typeof CheckoutOptionsSchema>;

export const TrackOrderSchema = z.object({
  orderNumber: textField('tracking.orderNumberRequired')
    .trim()
    .min(1, encodeMessage('tracking.orderNumberRequired'))
    .max(40, encodeMessage('tracking.orderNumberTooLong', { max: 40 })),
  contact: textField('tracking.contactRequired')
    .trim()
    .min(1, encodeMessage('tracking.contactRequired'))
    .max(254, encodeMessage('tracking.contactTooLong', { max: 254 })),
});
export type TrackOrder = z.infer<typeof TrackOrderSchema>;

// How to pay (with the bank accounts of general parameter 008): paymentInstructions in payment-instructions.ts.

/** What the order tracker shows: status, items and totals, without the customer's contact and address. */
export const TrackedOrderSchema = CustomerOrderSchema.omit({ customer: true, shippingAddress: true, notes: true });
export type TrackedOrder = z.infer<typeof TrackedOrderSchema>;
