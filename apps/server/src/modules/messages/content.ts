import { asc, eq } from 'drizzle-orm';
import {
  formatDelivery,
  formatRupiah,
  orderExpiry,
  orderTrackingUrl,
  PAYMENT_METHOD_IDS,
  paymentInstructions,
  priceUnitLabel,
  quantityLabel,
  readShopFacts,
  readShopSettings,
  shopDateTime,
  translateMail,
  type MailWord,
  type MessageParams,
  type OrderMessageKind,
  type OrderStatus,
  type PaymentMethodId,
  type PaymentStatus,
} from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { orderItems, orderMessages, orders } from '../../db/schema/index.ts';
import { listGeneralParameters } from '../catalogue/index.ts';
import type { MessageBody } from './templates.ts';

export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;
type MessageRow = typeof orderMessages.$inferSelect;
type Parameters = Awaited<ReturnType<typeof listGeneralParameters>>;

export const SHOP_NAME = 'CrabClaw Seafood';

/** An e-mail text in the message's language. */
type Say = (word: MailWord, params?: MessageParams) => string;

const SUBJECTS: Record<OrderMessageKind, MailWord> = {
  orderReceived: 'subjectOrderReceived',
  paymentReceived: 'subjectPaymentReceived',
  shipped: 'subjectShipped',
  shipmentChanged: 'subjectShipmentChanged',
  delivered: 'subjectDelivered',
  cancelled: 'subjectCancelled',
  expired: 'subjectExpired',
  newOrder: 'subjectNewOrder',
  lowStock: 'subjectLowStock',
};

const LEADS: Record<OrderMessageKind, MailWord> = {
  orderReceived: 'leadOrderReceived',
  paymentReceived: 'leadPaymentReceived',
  shipped: 'leadShipped',
  shipmentChanged: 'leadShipmentChanged',
  delivered: 'leadDelivered',
  cancelled: 'leadCancelled',
  expired: 'leadExpired',
  newOrder: 'leadNewOrder',
  lowStock: 'leadLowStock',
};

interface Context {
  order: OrderRow;
  items: ItemRow[];
  parameters: Parameters;
  message: Pick<MessageRow, 'kind' | 'language' | 'details'>;
  /** Where the shop is reached: links in the message start here. */
  baseUrl: string;
}

function linesAndTotals({ order, items, message }: Context, say: Say) {
  const language = message.language;
  return {
    linesTitle: say('lines'),
    lines: items.map((item) => ({
      name: item.productName,
      quantity: quantityLabel(item, language),
      amount: formatRupiah(item.totalPrice),
    })),
    totals: [
      { label: say('subtotal'), amount: formatRupiah(order.subtotal) },
      { label: say('shipping', { method: order.shippingMethodName }), amount: formatRupiah(order.shippingCost) },
      ...(order.paymentFee > 0
        ? [
            {
              label: say('paymentFee', { method: order.paymentMethodName }),
              amount: formatRupiah(order.paymentFee),
            },
          ]
        : []),
      { label: say('total'), amount: formatRupiah(order.total), grand: true },
    ],
  };
}

/** How to pay with the accounts (008) and windows (005, 013) as staff set them now, and a transfer's deadline. */
function howToPay({ order, parameters, message }: Context, say: Say) {
  const method = order.paymentMethodId as PaymentMethodId;
  // An order staff took down already paid (issue 26) has nothing left to pay.
  if (!PAYMENT_METHOD_IDS.includes(method) || order.paymentStatus === 'Paid') return [];
  const settings = readShopSettings(parameters);
  const text = [
    paymentInstructions(method, { bankAccounts: readShopFacts(parameters).bankAccounts, ...settings })[
      message.language
    ],
  ];
  const deadline = paymentDeadline(order, settings);
  if (deadline) text.push(say('deadline', { deadline: shopDateTime(deadline, message.language) }));
  return [{ title: say('howToPay', { method: order.paymentMethodName }), text }];
}

/** When an unpaid transfer is cancelled; null for the other methods, which wait for staff, and once paid. */
export function paymentDeadline(order: OrderRow, settings: ReturnType<typeof readShopSettings>): Date | null {
  const expiry = orderExpiry(
    {
      placedAt: order.createdAt,
      paymentMethodId: order.paymentMethodId,
      status: order.status as OrderStatus,
      paymentStatus: order.paymentStatus as PaymentStatus,
    },
    settings,
  );
  return expiry?.reason === 'payment' ? expiry.at : null;
}

