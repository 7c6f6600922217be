import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, replayEarlyButtonPresses, stopRecordingButtonPresses } from './server-rendered.ts';

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

describe('replayEarlyButtonPresses', () => {
  afterEach(() => vi.unstubAllGlobals());

  const button = (isConnected: boolean, presses: string[], name: string) =>
    ({ isConnected, click: () => presses.push(name) }) as unknown as HTMLButtonElement;

  it('presses again, in order, the buttons still on the page, and ends the recording', () => {
    const presses: string[] = [];
    const page: Window['earlyButtonPresses'] = [
      button(true, presses, 'plus'),
      button(false, presses, 'replaced by hydration'),
      button(true, presses, 'add to cart'),
    ];
    vi.stubGlobal('window', { earlyButtonPresses: page });
    replayEarlyButtonPresses();
    expect(presses).toEqual(['plus', 'add to cart']);
    expect(window.earlyButtonPresses).toBeUndefined();
    replayEarlyButtonPresses();
    expect(presses).toHaveLength(2);
  });

  it('keeps what was recorded when hydration began, and presses nothing React received after', () => {
    const presses: string[] = [];
    vi.stubGlobal('window', { earlyButtonPresses: [button(true, presses, 'before hydration')] });
    stopRecordingButtonPresses();
    // index.html's listener records nothing once the list is gone; React replays that press itself.
    expect(window.earlyButtonPresses).toBeUndefined();
    replayEarlyButtonPresses();
    expect(presses).toEqual(['before hydration']);
  });

  it('does nothing on a page rendered in the browser, which records nothing', () => {
    vi.stubGlobal('window', {});
    expect(() => replayEarlyButtonPresses()).not.toThrow();
  });
});
