import { availableParallelism } from 'node:os';
import { tooManyRequests } from './errors.ts';

/** What a refused check tells the client: a flood ends in about this long, and so does any one hash. */
const RETRY_AFTER_SECONDS = 2;

/**
 * Unset SIGN_INS_IN_FLIGHT: four per core, as many as libuv's four hashing threads take on one core; the last
 * in line then waits a couple of hash times, not the length of a flood.
 */
export const defaultSignInsInFlight = () => availableParallelism() * 4;

/**
 * At most `limit` password checks at once in this process; past it, 429 at once. An argon2id check takes a
 * core and 64 MiB for a good part of a second: 100 attempts in parallel queued for over 15 s on two cores,
 * the owner's own sign-in behind them. Refusing what the machine cannot hash now keeps the wait short for
 * everyone, and a flood cannot hold the owner out for longer than it lasts.
 */
export function passwordCheckGate(limit: number) {
  let running = 0;
  return async function checkPassword<T>(check: () => Promise<T>): Promise<T> {
    if (running >= limit) {
      throw tooManyRequests('auth.busy').retryAfter(RETRY_AFTER_SECONDS);
    }
    running += 1;
    try {
      return await check();
    } finally {
      running -= 1;
    }
  };
}

export type PasswordCheckGate = ReturnType<typeof passwordCheckGate>;
