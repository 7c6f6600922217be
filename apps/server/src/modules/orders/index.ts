export { default as orderRoutes } from './routes.ts';
export { default as orderStaffActionRoutes } from './staff-action-routes.ts';
export { default as paymentExpiryJob } from './payment-expiry-job.ts';
export { toAdminOrder } from './admin-order-view.ts';
export { listStaffOrders } from './staff-order-list.ts';
export { dailyRevenue, dashboardSummary } from './day-reports.ts';
export { cashReceipts } from './payment-reports.ts';
export { listCustomers } from './customer-list.ts';
export { orderMetrics } from './order-metrics.ts';
