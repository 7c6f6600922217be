import { useQuery } from '@tanstack/react-query';
import { can, readShopSettings } from '@crabclaw/shared';
import { ProductListScreen } from '../../../features/admin-products/index.ts';
import { useSession } from '../../../features/auth/index.ts';
import { generalParametersQuery } from '../../../lib/shop-facts/index.ts';

/** Every staff member reads the products; Manager and above see Add, edit and delete. */
export default function ProductsPage() {
  const { user } = useSession();
  // The low-stock default (parameter 014) is the shop's; until the parameters arrive, its shipped default.
  const parameters = useQuery(generalParametersQuery);
  if (!user) return null;
  return (
    <ProductListScreen
      canManage={can(user.role, 'catalogue.manage')}
      defaultLowStockThreshold={readShopSettings(parameters.data ?? []).defaultLowStockThreshold}
    />
  );
}
