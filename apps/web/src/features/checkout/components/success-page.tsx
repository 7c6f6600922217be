import { CheckCircle2, Copy, Download, MessageCircle, Search, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toasts.tsx';
import { formatRupiah } from '@crabclaw/shared';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useCheckoutOptions } from '../../../lib/checkout-options.ts';
import { invoiceUrl, useCustomerOrder } from '../api.ts';
import { readReceipt } from '../order-draft.ts';
import { OnlinePaymentAction } from './online-payment.tsx';
import { OrderDetails } from './order-details.tsx';
import { PaymentInstructions } from './payment-instructions.tsx';

/** Web Share where the device has it, else the clipboard, else a dialog to copy the text by hand. */
function useShare(copiedMessage: string) {
  const [fallbackText, setFallbackText] = useState<string | null>(null);
  const share = async (title: string, text: string) => {
    try {
      if (navigator.share) return await navigator.share({ title, text });
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
    }
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copiedMessage);
    } catch {
      setFallbackText(text);
    }
  };
  return { share, fallbackText, closeFallback: () => setFallbackText(null) };
}

/** /public/order-success: the stored order as the server has it, how to pay, invoice and share. */
export function SuccessPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const receipt = readReceipt();
  const matches = receipt && String(receipt.orderId) === params.get('order');
  const order = useCustomerOrder(matches ? receipt : undefined);
  // Whether the shop e-mails its customers (a mail server is configured): the page must not promise one otherwise.
  const orderEmails = useCheckoutOptions().data?.orderEmails;
  const { share, fallbackText, closeFallback } = useShare(t('success.copied'));

  if (!matches) return <Navigate to="/public/home" replace />;
  if (!order.data) {
    return (
      <div className="flex justify-center py-24">
        {order.isError ? <p role="alert">{t('success.loadFailed')}</p> : <Spinner />}
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="mb-8 text-center">
        <CheckCircle2 className="mx-auto h-16 w-16 text-teal-500" aria-hidden />
        <h1 className="mt-3 text-3xl font-extrabold text-sea-900 dark:text-white">
          {receipt.whatsAppUrl ? t('whatsApp.successTitle') : t('success.title')}
        </h1>
        {/* A long e-mail address breaks where it must instead of widening a phone's page. */}
        <p className="mt-2 break-words text-slate-600 dark:text-slate-300">
          {receipt.whatsAppUrl
            ? t('whatsApp.successText', { orderNumber: order.data.orderNumber })
            : t('success.text', { phone: order.data.customer.phone })}{' '}
          {orderEmails === undefined
            ? null
            : orderEmails
              ? t('success.emailOnItsWay', { email: order.data.customer.email })
              : t('success.noEmail')}
        </p>
        {receipt.whatsAppUrl ? (
          // The browser may have kept WhatsApp from opening (a blocked pop-up), or the customer closed it.
          <a
            href={receipt.whatsAppUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('accent', 'lg') + ' mt-4'}
          >
            <MessageCircle className="h-5 w-5" aria-hidden />
            {t('whatsApp.openAgain')}
          </a>
        ) : null}
      </div>
      <div className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
        <OrderDetails order={order.data} />
        <PaymentInstructions order={order.data} />
        <OnlinePaymentAction order={order.data} receipt={receipt} />
        <div className="mt-6 grid gap-2 sm:grid-cols-3">
          <a
            href={invoiceUrl(receipt)}
            download={`Invoice-${order.data.orderNumber}.pdf`}
            className={buttonClass('primary', 'md')}
          >
            <Download className="h-4 w-4" aria-hidden />
            {t('success.invoice')}
          </a>
          <Button
            variant="outline"
            onClick={() =>
              void share(
                t('success.shareTitle'),
                t('success.shareText', {
                  orderNumber: order.data.orderNumber,
                  total: formatRupiah(order.data.total),
                  date: order.data.estimatedDelivery,
                }),
              )
            }
          >
            <Share2 className="h-4 w-4" aria-hidden />
            {t('success.share')}
          </Button>
          <Link
            to={`/public/orders?order=${encodeURIComponent(order.data.orderNumber)}`}
            className={buttonClass('outline', 'md')}
          >
            <Search className="h-4 w-4" aria-hidden />
            {t('success.track')}
          </Link>
        </div>
        <Link to="/public/products" className={buttonClass('accent', 'lg') + ' mt-4 w-full'}>
          {t('success.shopAgain')}
        </Link>
      </div>
      <Dialog
        open={fallbackText !== null}
        onOpenChange={(open) => !open && closeFallback()}
        title={t('success.copyTitle')}
        icon={<Copy className="h-10 w-10 text-sea-700" aria-hidden />}
      >
        <textarea
          readOnly
          value={fallbackText ?? ''}
          rows={4}
          aria-label={t('success.copyTitle')}
          className="w-full rounded-xl border border-slate-200 p-3 text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button className="mt-3 w-full" onClick={closeFallback}>
          {t('cart.ok')}
        </Button>
      </Dialog>
    </div>
  );
}
