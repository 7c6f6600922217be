import { can } from '@crabclaw/shared';
import { Navigate } from 'react-router';
import { useSession } from '../../../features/auth/index.ts';
import { DeliverySlotsScreen } from '../../../features/admin-delivery-slots/index.ts';

export default function DeliverySlotsPage() {
  const { user } = useSession();
  if (!user) return null;
  return can(user.role, 'settings.deliverySlots') ? (
    <DeliverySlotsScreen />
  ) : (
    <Navigate to="/app/LandingLaporan" replace />
  );
}
