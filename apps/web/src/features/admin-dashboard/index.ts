export { DashboardScreen } from './components/dashboard.tsx';
export { refreshDashboard } from './api/get-dashboard.ts';
