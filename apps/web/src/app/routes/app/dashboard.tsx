import { DashboardScreen } from '../../../features/admin-dashboard/index.ts';

export default function DashboardPage() {
  return <DashboardScreen />;
}
