import { useEffect, useEffectEvent, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { can, type NewOrders, type StaffRole } from '@crabclaw/shared';
import { playChime } from '../../../lib/chime.ts';
import { useNewOrders } from '../api/get-new-orders.ts';
import { orderKeys } from '../api/order-keys.ts';

const versionOf = ({ latestOrderId, pendingCount }: NewOrders) => `${latestOrderId ?? 0}-${pendingCount}`;

/**
 * New orders seen at once (issue 25, decision 030), for the back office's shell: polls the new-orders
 * answer and, when it changes (an order arrived, or a new one was confirmed or cancelled elsewhere),
 * fetches the order lists and statistics again and calls `onChange` for screens outside this feature (the
 * dashboard). With `sound` on, the chime plays when the count of new orders grows, never on the first
 * answer after a page load. Answers the count for the menu's badge: 0 for a role that reads no orders.
 */
export function useNewOrderAlerts(
  role: StaffRole | undefined,
  { sound, onChange }: { sound: boolean; onChange: () => void },
): number {
  const reads = role !== undefined && can(role, 'orders.read');
  const queryClient = useQueryClient();
  const { data } = useNewOrders(reads);
  const seen = useRef<NewOrders | undefined>(undefined);
  const changed = useEffectEvent((before: NewOrders, now: NewOrders) => {
    void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: orderKeys.allStatistics() });
    onChange();
    if (sound && now.pendingCount > before.pendingCount) playChime();
  });

  useEffect(() => {
    if (!data) return;
    const before = seen.current;
    seen.current = data;
    if (before && versionOf(before) !== versionOf(data)) changed(before, data);
  }, [data]);

  return reads ? (data?.pendingCount ?? 0) : 0;
}
