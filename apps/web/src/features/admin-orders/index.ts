export { OrderListScreen } from './components/order-list.tsx';
export { OrderSummaryTable } from './components/order-summary-table.tsx';
