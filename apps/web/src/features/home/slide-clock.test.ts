import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createSlideClock } from './slide-clock.ts';

describe('createSlideClock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A clock of five-second slides, running the first slide's turn from now. */
  function runningClock() {
    const clock = createSlideClock(5000);
    const ended = vi.fn();
    clock.run(0, ended);
    return { clock, ended };
  }

  /** The turn ends exactly `ms` from now, not a millisecond before. */
  function expectEndAfter(ended: Mock, ms: number) {
    vi.advanceTimersByTime(ms - 1);
    expect(ended).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ended).toHaveBeenCalledOnce();
  }

  it('ends a slide once its time has run, not before', () => {
    const { ended } = runningClock();
    expectEndAfter(ended, 5000);
  });

  it('keeps the elapsed time of a slide across a pause', () => {
    const { clock, ended } = runningClock();
    vi.advanceTimersByTime(3000);
    clock.pause();
    vi.advanceTimersByTime(60_000);
    expect(ended).not.toHaveBeenCalled();
    clock.run(0, ended);
    expectEndAfter(ended, 2000);
  });

  it('gives a new turn (a slide chosen by hand) its whole time', () => {
    const { clock, ended } = runningClock();
    vi.advanceTimersByTime(4000);
    clock.pause();
    clock.run(1, ended);
    expectEndAfter(ended, 5000);
  });
});
