import type { FastifyPluginAsync } from 'fastify';
import deliveryRoutes from './delivery-routes.ts';
import orderRoutes from './routes.ts';
import staffActionRoutes from './staff-action-routes.ts';
import staffOrderRoutes from './staff-order-routes.ts';
import transferProofRoutes from './transfer-proof-routes.ts';

export { default as paymentExpiryJob } from './payment-expiry-job.ts';
export { toAdminOrder } from './admin-order-view.ts';
export { listStaffOrders } from './staff-order-list.ts';
export { dailyRevenue, dashboardSummary } from './day-reports.ts';
export { cashReceipts } from './payment-reports.ts';
export { listCustomers } from './customer-list.ts';
export { orderMetrics } from './order-metrics.ts';
export { shopSettings } from './shop-settings.ts';
export { recordOnlinePayment } from './online-payment.ts';
export { customerToken, orderForCustomer, TokenQuerySchema } from './customer-access.ts';

/**
 * Checkout, placing and tracking orders, transfer receipts, and the back office's order list, actions, orders taken
 * by staff, the day's deliveries and reports.
 */
export const ordersModule: FastifyPluginAsync = async (app) => {
  await app.register(orderRoutes);
  await app.register(staffActionRoutes);
  await app.register(staffOrderRoutes);
  await app.register(transferProofRoutes);
  await app.register(deliveryRoutes);
};
