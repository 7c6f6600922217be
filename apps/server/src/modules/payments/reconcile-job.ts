import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repeatWhileOpen } from '../../lib/repeating-job.ts';
import { reconcileNearExpiry } from './reconcile.ts';

const EVERY_MINUTE = 60_000;

/**
 * Asks the gateway about pending attempts near their end, as the payment expiry job runs (lib/repeating-job.ts):
 * at ready and then every minute. app.ts registers it only when a gateway is configured.
 */
async function paymentReconcileJob(app: FastifyInstance) {
  const provider = app.paymentGateway!;
  repeatWhileOpen(
    app,
    EVERY_MINUTE,
    async () => {
      const outcomes = await reconcileNearExpiry(app.db, provider, new Date());
      if (outcomes.length > 0) app.log.info({ outcomes }, 'asked the payment gateway about pending payments');
    },
    'the payment reconciliation failed; the next run retries',
  );
}

export default fp(paymentReconcileJob, { name: 'payment-reconcile-job' });
