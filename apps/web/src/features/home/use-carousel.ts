import { useCallback, useEffect, useRef, useState } from 'react';

/** Storefront section 9: 5000 ms per slide, progress ticking every 100 ms; swipe 50 px, drag block 10 px. */
export const AUTOPLAY_MS = 5000;
export const PROGRESS_TICK_MS = 100;
export const SWIPE_THRESHOLD_PX = 50;
export const DRAG_BLOCK_PX = 10;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Index that wraps both ways, auto-play with progress, and touch swipe handlers. */
export function useCarousel(total: number) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [elapsed, setElapsed] = useState(0);

  const go = useCallback(
    (next: number) => {
      setIndex(((next % total) + total) % total);
      setElapsed(0);
    },
    [total],
  );

  useEffect(() => {
    if (!playing || total < 2) return;
    const timer = setInterval(() => setElapsed((value) => value + PROGRESS_TICK_MS), PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [playing, total]);

  useEffect(() => {
    if (elapsed < AUTOPLAY_MS) return;
    setIndex((value) => (value + 1) % total);
    setElapsed(0);
  }, [elapsed, total]);

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
    playing,
    progress: Math.min(100, (elapsed / AUTOPLAY_MS) * 100),
    next: () => go(index + 1),
    previous: () => go(index - 1),
    go,
    togglePlaying: () => setPlaying((value) => !value),
    swipe,
  };
}
