// Online payment through a gateway (issue 28, decision 036): Midtrans Snap first.
export { default as paymentsModule } from './routes.ts';
export { default as paymentReconcileJob } from './reconcile-job.ts';
export { finishUrl } from './routes.ts';
export { onlinePaymentOf, startPayment } from './attempts.ts';
export { midtransProvider } from './midtrans.ts';
export type { PaymentProvider } from './provider.ts';
