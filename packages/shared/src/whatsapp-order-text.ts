import type { Order } from './checkout.ts';
import { translateMail, type MailWord } from './mail-words.ts';
import type { MessageParams } from './messages.ts';
import { formatRupiah } from './money.ts';
import type { OrderLanguage } from './order-messages.ts';
import { quantityLabel, type SaleUnit } from './sale-unit.ts';
import { formatBankAccount, type BankAccount } from './shop-facts.ts';
import { shopDateTime } from './shop-time-zone.ts';

/**
 * The WhatsApp texts of an order (issue 26), written from the shop's message catalogue (mail-words) in the
 * order's language: the customer's order to the shop ('order') and the shop's shortcuts to the customer.
 */
export const WHATSAPP_TEXT_KINDS = ['order', 'confirm', 'paymentReminder', 'shipped'] as const;
export type WhatsAppTextKind = (typeof WHATSAPP_TEXT_KINDS)[number];

/** The shop's shortcuts on the back office's order page: the texts the shop sends to its customer. */
export const WHATSAPP_SHORTCUT_KINDS = ['confirm', 'paymentReminder', 'shipped'] as const;
export type WhatsAppShortcutKind = (typeof WHATSAPP_SHORTCUT_KINDS)[number];

/** WhatsApp opens a wa.me draft of any length, but a long one is cut or refused by some phones and browsers. */
export const WHATSAPP_TEXT_MAX = 1000;

export interface OrderForText {
  orderNumber: string;
  customerName: string;
  /** The delivery address, one line each (street, 'city, province postal code'). */
  address: string[];
  lines: {
    productName: string;
    quantity: number;
    saleUnit?: SaleUnit | null;
    weight?: number | null;
    totalPrice: number;
  }[];
  shippingMethodName: string;
  shippingCost: number;
  paymentMethodName: string;
  paymentFee: number;
  total: number;
  shippingCourier: string | null;
  waybillNumber: string | null;
}

export interface WhatsAppTextFacts {
  language: OrderLanguage;
  shopName: string;
  /** The order's page on the storefront: folded lines are read there. */
  trackUrl: string;
  /** The shop's transfer accounts (parameter 008), for the payment reminder. */
  bankAccounts?: readonly BankAccount[];
  /** When an unpaid transfer is cancelled, for the payment reminder; said in WIB. */
  paymentDeadline?: Date | null;
}

/** The order as the customer's and staff's answers hold it (Order, AdminOrder), for its texts. */
export function orderForText(order: Order): OrderForText {
  const { shippingAddress: place } = order;
  return {
    orderNumber: order.orderNumber,
    customerName: order.customer.fullName,
    address: [place.address, `${place.city}, ${place.province} ${place.postalCode}`],
    lines: order.orderItems,
    shippingMethodName: order.shippingMethod.name,
    shippingCost: order.shippingCost,
    paymentMethodName: order.paymentMethod.name,
    paymentFee: order.paymentFee,
    total: order.total,
    shippingCourier: order.shippingCourier,
    waybillNumber: order.waybillNumber,
  };
}

/**
 * The lines that fit in `room` characters, the rest folded into 'and 7 more items, see the link'. At least
 * the fold line is always said, so a customer is never told of fewer items than the order has.
 */
function foldedLines(lines: string[], room: number, more: (count: number) => string): string[] {
  const kept: string[] = [];
  let used = 0;
  for (const [index, line] of lines.entries()) {
    const left = lines.length - index - 1;
    const reserve = left > 0 ? more(left).length + 1 : 0;
    if (used + line.length + 1 + reserve > room) return [...kept, more(lines.length - index)];
    kept.push(line);
    used += line.length + 1;
  }
  return kept;
}

/** The text in at most WHATSAPP_TEXT_MAX characters: what would not fit is cut from its end (the address). */
function capped(text: string): string {
  return text.length <= WHATSAPP_TEXT_MAX ? text : `${text.slice(0, WHATSAPP_TEXT_MAX - 1)}…`;
}

/**
 * The WhatsApp text of `kind` for the order, under WHATSAPP_TEXT_MAX characters: the head, the lines
 * (folded when long), then what follows them. Names arrive as they are: only whatsAppLink (shop-facts) encodes them.
 */
export function whatsAppOrderText(kind: WhatsAppTextKind, order: OrderForText, facts: WhatsAppTextFacts): string {
  const say = (word: MailWord, params?: MessageParams) => translateMail(facts.language, word, params);
  const number = order.orderNumber;
  const total = formatRupiah(order.total);
  const lines = order.lines.map(
    (line) => `• ${quantityLabel(line, facts.language)} ${line.productName}: ${formatRupiah(line.totalPrice)}`,
  );
  const totals = [
    `${say('shipping', { method: order.shippingMethodName })}: ${formatRupiah(order.shippingCost)}`,
    ...(order.paymentFee > 0
      ? [`${say('paymentFee', { method: order.paymentMethodName })}: ${formatRupiah(order.paymentFee)}`]
      : []),
    say('waPayment', { method: order.paymentMethodName }),
    `*${say('total')}: ${total}*`,
  ];
  const track = `${say('trackOrder')}: ${facts.trackUrl}`;
  const address = [`${say('address')}:`, order.customerName, ...order.address];
  const greeting = say('greeting', { name: order.customerName });

  const withLines = (head: string[], tail: string[]) => {
    const fixed = [...head, ...tail].join('\n').length + 1;
    const more = (count: number) => say('waMoreLines', { count });
    return capped([...head, ...foldedLines(lines, WHATSAPP_TEXT_MAX - fixed, more), ...tail].join('\n'));
  };
  switch (kind) {
    case 'order':
      return withLines([say('waOrder', { shop: facts.shopName, number }), ''], ['', ...totals, track, '', ...address]);
    case 'confirm':
      return withLines([greeting, say('waConfirm', { number }), ''], ['', ...totals, track]);
    case 'paymentReminder': {
      const accounts = (facts.bankAccounts ?? []).map((account) => formatBankAccount(account, facts.language));
      return capped(
        [
          greeting,
          say('waPaymentReminder', { number, total }),
          ...(accounts.length > 0 ? ['', say('waPayTo'), ...accounts] : []),
          ...(facts.paymentDeadline
            ? ['', say('deadline', { deadline: shopDateTime(facts.paymentDeadline, facts.language) })]
            : []),
          '',
          track,
        ].join('\n'),
      );
    }
    case 'shipped':
      return capped(
        [
          greeting,
          say('leadShipped', { number }),
          ...(order.shippingCourier ? [say('courier', { courier: order.shippingCourier })] : []),
          ...(order.waybillNumber ? [say('waybill', { waybill: order.waybillNumber })] : []),
          '',
          track,
        ].join('\n'),
      );
  }
}
