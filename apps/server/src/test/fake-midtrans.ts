import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for Midtrans Snap and its status API, following the documented contract (no test reaches
 * Midtrans): Basic auth with the server key, a refused reused order_id, item details that must add up to
 * gross_amount, a small Snap page whose Pay / Expire / Deny buttons post correctly signed notifications to the
 * shop, and GET /v2/{order_id}/status. https://docs.midtrans.com/docs/snap-snap-integration-guide,
 * https://docs.midtrans.com/reference/handle-notifications, https://docs.midtrans.com/reference/get-transaction-status.
 */

export const TEST_SERVER_KEY = 'SB-Mid-server-TestKeyForTheFake01';

/** A transaction as Midtrans knows it after the Snap request, and its status once the customer acted. */
export interface FakeTransaction {
  orderId: string;
  grossAmount: number;
  token: string;
  request: SnapRequest;
  /** The notification or status body now; undefined until the customer chose a channel on the page. */
  current?: Record<string, string | undefined | object>;
}

interface SnapRequest {
  transaction_details: { order_id: string; gross_amount: number };
  item_details?: { id: string; price: number; quantity: number; name: string }[];
  customer_details?: { first_name?: string; email?: string; phone?: string };
  expiry?: { start_time: string; unit: string; duration: number };
  callbacks?: { finish?: string };
}

/** How a customer pays on the page, as Midtrans reports each channel (fields of the notification contract). */
export const CHANNELS = {
  bca_va: { payment_type: 'bank_transfer', va_numbers: [{ bank: 'bca', va_number: '12345678901' }] },
  echannel: { payment_type: 'echannel', bill_key: '778899', biller_code: '70012' },
  qris: { payment_type: 'qris', acquirer: 'gopay' },
  gopay: { payment_type: 'gopay' },
  card: { payment_type: 'credit_card', bank: 'bni', masked_card: '48111111-1114', card_type: 'credit' },
} as const;
export type Channel = keyof typeof CHANNELS;

const STATUS_CODES: Record<string, string> = {
  pending: '201',
  settlement: '200',
  capture: '200',
  expire: '407',
  cancel: '200',
  deny: '202',
  failure: '202',
  refund: '200',
  partial_refund: '200',
  chargeback: '200',
};

