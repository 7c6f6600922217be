import { useMutation } from '@tanstack/react-query';
import type { AdminOrderFilter } from '@crabclaw/shared';
import { downloadFile } from './download-file.ts';

/** csv: GET /api/Orders/export.csv, for tools; xlsx: GET /api/Orders/export.xlsx, for Excel, in the screen's language. */
export type OrderExportFormat = 'csv' | 'xlsx';

/**
 * The server builds the export of every order the filters match, not one page. The file comes in the
 * language the back office is shown in: downloadFile sends it as Accept-Language.
 */
export const exportOrders = ({ filter, format }: { filter: AdminOrderFilter; format: OrderExportFormat }) =>
  downloadFile(`/api/Orders/export.${format}`, { ...filter }, `orders.${format}`);

export const useExportOrders = () => useMutation({ mutationFn: exportOrders });
