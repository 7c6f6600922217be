/**
 * The time one slide stays before auto-play moves on: one timeout per slide instead of a tick every 100 ms
 * (the progress bar is a CSS animation of the same length). A pause keeps what has elapsed of the slide.
 */
export interface SlideClock {
  /** Runs slide turn `turn` for what is left of `lengthMs`, then calls onEnd; a new turn starts at zero. */
  run(turn: number, onEnd: () => void): void;
  /** Stops the clock, keeping the time the current turn has run. */
  pause(): void;
}

export function createSlideClock(lengthMs: number): SlideClock {
  let currentTurn: number | undefined;
  let elapsed = 0;
  let startedAt: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const pause = () => {
    if (startedAt === undefined) return;
    clearTimeout(timer);
    elapsed += Date.now() - startedAt;
    startedAt = undefined;
  };

  return {
    run(turn, onEnd) {
      pause();
      if (turn !== currentTurn) {
        currentTurn = turn;
        elapsed = 0;
      }
      startedAt = Date.now();
      timer = setTimeout(
        () => {
          startedAt = undefined;
          onEnd();
        },
        Math.max(0, lengthMs - elapsed),
      );
    },
    pause,
  };
}
