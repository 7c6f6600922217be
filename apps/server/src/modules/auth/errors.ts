import { HttpError, type Reason } from '../../lib/http-errors.ts';

export const unauthorized = (reason: Reason = 'auth.signInRequired') => new HttpError(401, reason);
export const forbidden = (reason: Reason = 'auth.roleForbidden') => new HttpError(403, reason);
export const tooManyRequests = (reason: Reason) => new HttpError(429, reason);
