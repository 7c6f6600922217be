import { useNavigate } from 'react-router';
import { AccountCreateForm } from '../../../features/admin-accounts/index.ts';

/** /app/akun/create; the spec's cancel and success target '/akun' is /app/akun here. */
export default function AccountCreatePage() {
  const navigate = useNavigate();
  return <AccountCreateForm onDone={() => void navigate('/app/akun')} />;
}