function deliveryAddress({ order, message }: Context, say: Say) {
  // The day and window of a live or fresh delivery (issue 27), as the customer chose it or staff moved it.
  const slot =
    order.deliveryDate && order.deliveryWindowLabel
      ? [
          say('deliverySlot', {
            slot: formatDelivery({ date: order.deliveryDate, label: order.deliveryWindowLabel }, message.language),
          }),
        ]
      : [];
  return {
    title: say('address'),
    text: [
      order.customerFullName,
      order.address,
      `${order.city}, ${order.province} ${order.postalCode}`,
      order.customerPhone,
      ...slot,
    ],
  };
}

/** A stock figure in its sale unit, as the low-stock notice names it: '3 kg', '2 pak', '4 ekor'. */
function stockInUnit(amount: string | undefined, saleUnit: string | undefined, language: 'id' | 'en'): string {
  const unit = saleUnit === 'pack' || saleUnit === 'piece' ? priceUnitLabel({ saleUnit }, language) : '/kg';
  return `${amount ?? '?'} ${unit.slice(1)}`;
}

/** What a message of this kind says about this order, in its language (docs/order-messages.md). */
export function messageBody(context: Context): MessageBody {
  const { order, message, baseUrl } = context;
  const language = message.language;
  const say: Say = (word, params) => translateMail(language, word, params);
  const number = order.orderNumber;
  const total = formatRupiah(order.total);
  const { productName, saleUnit } = message.details;
  const product = productName ?? '';
  const stock = stockInUnit(message.details.stock, saleUnit, language);
  const common = {
    language,
    shopName: SHOP_NAME,
    subject: say(SUBJECTS[message.kind], { number, total, product, stock }),
    footer: say('footer', { shop: SHOP_NAME, number }),
  };
  const lead = say(LEADS[message.kind], {
    number,
    total,
    shop: SHOP_NAME,
    name: order.customerFullName,
    phone: order.customerPhone,
    payment: order.paymentMethodName,
    product,
    stock,
    threshold: stockInUnit(message.details.threshold, saleUnit, language),
  });
  const track = {
    label: say('trackOrder'),
    href: orderTrackingUrl(baseUrl, number),
  };

  if (message.kind === 'newOrder') {
    return {
      ...common,
      paragraphs: [lead],
      ...linesAndTotals(context, say),
      sections: [deliveryAddress(context, say)],
      link: { label: say('openInBackOffice'), href: `${baseUrl}/app/orders/${order.id}` },
    };
  }
  if (message.kind === 'lowStock') {
    return {
      ...common,
      paragraphs: [lead],
      sections: [],
      link: { label: say('openProduct'), href: `${baseUrl}/app/product/edit/${message.details.productId}` },
    };
  }
  const greeting = say('greeting', { name: order.customerFullName });
  switch (message.kind) {
    case 'orderReceived': {
      const token = message.details.accessToken;
      // The link the success page uses: the order's id and its access token open it without typing.
      const open = token
        ? {
            label: say('openOrder'),
            href: `${baseUrl}/public/orders?id=${order.id}&token=${encodeURIComponent(token)}`,
          }
        : track;
      return {
        ...common,
        greeting,
        paragraphs: [lead],
        ...linesAndTotals(context, say),
        sections: [deliveryAddress(context, say), ...howToPay(context, say)],
        link: open,
      };
    }
    case 'shipped':
    case 'shipmentChanged': {
      const courier = order.shippingCourier;
      const waybill = order.waybillNumber;
      return {
        ...common,
        greeting,
        paragraphs: [
          lead,
          ...(courier ? [say('courier', { courier })] : []),
          ...(waybill ? [say('waybill', { waybill })] : []),
        ],
        sections: [deliveryAddress(context, say)],
        link: track,
      };
    }
    case 'cancelled': {
      const reason = message.details.reason;
      return {
        ...common,
        greeting,
        paragraphs: [
          lead,
          ...(reason ? [say('reason', { reason })] : []),
          ...(order.paymentStatus === 'Paid' ? [say('refundNote')] : []),
        ],
        sections: [],
        link: track,
      };
    }
    default:
      return { ...common, greeting, paragraphs: [lead], sections: [], link: track };
  }
}

/**
 * The order, its lines and the shop's parameters a message is written from, read in one go. The order's rows
 * are read here, never written: the orders module owns them and is the one that queues (decision 031).
 */
export async function messageContext(
  executor: Executor,
  message: Pick<MessageRow, 'orderId' | 'kind' | 'language' | 'details'>,
  baseUrl: string,
): Promise<Context | undefined> {
  const [order] = await executor.select().from(orders).where(eq(orders.id, message.orderId));
  if (!order) return undefined;
  const [items, parameters] = await Promise.all([
    executor.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
    listGeneralParameters(executor),
  ]);
  return { order, items, parameters, message, baseUrl };
}
