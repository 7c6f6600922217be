import { useTranslation } from 'react-i18next';
import type { ProductStatus } from '@crabclaw/shared';
import { Badge, type BadgeTone } from '../../../components/admin/index.ts';

/** Spec: Fresh or Available green, Out of Stock yellow, Discontinued red. */
const STATUS_TONES: Record<ProductStatus, BadgeTone> = {
  Fresh: 'green',
  Available: 'green',
  'Out of Stock': 'yellow',
  Discontinued: 'red',
};

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation('products-admin');
  return <Badge tone={STATUS_TONES[status] ?? 'grey'}>{t(`statuses.${status}`, { defaultValue: status })}</Badge>;
}
