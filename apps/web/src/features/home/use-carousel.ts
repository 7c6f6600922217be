import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
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

/** The device asks for less motion; false while rendering on the server, which cannot know. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * Index that wraps both ways, auto-play, and touch swipe handlers. `turn` counts the slides shown (each
 * start of a slide's time, by auto-play or by hand): the progress bar is keyed on it to start again.
 * Auto-play waits while `shown` is false (the slides are still loading).
 */
export function useCarousel(total: number, shown = true) {
  const [{ index, turn }, setPosition] = useState({ index: 0, turn: 0 });
  // Auto-play unless the device asks for less motion, until the visitor presses play or pause.
  const reducedMotion = usePrefersReducedMotion();
  const [chosen, setChosen] = useState<boolean>();
  const playing = chosen ?? !reducedMotion;
  const [clock] = useState(() => createSlideClock(AUTOPLAY_MS));

  const go = useCallback(
    (next: number) => setPosition((position) => ({ index: ((next % total) + total) % total, turn: position.turn + 1 })),
    [total],
  );

  useEffect(() => {
    if (!shown || !playing || total < 2) return;
    clock.run(turn, () =>
      setPosition((position) => ({ index: (position.index + 1) % total, turn: position.turn + 1 })),
    );
    return () => clock.pause();
  }, [clock, shown, playing, total, turn]);

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
    next: () => go(index + 1),
    previous: () => go(index - 1),
    go,
    togglePlaying: () => setChosen(!playing),
    swipe,
  };
}
