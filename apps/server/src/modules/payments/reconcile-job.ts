import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { reconcileNearExpiry } from './reconcile.ts';

const EVERY_MINUTE = 60_000;

/**
 * Asks the gateway about pending attempts near their end, as the payment expiry job runs (orders module): at
 * ready and then every minute, one run at a time per process, stopped and awaited on close. app.ts registers it
 * only when a gateway is configured.
 */
async function paymentReconcileJob(app: FastifyInstance) {
  const provider = app.paymentGateway!;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const run = () => {
    running ??= reconcileNearExpiry(app.db, provider, new Date())
      .then(
        (outcomes) => {
          if (outcomes.length > 0) app.log.info({ outcomes }, 'asked the payment gateway about pending payments');
        },
        (error: unknown) => app.log.error({ err: error }, 'the payment reconciliation failed; the next run retries'),
      )
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, EVERY_MINUTE).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(paymentReconcileJob, { name: 'payment-reconcile-job' });
