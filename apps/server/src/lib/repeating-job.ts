import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` when the app is ready (catching up on whatever fell due while the shop was down) and then every
 * `everyMs`, one run at a time per process. A failed run is logged with `failure` and the next one retries. The
 * timer does not keep the process alive, and closing the app stops it and waits for a run under way, so the
 * database can close after. The payment expiry and the payment reconciliation run this way.
 */
export function repeatWhileOpen(app: FastifyInstance, everyMs: number, work: () => Promise<void>, failure: string) {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const run = () => {
    running ??= work()
      .catch((error: unknown) => app.log.error({ err: error }, failure))
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, everyMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
