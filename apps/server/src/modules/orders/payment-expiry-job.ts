import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cancelOverdueOrders } from './payment-expiry.ts';

const EVERY_MINUTE = 60_000;

/**
 * Runs the payment expiry when the app is ready (catching up on whatever fell due while the shop was
 * down) and then every minute, one run at a time per process. The timer does not keep the process
 * alive, and closing the app stops it and waits for a run under way, so the database can close after.
 */
async function paymentExpiryJob(app: FastifyInstance) {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const run = () => {
    running ??= cancelOverdueOrders(app.db, new Date())
      .then(
        (cancelled) => {
          if (cancelled.length > 0) app.log.info({ orders: cancelled }, 'cancelled orders unpaid past their deadline');
        },
        (error: unknown) => app.log.error({ err: error }, 'the payment expiry run failed; the next one retries'),
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

export default fp(paymentExpiryJob, { name: 'payment-expiry-job' });
