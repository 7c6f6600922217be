import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  CartLine,
  CheckoutOptions,
  CreateOrderInput,
  Order,
  PlacedOrder,
  TrackedOrder,
  TrackOrder,
  WhatsAppPlacedOrder,
} from '@crabclaw/shared';
import { apiRequest } from '../../lib/api-client.ts';
import type { OrderDraft } from './order-draft.ts';

export function useCheckoutOptions() {
  return useQuery({
    queryKey: ['checkout', 'options'],
    queryFn: () => apiRequest<CheckoutOptions>('/api/checkout/options'),
    staleTime: 10 * 60_000,
  });
}

/**
 * The order request for the draft from checkout and the cart's lines: the customer, each product's id
 * and quantity, and the methods. No names, prices or totals: the server prices the order (decision 005).
 */
function orderRequest(
  draft: Pick<OrderDraft, 'customerInfo' | 'shippingMethodId' | 'paymentMethodId'>,
  lines: readonly Pick<CartLine, 'id' | 'quantity'>[],
): CreateOrderInput {
  return {
    customerInfo: draft.customerInfo,
    items: lines.map((line) => ({ productId: line.id, quantity: line.quantity })),
    shippingMethod: { id: draft.shippingMethodId },
    paymentMethod: { id: draft.paymentMethodId },
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

export function useCustomerOrder(receipt: { orderId: number; accessToken: string } | undefined) {
  return useQuery({
    queryKey: ['orders', receipt?.orderId],
    queryFn: () =>
      apiRequest<Order>(`/api/Orders/${receipt!.orderId}`, { headers: { 'X-Order-Token': receipt!.accessToken } }),
    enabled: Boolean(receipt),
  });
}

export function useTrackOrder() {
  return useMutation({
    mutationFn: (query: TrackOrder) => apiRequest<TrackedOrder>('/api/Orders/track', { method: 'POST', body: query }),
  });
}

export function invoiceUrl(receipt: { orderId: number; accessToken: string }): string {
  return `/api/Orders/${receipt.orderId}/invoice?token=${encodeURIComponent(receipt.accessToken)}`;
}
