import { toast } from 'sonner';
import { ApiRequestError } from '../../../lib/api-client.ts';

/** Spec section 8 toast durations: order changes 3 s, the invoice 2 s. */
export const ORDER_TOAST_MS = 3000;
export const INVOICE_TOAST_MS = 2000;

/**
 * 'Error!' with the spec's sentence, and under it the server's own reason when it gave one (a refused
 * step answers 409 with a message in the visitor's language).
 */
export function toastFailure(title: string, sentence: string, error: Error) {
  const reason = error instanceof ApiRequestError && error.status >= 400 ? error.message : '';
  toast.error(title, { description: reason ? `${sentence} ${reason}` : sentence });
}
