import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  beginHydration,
  endHydration,
  rendersServerPage,
  replayEarlyButtonPresses,
  stopRecordingButtonPresses,
} from './server-rendered.ts';

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
