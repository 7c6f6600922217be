import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './server-rendered.ts';

/** A browser whose next frame comes when the test says so (or never: a tab in the background). */
function browserFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  return { paint: () => frames.splice(0).forEach((callback) => callback(performance.now())) };
}

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for a frame to be painted, then lets hydration start in the task after it', async () => {
    vi.useFakeTimers();
    const frames = browserFrames();
    let started = false;
    void afterFirstPaint().then(() => (started = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(started).toBe(false);
    frames.paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toBe(true);
  });

  it('does not wait longer than 100 ms for a tab that paints no frames', async () => {
    vi.useFakeTimers();
    browserFrames();
    let started = false;
    void afterFirstPaint().then(() => (started = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
  });
});
