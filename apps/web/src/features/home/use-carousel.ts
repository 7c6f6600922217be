import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createSlideClock } from './slide-clock.ts';

/**
 * Storefront section 9: 5000 ms per slide; swipe 50 px, drag block 10 px. The progress bar fills by a CSS
 * animation of AUTOPLAY_MS instead of the spec's 100 ms ticks: the same bar without a render every tick.
 */
export const AUTOPLAY_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;
export const DRAG_BLOCK_PX = 10;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const asksForLessMotion = () => window.matchMedia(REDUCED_MOTION).matches;

/** The device asks for less motion; false while rendering on the server, which cannot know. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, asksForLessMotion, () => false);
}

/**
 * Index that wraps both ways, auto-play, and touch swipe handlers. `turn` counts the slides shown (each
 * start of a slide's time, by auto-play or by hand): the progress bar is keyed on it to start again.
 * Auto-play waits while `shown` is false (the slides are still loading), and while keyboard focus is inside
 * the carousel (WCAG 2.2.2, the APG carousel): `focusWithin` goes on the carousel's element. `playing` is
 * the visitor's choice (the pause button's state); `rotating` is whether slides move now.
 */
export function useCarousel(total: number, shown = true) {
  const [{ index: storedIndex, turn }, setPosition] = useState({ index: 0, turn: 0 });
  // Fewer slides than before (a banner ended while the page was open): the index stays among them.
  const index = storedIndex % total;
  // Auto-play unless the device asks for less motion, until the visitor presses play or pause.
  const reducedMotion = usePrefersReducedMotion();
  const [chosen, setChosen] = useState<boolean>();
  const playing = chosen ?? !reducedMotion;
  const [focused, setFocused] = useState(false);
  const rotating = playing && !focused;
  const [clock] = useState(() => createSlideClock(AUTOPLAY_MS));
  // Slides ever shown: a hidden slide's pictures wait until it is first shown (decision 016).
  const [seen, setSeen] = useState<readonly number[]>([0]);
  if (!seen.includes(index)) setSeen([...seen, index]);

  const go = useCallback(
    (next: number) => setPosition((position) => ({ index: ((next % total) + total) % total, turn: position.turn + 1 })),
    [total],
  );

  // Started and paused in the commit that starts or pauses the progress bar's animation: a passive effect may
  // run a task later, and the slide's time and its bar's would then differ. Hydration renders with the
  // server's answer to "reduced motion?" (no), so the device is asked here: a slide's time must not run on a
  // device that asks for less motion (a test saw a slide end early). Asked, not rendered again: a state set
  // here would re-render the page in the hydration's own task (issue 21).
  useLayoutEffect(() => {
    if (!shown || !rotating || total < 2) return;
    if (chosen === undefined && asksForLessMotion()) return;
    clock.run(turn, () =>
      setPosition((position) => ({ index: (position.index + 1) % total, turn: position.turn + 1 })),
    );
    return () => clock.pause();
  }, [clock, chosen, shown, rotating, total, turn]);

  // Keyboard focus only (`:focus-visible`): a click or a tap on a dot focuses it too, and should not stop
  // the slides its pointer's owner is watching. A focused link that a turn hides blurs (relatedTarget null).
  const focusWithin = {
    onFocus: (event: React.FocusEvent) => setFocused(event.target.matches(':focus-visible')),
    onBlur: (event: React.FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };

  const touch = useRef<{ x: number; y: number; horizontal: boolean } | null>(null);
  const swipe = {
    onTouchStart: (event: React.TouchEvent) => {
      const point = event.touches[0];
      if (point) touch.current = { x: point.clientX, y: point.clientY, horizontal: false };
    },
    onTouchMove: (event: React.TouchEvent) => {
      const point = event.touches[0];
      if (!touch.current || !point) return;
      if (Math.abs(point.clientX - touch.current.x) > DRAG_BLOCK_PX) touch.current.horizontal = true;
    },
    onTouchEnd: (event: React.TouchEvent) => {
      const point = event.changedTouches[0];
      const start = touch.current;
      touch.current = null;
      if (!start || !point) return;
      const dx = point.clientX - start.x;
      if (Math.abs(dx) > SWIPE_THRESHOLD_PX) go(dx < 0 ? index + 1 : index - 1);
    },
  };

  return {
    index,
    turn,
    playing,
    rotating,
    /** Whether slide `i` has been shown yet (its pictures load from then on). */
    seen: (i: number) => seen.includes(i),
    next: () => go(index + 1),
    previous: () => go(index - 1),
    go,
    // Pressing play is asking for motion, even with the keyboard still on the button.
    togglePlaying: () => {
      setChosen(!playing);
      setFocused(false);
    },
    swipe,
    focusWithin,
  };
}
