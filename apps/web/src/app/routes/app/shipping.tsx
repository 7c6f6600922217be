import { can } from '@crabclaw/shared';
import { useSession } from '../../../features/auth/index.ts';
import { ShippingSettingsScreen } from '../../../features/admin-shipping/index.ts';

export default function ShippingPage() {
  const { user } = useSession();
  return user ? <ShippingSettingsScreen canManage={can(user.role, 'settings.manage')} /> : null;
}
