import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrder, UpdateShipment } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeChangedOrder } from './order-keys.ts';

export type ShipmentChange = UpdateShipment & { orderId: number };

/** PUT /api/Orders/{id}/shipment: a Shipped order's courier and waybill, corrected; 409 otherwise. */
export const updateShipment = ({ orderId, ...body }: ShipmentChange) =>
  apiRequest<AdminOrder>(`/api/Orders/${orderId}/shipment`, { method: 'PUT', body });

export function useUpdateShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShipment,
    onSuccess: (order) => storeChangedOrder(queryClient, order),
  });
}
