import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSlideClock } from './slide-clock.ts';

describe('createSlideClock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ends a slide once its time has run, not before', () => {
    const clock = createSlideClock(5000);
    const ended = vi.fn();
    clock.run(0, ended);
    vi.advanceTimersByTime(4999);
    expect(ended).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ended).toHaveBeenCalledOnce();
  });

  it('keeps the elapsed time of a slide across a pause', () => {
    const clock = createSlideClock(5000);
    const ended = vi.fn();
    clock.run(0, ended);
    vi.advanceTimersByTime(3000);
    clock.pause();
    vi.advanceTimersByTime(60_000);
    expect(ended).not.toHaveBeenCalled();
    clock.run(0, ended);
    vi.advanceTimersByTime(1999);
    expect(ended).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ended).toHaveBeenCalledOnce();
  });

  it('gives a new turn (a slide chosen by hand) its whole time', () => {
    const clock = createSlideClock(5000);
    const ended = vi.fn();
    clock.run(0, ended);
    vi.advanceTimersByTime(4000);
    clock.pause();
    clock.run(1, ended);
    vi.advanceTimersByTime(4999);
    expect(ended).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ended).toHaveBeenCalledOnce();
  });
});
