import { useMutation } from '@tanstack/react-query';
import type { AdminOrderFilter } from '@crabclaw/shared';
import { downloadFile } from './download-file.ts';

/** GET /api/Orders/export.csv: the server builds the CSV of every order the filters match, not one page. */
export const exportOrders = (filter: AdminOrderFilter) =>
  downloadFile('/api/Orders/export.csv', { ...filter }, 'orders.csv');

export const useExportOrders = () => useMutation({ mutationFn: exportOrders });
