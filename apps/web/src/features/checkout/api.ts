import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CartLine,
  CreateOrderInput,
  CustomerOrder,
  OnlinePayment,
  PlacedOrder,
  TrackedOrder,
  TrackOrder,
  WhatsAppPlacedOrder,
} from '@crabclaw/shared';
import { apiRequest } from '../../lib/api-client.ts';
import type { OrderDraft } from './order-draft.ts';

/**
 * The order request for the draft from checkout and the cart's lines: the customer, each product's id
 * and quantity, the methods and the delivery slot. No names, prices or totals: the server prices the order (decision 005).
 */
function orderRequest(
  draft: Pick<OrderDraft, 'customerInfo' | 'shippingMethodId' | 'paymentMethodId' | 'delivery'>,
  lines: readonly Pick<CartLine, 'id' | 'quantity'>[],
): CreateOrderInput {
  return {
    customerInfo: draft.customerInfo,
    items: lines.map((line) => ({ productId: line.id, quantity: line.quantity })),
    shippingMethod: { id: draft.shippingMethodId },
    paymentMethod: { id: draft.paymentMethodId },
    ...(draft.delivery ? { delivery: draft.delivery } : {}),
  };
}

/** 'Proses Pesanan': places the order once per draft, whatever the retries (its idempotency key). */
export function usePlaceOrder() {
  return useMutation({
    mutationFn: ({ draft, lines }: { draft: OrderDraft; lines: readonly CartLine[] }) =>
      apiRequest<PlacedOrder>('/api/Orders/create', {
        method: 'POST',
        body: orderRequest(draft, lines),
        headers: { 'Idempotency-Key': draft.idempotencyKey },
      }),
  });
}

/**
 * 'Pesan via WhatsApp': places the order with channel whatsapp and answers the message the server composed
 * (the browser composes nothing); one order per form, whatever the retries (its idempotency key).
 */
export function usePlaceWhatsAppOrder() {
  return useMutation({
    mutationFn: ({ draft, lines }: { draft: OrderDraft; lines: readonly CartLine[] }) =>
      apiRequest<WhatsAppPlacedOrder>('/api/Orders/whatsapp', {
        method: 'POST',
        body: orderRequest(draft, lines),
        headers: { 'Idempotency-Key': draft.idempotencyKey },
      }),
  });
}

/** The order and its access token, as the success page keeps it and the order e-mail's link carries it. */
export interface OrderKey {
  orderId: number;
  accessToken: string;
}

/** Whether an online payment may still arrive any moment: its page was opened and nothing came back yet. */
const awaitingGateway = (order: CustomerOrder | undefined) =>
  order?.paymentStatus === 'Pending' && order.onlinePayment?.state === 'pending';

/**
 * The customer's order. `returnedFromGateway`: the customer just came back from the payment page, so the shop
 * asks Midtrans (a lost notification is made up for) and asks again every few seconds while it is pending.
 */
export function useCustomerOrder(receipt: OrderKey | undefined, { returnedFromGateway = false } = {}) {
  return useQuery({
    queryKey: ['orders', receipt?.orderId, returnedFromGateway],
    queryFn: () =>
      apiRequest<CustomerOrder>(
        returnedFromGateway ? `/api/payments/orders/${receipt!.orderId}/check` : `/api/Orders/${receipt!.orderId}`,
        { method: returnedFromGateway ? 'POST' : 'GET', headers: { 'X-Order-Token': receipt!.accessToken } },
      ),
    enabled: Boolean(receipt),
    refetchInterval: (query) => (returnedFromGateway && awaitingGateway(query.state.data) ? 5_000 : false),
  });
}

/** 'Coba bayar lagi': a new payment page for the order; the order is read again to show it. */
export function useStartPayment(receipt: OrderKey | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<OnlinePayment>(`/api/payments/orders/${receipt!.orderId}/start`, {
        method: 'POST',
        headers: { 'X-Order-Token': receipt!.accessToken },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders', receipt?.orderId] }),
  });
}

export function useTrackOrder() {
  return useMutation({
    mutationFn: (query: TrackOrder) => apiRequest<TrackedOrder>('/api/Orders/track', { method: 'POST', body: query }),
  });
}

export function invoiceUrl(receipt: OrderKey): string {
  return `/api/Orders/${receipt.orderId}/invoice?token=${encodeURIComponent(receipt.accessToken)}`;
}
