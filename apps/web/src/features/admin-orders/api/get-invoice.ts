import { useMutation } from '@tanstack/react-query';
import type { AdminOrderRow } from '@crabclaw/shared';
import { downloadFile } from './download-file.ts';

/** GET /api/Orders/{id}/invoice with the staff session: the PDF, saved as Invoice-{orderNumber}.pdf. */
export const downloadInvoice = ({ orderId, orderNumber }: Pick<AdminOrderRow, 'orderId' | 'orderNumber'>) =>
  downloadFile(`/api/Orders/${orderId}/invoice`, {}, `Invoice-${orderNumber}.pdf`);

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });
