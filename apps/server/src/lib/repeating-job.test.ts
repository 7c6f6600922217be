import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repeatWhileOpen } from './repeating-job.ts';

/** A job whose runs end when the test says so. */
function heldJob() {
  const ends: (() => void)[] = [];
  const work = vi.fn(() => new Promise<void>((resolve) => ends.push(resolve)));
  return { work, endRun: (n: number) => ends[n]!() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('repeatWhileOpen', () => {
  it('runs once more after a run that ticks found under way, one at a time, and none after closing', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = Fastify();
    const { work, endRun } = heldJob();
    repeatWhileOpen(app, 60_000, work, 'failed');
    await app.ready();
    expect(work).toHaveBeenCalledTimes(1);

    // Two ticks while the first run is under way: one more run after it, not two, and not beside it.
    await vi.advanceTimersByTimeAsync(120_000);
    expect(work).toHaveBeenCalledTimes(1);
    endRun(0);
    await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(2));

    // Closing during the second run waits for it, and no tick runs the job after.
    let isClosed = false;
    const closed = app.close().then(() => (isClosed = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(isClosed).toBe(false);
    endRun(1);
    await closed;
    await vi.advanceTimersByTimeAsync(600_000);
    expect(work).toHaveBeenCalledTimes(2);
  });
});
