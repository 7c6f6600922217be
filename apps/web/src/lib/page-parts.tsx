import { Suspense, useState, type ReactNode } from 'react';

/**
 * Preact hydrates a page in one task, where React sliced it in a transition: on a phone the page would not
 * answer for the whole of it (decision 019). A part of a server-rendered page wrapped in PagePart hydrates in
 * a task of its own after the rest: while the page hydrates, the part suspends once (Preact keeps the
 * server's elements meanwhile) and its turn comes in a later task. A press, a key or a click anywhere
 * hydrates every part still waiting at once, before it reaches the part. Every other render (a page the
 * browser renders itself, a navigation, the server's, the unit tests') renders a part at once.
 */

interface Turn {
  promise: Promise<void>;
  release: () => void;
  released: boolean;
}

const waiting: Turn[] = [];
let hydrating = false;
let hydrated: Promise<void> = Promise.resolve();

// A click too: its press may have come before hydration began (neither recorded as an early press nor seen
// here). The listener runs first, in the capture phase, and the part hydrates in the microtasks after it,
// before the click reaches the part's elements.
const HURRY_EVENTS = ['pointerdown', 'keydown', 'click'] as const;

/** A task after this one, without setTimeout's clamping of nested timers. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

function newTurn(): Turn {
  let resolve!: () => void;
  const promise = new Promise<void>((resolved) => (resolve = resolved));
  const turn: Turn = { promise, release: () => ((turn.released = true), resolve()), released: false };
  waiting.push(turn);
  return turn;
}

function hurry(): void {
  for (const turn of waiting.splice(0)) turn.release();
}

/**
 * Called just before the page the server rendered hydrates. Parts nested in a part wait for their own turn
 * once theirs has come. The page counts as hydrated (whenHydrated) once no part waits.
 */
export function startPageInParts(): void {
  hydrating = true;
  for (const type of HURRY_EVENTS) document.addEventListener(type, hurry, { capture: true });
  hydrated = (async () => {
    do {
      await nextTask();
      waiting.shift()?.release();
    } while (waiting.length > 0);
    // The last part hydrates in the microtasks after its release: one more task, and it is done.
    await nextTask();
    hydrating = false;
    // A part that began in that task (a quick navigation's page) would otherwise wait for ever.
    hurry();
    for (const type of HURRY_EVENTS) document.removeEventListener(type, hurry, { capture: true });
  })();
}

/** Resolves once every part of the page has hydrated (at once when the browser rendered the page). */
export function whenHydrated(): Promise<void> {
  return hydrated;
}

function WaitForTurn({ turn, children }: { turn: Turn | undefined; children: ReactNode }) {
  if (turn && !turn.released) throw turn.promise;
  return children;
}

/** Renders `children` (one element: the one Preact keeps while it waits) as a part hydrated in its own task. */
export function PagePart({ children }: { children: ReactNode }) {
  // Held here, above the boundary: a component that suspends before it ever rendered keeps no state.
  const [turn] = useState(() => (hydrating ? newTurn() : undefined));
  return (
    <Suspense fallback={null}>
      <WaitForTurn turn={turn}>{children}</WaitForTurn>
    </Suspense>
  );
}
