import { REVENUE_CHART_DAYS, type Dashboard, type StaffOrderSummary, type StaffRole } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { lowStock } from '../catalogue/index.ts';
import { cashReceipts, dailyRevenue, dashboardSummary, listStaffOrders, shopSettings } from '../orders/index.ts';
import { firstRunChecklist } from './first-run.ts';

/** The 5 latest orders, from the orders module's staff list; customers named as it names them to the viewer. */
async function latestOrders(db: Executor, viewer: StaffRole): Promise<StaffOrderSummary[]> {
  const { data } = await listStaffOrders(db, viewer, { sort: 'newest', page: 1, pageSize: 5 });
  return data.map(({ items: _items, archived: _archived, ...order }) => order);
}

/**
 * The back-office landing figures, all from the database (issue 5: /app/LandingLaporan); the orders
 * module computes every order figure, this adds the catalogue's low stock (thresholds per product, the default
 * from parameter 014) and the first-run checklist.
 */
export async function getDashboard(db: Executor, viewer: StaffRole, now = new Date()): Promise<Dashboard> {
  const { defaultLowStockThreshold } = await shopSettings(db);
  const [today, stock, latest, revenueByDay, firstRun] = await Promise.all([
    dashboardSummary(db, now),
    lowStock(db, defaultLowStockThreshold),
    latestOrders(db, viewer),
    dailyRevenue(db, now, REVENUE_CHART_DAYS),
    firstRunChecklist(db, viewer),
  ]);
  const month = await cashReceipts(db, { startDate: `${today.date.slice(0, 8)}01`, endDate: today.date }, now);
  return {
    today: today.date,
    ordersToday: today.orders,
    revenueThisMonth: month.total,
    pendingOrders: today.openPendingOrders,
    ...stock,
    latestOrders: latest,
    revenueByDay,
    firstRun,
  };
}
