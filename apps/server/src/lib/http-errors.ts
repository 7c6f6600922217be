import type { CodedMessage, MessageCode } from '@crabclaw/shared';

/** What went wrong: a catalogue code alone, or with what its message names. */
export type Reason = MessageCode | CodedMessage;

const codedOf = (reason: Reason): CodedMessage => (typeof reason === 'string' ? { code: reason } : reason);

/**
 * Errors a service may throw: a reason and, for bad input, one per field, all as message codes. The error
 * plugin answers them as `{ message, code, params, errors, fieldCodes }`, worded in the caller's language.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly reason: CodedMessage;
  readonly fields?: Record<string, CodedMessage>;
  /** Seconds to wait before asking again, sent as Retry-After. */
  retryAfterSeconds?: number;

  constructor(statusCode: number, reason: Reason, fields?: Record<string, Reason>) {
    const coded = codedOf(reason);
    super(coded.code);
    this.statusCode = statusCode;
    this.reason = coded;
    if (fields) this.fields = Object.fromEntries(Object.entries(fields).map(([field, why]) => [field, codedOf(why)]));
  }

  retryAfter(seconds: number): this {
    this.retryAfterSeconds = seconds;
    return this;
  }
}

export const notFound = (reason: Reason) => new HttpError(404, reason);
export const badRequest = (reason: Reason, fields?: Record<string, Reason>) => new HttpError(400, reason, fields);
export const conflict = (reason: Reason, fields?: Record<string, Reason>) => new HttpError(409, reason, fields);
