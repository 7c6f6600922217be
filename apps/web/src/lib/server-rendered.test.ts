import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  beginHydration,
  endHydration,
  rendersServerPage,
  replayEarlyButtonPresses,
  stopRecordingButtonPresses,
} from './server-rendered.ts';

describe('replayEarlyButtonPresses', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const button = (isConnected: boolean, presses: string[], name: string) =>
    ({ isConnected, click: () => presses.push(name) }) as unknown as HTMLButtonElement;

  it('presses again, in order, the buttons still on the page, and ends the recording', async () => {
    const presses: string[] = [];
    const page: Window['earlyButtonPresses'] = [
      button(true, presses, 'plus'),
      button(false, presses, 'replaced by hydration'),
      button(true, presses, 'add to cart'),
    ];
    vi.stubGlobal('window', { earlyButtonPresses: page });
    replayEarlyButtonPresses();
    expect(window.earlyButtonPresses).toBeUndefined();
    await vi.runAllTimersAsync();
    expect(presses).toEqual(['plus', 'add to cart']);
    replayEarlyButtonPresses();
    await vi.runAllTimersAsync();
    expect(presses).toHaveLength(2);
  });

  it('presses each button once the update of the one before has rendered, as React renders a tap’s', async () => {
    // React renders a press's state update in a microtask after the press: "add to cart" adds the quantity the
    // page shows when it is pressed.
    let quantity = 1;
    const added: number[] = [];
    const plus = { isConnected: true, click: () => queueMicrotask(() => (quantity += 1)) };
    const addToCart = { isConnected: true, click: () => added.push(quantity) };
    vi.stubGlobal('window', { earlyButtonPresses: [plus, addToCart] });
    replayEarlyButtonPresses();
    await vi.runAllTimersAsync();
    expect(added).toEqual([2]);
  });

  it('keeps what was recorded when hydration began, and presses nothing React received after', async () => {
    const presses: string[] = [];
    vi.stubGlobal('window', { earlyButtonPresses: [button(true, presses, 'before hydration')] });
    stopRecordingButtonPresses();
    // index.html's listener records nothing once the list is gone; React replays that press itself.
    expect(window.earlyButtonPresses).toBeUndefined();
    replayEarlyButtonPresses();
    await vi.runAllTimersAsync();
    expect(presses).toEqual(['before hydration']);
  });

  it('does nothing on a page rendered in the browser, which records nothing', () => {
    vi.stubGlobal('window', {});
    expect(() => replayEarlyButtonPresses()).not.toThrow();
  });
});

describe('rendersServerPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('holds from the start of hydration until the page has hydrated, and on the server', () => {
    vi.stubGlobal('window', {});
    expect(rendersServerPage()).toBe(false);
    beginHydration();
    expect(rendersServerPage()).toBe(true);
    endHydration();
    expect(rendersServerPage()).toBe(false);
    vi.stubGlobal('window', undefined);
    expect(rendersServerPage()).toBe(true);
  });
});
