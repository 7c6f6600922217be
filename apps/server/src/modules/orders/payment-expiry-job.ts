import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repeatWhileOpen } from '../../lib/repeating-job.ts';
import { cancelOverdueOrders } from './payment-expiry.ts';

const EVERY_MINUTE = 60_000;

/** Runs the payment expiry when the app is ready and then every minute (lib/repeating-job.ts). */
async function paymentExpiryJob(app: FastifyInstance) {
  repeatWhileOpen(
    app,
    EVERY_MINUTE,
    async () => {
      const cancelled = await cancelOverdueOrders(app.db, new Date());
      if (cancelled.length > 0) app.log.info({ orders: cancelled }, 'cancelled orders unpaid past their deadline');
    },
    'the payment expiry run failed; the next one retries',
  );
}

export default fp(paymentExpiryJob, { name: 'payment-expiry-job' });
