import { CustomerListScreen } from '../../../features/admin-customers/index.ts';

export default function CustomersPage() {
  return <CustomerListScreen />;
}
