export { DashboardScreen } from './components/dashboard.tsx';
