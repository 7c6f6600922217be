export { OrderListScreen } from './components/order-list-screen.tsx';
export { OrderDetailScreen } from './components/order-detail-screen.tsx';
// Staff take an order down by phone or chat (issue 26).
export { OrderCreateScreen } from './components/order-create-screen.tsx';
export { PackingSlip } from './components/packing-slip.tsx';
// The dashboard's latest orders use this table.
export { OrderSummaryTable } from './components/order-summary-table.tsx';
// The dashboard lists the paid orders that were cancelled, whose refund is due (issue 23).
export { RefundDueOrders, TransfersToVerify } from './components/refund-due-orders.tsx';
// The dashboard's cards lead to the orders they count.
export { orderListLink } from './hooks/use-order-list-state.ts';
// The shell's menu count, list refresh and chime when new orders arrive (issue 25).
export { useNewOrderAlerts } from './hooks/use-new-order-alerts.ts';
// The day's work (issue 27): the orders by delivery window, the picking list and the day's packing slips.
export { DeliveriesScreen } from './components/deliveries-screen.tsx';
export { PickingList } from './components/picking-list.tsx';
export { DayPackingSlips } from './components/day-packing-slips.tsx';
