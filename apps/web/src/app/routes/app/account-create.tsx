import { useNavigate } from 'react-router';
import { AccountCreateScreen } from '../../../features/admin-accounts/index.ts';
import { useSession } from '../../../features/auth/index.ts';

/** /app/akun/create; the spec's cancel and success target '/akun' is /app/akun here. */
export default function AccountCreatePage() {
  const navigate = useNavigate();
  const { user } = useSession();
  if (!user) return null;
  return <AccountCreateScreen viewer={user} onDone={() => void navigate('/app/akun')} />;
}