/** A notification body for `orderId` in `status`, signed with `serverKey` as Midtrans signs it. */
export function notificationBody(
  transaction: Pick<FakeTransaction, 'orderId' | 'grossAmount'> & { transactionId?: string },
  status: string,
  options: { channel?: Channel; fraudStatus?: string; serverKey?: string; grossAmount?: string } = {},
) {
  const { channel = 'bca_va', fraudStatus = 'accept', serverKey = TEST_SERVER_KEY } = options;
  const grossAmount = options.grossAmount ?? `${transaction.grossAmount}.00`;
  const statusCode = STATUS_CODES[status] ?? '200';
  const body = {
    transaction_time: '2026-11-28 14:00:00',
    transaction_status: status,
    transaction_id: transaction.transactionId ?? `tx-${transaction.orderId}`,
    status_message: 'midtrans payment notification',
    status_code: statusCode,
    order_id: transaction.orderId,
    merchant_id: 'G000000001',
    gross_amount: grossAmount,
    fraud_status: fraudStatus,
    currency: 'IDR',
    ...CHANNELS[channel],
    ...(status === 'settlement' && { settlement_time: '2026-11-28 14:05:00' }),
  };
  const signature = createHash('sha512')
    .update(`${body.order_id}${body.status_code}${body.gross_amount}${serverKey}`)
    .digest('hex');
  return { ...body, signature_key: signature };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json',
    ...headers,
  });
  response.end(text);
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function snapPage(transaction: FakeTransaction) {
  const items = (transaction.request.item_details ?? [])
    .map((item) => `<li>${escapeHtml(item.name)} × ${item.quantity}: Rp ${item.price}</li>`)
    .join('');
  const button = (action: string, label: string) =>
    `<form method="post" action="/snap/v2/vtweb/${transaction.token}/${action}"><button type="submit">${label}</button></form>`;
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Fake Midtrans Snap</title><link rel="icon" href="data:,"></head><body>
<h1>Fake Midtrans Snap</h1><p>Order ${escapeHtml(transaction.orderId)}: <strong>Rp ${transaction.grossAmount}</strong></p>
<ul>${items}</ul>${button('pay', 'Pay')}${button('expire', 'Expire')}${button('deny', 'Deny')}</body></html>`;
}

export interface FakeMidtrans {
  url: string;
  transactions: Map<string, FakeTransaction>;
  /** Where the fake's page posts notifications (the shop's notification URL); unset: it posts none. */
  notificationUrl?: string;
  /** While true the notifications are lost on the way (the status API still knows). */
  dropNotifications: boolean;
  /** While true Snap answers 503, as a gateway that is down. */
  snapDown: boolean;
  /** Sets the transaction's status as the customer's action would, and posts its notification unless dropped. */
  settle(orderId: string, status: string, options?: { channel?: Channel; fraudStatus?: string }): Promise<void>;
  close(): Promise<void>;
}

/** Starts the fake on 127.0.0.1 (port 0 unless given), accepting `serverKey`. */
export async function startFakeMidtrans(options: { serverKey?: string; port?: number } = {}): Promise<FakeMidtrans> {
  const serverKey = options.serverKey ?? TEST_SERVER_KEY;
  const authorization = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;
  const transactions = new Map<string, FakeTransaction>();
  const byToken = new Map<string, FakeTransaction>();

  const fake: FakeMidtrans = {
    url: '',
    transactions,
    dropNotifications: false,
    snapDown: false,
    async settle(orderId, status, settleOptions = {}) {
      const transaction = transactions.get(orderId);
      if (!transaction) throw new Error(`the fake knows no transaction ${orderId}`);
      transaction.current = notificationBody(transaction, status, { ...settleOptions, serverKey });
      if (fake.dropNotifications || !fake.notificationUrl) return;
      await fetch(fake.notificationUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(transaction.current),
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  async function createTransaction(request: IncomingMessage, response: ServerResponse) {
    if (fake.snapDown) return send(response, 503, { error_messages: ['Service unavailable'] });
    const body = JSON.parse(await readBody(request)) as SnapRequest;
    const { order_id: orderId, gross_amount: grossAmount } = body.transaction_details ?? {};
    if (!orderId || !Number.isInteger(grossAmount)) {
      return send(response, 400, { error_messages: ['transaction_details is required'] });
    }
    if (transactions.has(orderId)) {
      return send(response, 400, { error_messages: ['transaction_details.order_id sudah digunakan'] });
    }
    const sum = (body.item_details ?? []).reduce((total, item) => total + item.price * item.quantity, 0);
    if (body.item_details && sum !== grossAmount) {
      return send(response, 400, {
        error_messages: ['transaction_details.gross_amount is not equal to the sum of item_details'],
      });
    }
    const token = randomUUID();
    const transaction: FakeTransaction = { orderId, grossAmount: grossAmount!, token, request: body };
    transactions.set(orderId, transaction);
    byToken.set(token, transaction);
    send(response, 201, { token, redirect_url: `${fake.url}/snap/v2/vtweb/${token}` });
  }

  const ACTIONS: Record<string, string> = { pay: 'settlement', expire: 'expire', deny: 'deny' };

  async function pageAction(response: ServerResponse, transaction: FakeTransaction, action: string) {
    const status = ACTIONS[action];
    if (!status) return send(response, 404, { error_messages: ['no such action'] });
    await fake.settle(transaction.orderId, status, { channel: 'qris' });
    const finish = transaction.request.callbacks?.finish;
    if (!finish) return send(response, 200, `<p>${status}</p>`);
    const back = new URL(finish);
    back.searchParams.set('order_id', transaction.orderId);
    back.searchParams.set('status_code', String(transaction.current!.status_code));
    back.searchParams.set('transaction_status', status);
    send(response, 303, '', { location: back.href });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const page = /^\/snap\/v2\/vtweb\/([\w-]+)(?:\/(\w+))?$/.exec(url.pathname);
    const status = /^\/v2\/([^/]+)\/status$/.exec(url.pathname);
    const handle = async () => {
      if (page) {
        const transaction = byToken.get(page[1]!);
        if (!transaction) return send(response, 404, '<p>Not found</p>');
        if (request.method === 'POST' && page[2]) return pageAction(response, transaction, page[2]);
        return send(response, 200, snapPage(transaction));
      }
      if (request.headers.authorization !== authorization) {
        return send(response, 401, {
          status_code: '401',
          status_message: 'Access denied due to unauthorized transaction',
        });
      }
      if (request.method === 'POST' && url.pathname === '/snap/v1/transactions')
        return createTransaction(request, response);
      if (request.method === 'GET' && status) {
        const current = transactions.get(decodeURIComponent(status[1]!))?.current;
        if (!current) return send(response, 404, { status_code: '404', status_message: "Transaction doesn't exist." });
        return send(response, 200, current);
      }
      send(response, 404, { status_code: '404', status_message: 'Not found' });
    };
    handle().catch((error: unknown) => send(response, 500, { error_messages: [String(error)] }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
