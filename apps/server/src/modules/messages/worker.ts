import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deliverDueMessages } from './delivery.ts';
import { smtpMailer } from './mailer.ts';

const EVERY_FEW_SECONDS = 3_000;

/** Where links in e-mails point: PUBLIC_URL, else this process's own port (a shop on one machine). */
export function linkBase(app: FastifyInstance): string {
  return (app.config.PUBLIC_URL ?? `http://localhost:${app.config.PORT}`).replace(/\/$/, '');
}

/**
 * Sends queued order e-mails every few seconds once the app is ready (catching up on what was queued while
 * it was down), one run at a time per process; registered only with SMTP_URL set. Closing the app stops it
 * and waits for a run under way.
 */
async function mailWorker(app: FastifyInstance) {
  const mailer = smtpMailer(app.config);
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const run = () => {
    running ??= deliverDueMessages(app.db, mailer, { baseUrl: linkBase(app) })
      .then(
        (sent) => {
          if (sent > 0) app.log.info({ sent }, 'sent order e-mails');
        },
        (error: unknown) => app.log.error({ err: error }, 'the mail run failed; the next one retries'),
      )
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, EVERY_FEW_SECONDS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    mailer.close();
  });
}

export default fp(mailWorker, { name: 'mail-worker' });
