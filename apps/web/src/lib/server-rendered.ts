import { createContext } from 'react';

/**
 * Whether the page on screen came from the server: its content is the first paint, so nothing (the start
 * loader) may cover it; the browser's first render must equal the server's.
 */
export const ServerRenderedContext = createContext(false);

declare global {
  interface Window {
    /** Buttons pressed on a server-rendered page before its code ran, recorded by index.html's last script. */
    earlyButtonPresses?: HTMLButtonElement[];
  }
}

/** What the recording held when it ended, until pressed again. */
const recorded: HTMLButtonElement[] = [];

/** From beginHydration until endHydration. */
let hydrating = false;

/**
 * Whether this render must equal the server's page, which is the same for every visitor: the server's render
 * itself, or the browser's hydration of it. Such a render reads nothing of the device (its cart).
 */
export function rendersServerPage(): boolean {
  return hydrating || typeof window === 'undefined';
}

/**
 * Ends the recording of early presses, keeping what it holds. Called as hydration begins: from then on
 * React receives the presses itself, and replays those on what it has not hydrated yet.
 */
export function stopRecordingButtonPresses(): void {
  recorded.push(...(window.earlyButtonPresses ?? []));
  delete window.earlyButtonPresses;
}

/**
 * Presses again, in order, the buttons a visitor pressed while the server's page had no code yet (a tap on
 * "add to cart" on a slow phone). Called once the page has hydrated; a button the hydration replaced is no
 * longer in the document and is skipped.
 */
export function replayEarlyButtonPresses(): void {
  stopRecordingButtonPresses();
  // Each press in a task of its own, as two taps are: React renders a press's update in a microtask after it,
  // so "add to cart" pressed after the quantity's "+" must come after that render to add the quantity "+" set.
  for (const button of recorded.splice(0)) {
    setTimeout(() => {
      if (button.isConnected) button.click();
    }, 0);
  }
}

/** The browser starts hydrating the server's page (main.tsx): React receives presses from now on. */
export function beginHydration(): void {
  hydrating = true;
  stopRecordingButtonPresses();
}

/** The page has hydrated (the root's effect): the device may be read, and the early presses are pressed again. */
export function endHydration(): void {
  hydrating = false;
  replayEarlyButtonPresses();
}
