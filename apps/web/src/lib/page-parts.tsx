import { Suspense, useState, type ReactNode } from 'react';

/**
 * Preact hydrates or renders a page in one task, where React sliced it in a transition: on a phone the page
 * would not answer for the whole of it (decision 019). A part of the page wrapped in PagePart comes in a
 * task of its own after the rest, on the first page only. Hydrating, the part suspends once (Preact keeps the
 * server's elements meanwhile) and hydrates in its turn; on a page the browser renders itself (cart,
 * checkout), it shows in its turn. A press, a key or a click anywhere brings every part still waiting at
 * once, before it reaches the part. Every other render (a navigation, the server's, the unit tests')
 * renders a part at once.
 */

interface Turn {
  promise: Promise<void>;
  release: () => void;
  released: boolean;
}

const waiting: Turn[] = [];
let firstPage = false;
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
 * Called just before the first page hydrates or renders. Parts nested in a part wait for their own turn
 * once theirs has come. The page counts as hydrated (whenHydrated) once no part waits.
 */
export function startPageInParts(): void {
  firstPage = true;
  for (const type of HURRY_EVENTS) document.addEventListener(type, hurry, { capture: true });
  hydrated = (async () => {
    do {
      await nextTask();
      waiting.shift()?.release();
    } while (waiting.length > 0);
    // The last part hydrates in the microtasks after its release: one more task, and it is done.
    await nextTask();
    firstPage = false;
    // A part that began in that task (a quick navigation's page) would otherwise wait for ever.
    hurry();
    for (const type of HURRY_EVENTS) document.removeEventListener(type, hurry, { capture: true });
  })();
}

/** Resolves once every part of the first page is in place. */
export function whenHydrated(): Promise<void> {
  return hydrated;
}

function WaitForTurn({ turn, children }: { turn: Turn | undefined; children: ReactNode }) {
  if (turn && !turn.released) throw turn.promise;
  return children;
}

/**
 * Renders `children` as a part of the first page that comes in a task of its own: one element (the one
 * Preact keeps while it waits to hydrate), below the first screen or with its room kept (the header's
 * spacer), so that it moves nothing when it shows.
 */
export function PagePart({ children }: { children: ReactNode }) {
  // Held here, above the boundary: a component that suspends before it ever rendered keeps no state.
  const [turn] = useState(() => (firstPage ? newTurn() : undefined));
  return (
    <Suspense fallback={null}>
      <WaitForTurn turn={turn}>{children}</WaitForTurn>
    </Suspense>
  );
}
