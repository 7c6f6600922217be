import { AccountListScreen } from '../../../features/admin-accounts/index.ts';
import { useSession } from '../../../features/auth/index.ts';

export default function AccountsPage() {
  const { user } = useSession();
  return user ? <AccountListScreen viewer={user} /> : null;
}
