import { toast } from '../../../components/ui/toasts.tsx';
import { messageNow, reasonOf } from '../../../lib/messages.ts';

/** Spec section 8 toast durations: order changes 3 s, the invoice 2 s. */
export const ORDER_TOAST_MS = 3000;
export const INVOICE_TOAST_MS = 2000;

/**
 * 'Error!' with the spec's sentence, and under it the server's own reason when it gave one (a refused
 * step answers 409 with its code, said in the visitor's language).
 */
export function toastFailure(title: string, sentence: string, error: Error) {
  const reason = messageNow(reasonOf(error));
  toast.error(title, { description: reason ? `${sentence} ${reason}` : sentence });
}
