import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` when the app is ready (catching up on whatever fell due while the shop was down) and then every
 * `everyMs`, one run at a time per process. A tick that finds a run under way is not lost: one more run follows it
 * (a run that read the database just before something fell due would otherwise leave it a whole period). A failed
 * run is logged with `failure` and the next one retries. The timer does not keep the process alive, and closing the
 * app stops it and waits for a run under way, starting none after, so the database can close after. The payment
 * expiry and the payment reconciliation run this way.
 */
export function repeatWhileOpen(app: FastifyInstance, everyMs: number, work: () => Promise<void>, failure: string) {
  let running: Promise<void> | undefined;
  let dueAgain = false;
  let closing = false;
  let timer: NodeJS.Timeout | undefined;

  const run = (): void => {
    if (running) {
      dueAgain = true;
      return;
    }
    running = work()
      .catch((error: unknown) => app.log.error({ err: error }, failure))
      .finally(() => {
        running = undefined;
        if (dueAgain && !closing) {
          dueAgain = false;
          run();
        }
      });
  };

  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, everyMs).unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
}
