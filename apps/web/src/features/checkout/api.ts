import { useMutation, useQuery } from '@tanstack/react-query';
import type { CheckoutOptions, CreateOrderInput, Order, PlacedOrder, TrackedOrder, TrackOrder } from '@crabclaw/shared';
import { apiRequest } from '../../lib/api-client.ts';

export function useCheckoutOptions() {
  return useQuery({
    queryKey: ['checkout', 'options'],
    queryFn: () => apiRequest<CheckoutOptions>('/api/checkout/options'),
    staleTime: 10 * 60_000,
  });
}

export function usePlaceOrder() {
  return useMutation({
    mutationFn: ({ payload, idempotencyKey }: { payload: CreateOrderInput; idempotencyKey: string }) =>
      apiRequest<PlacedOrder>('/api/Orders/create', {
        method: 'POST',
        body: payload,
        headers: { 'Idempotency-Key': idempotencyKey },
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
