import { useQuery } from '@tanstack/react-query';
import type { PaymentGateway } from '@crabclaw/shared';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/admin/payment-gateway: whether Midtrans is configured (its keys are settings of the server), and how. */
export const getPaymentGateway = () => apiRequest<PaymentGateway>('/api/admin/payment-gateway');

export const usePaymentGateway = () =>
  useQuery({ queryKey: ['admin', 'general', 'payment-gateway'], queryFn: getPaymentGateway });
