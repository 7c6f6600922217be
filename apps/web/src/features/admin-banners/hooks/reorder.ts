import { BANNER_DISPLAY_ORDER_MAX, type BannerDisplayOrder } from '@crabclaw/shared';

interface Ordered {
  bannerId: number;
  displayOrder: number;
}

/**
 * Moves the row at `from` to `to` and numbers the rows one after another from the lowest display order
 * they had (so reordering one page leaves the other pages' banners where they were). Answers the rows
 * in their new order with their new orders, and only the changes for PATCH /update-display-order.
 */
export function reorderRows<Row extends Ordered>(
  rows: readonly Row[],
  from: number,
  to: number,
): { rows: Row[]; changes: BannerDisplayOrder['banners'] } {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) {
    return { rows: [...rows], changes: [] };
  }
  const start = Math.min(...rows.map((row) => row.displayOrder));
  const moved = [...rows];
  const [row] = moved.splice(from, 1);
  moved.splice(to, 0, row!);
  const renumbered = moved.map((item, index) => ({
    ...item,
    displayOrder: Math.min(start + index, BANNER_DISPLAY_ORDER_MAX),
  }));
  const before = new Map(rows.map((item) => [item.bannerId, item.displayOrder]));
  const changes = renumbered
    .filter((item) => before.get(item.bannerId) !== item.displayOrder)
    .map(({ bannerId, displayOrder }) => ({ bannerId, displayOrder }));
  return { rows: renumbered, changes };
}
