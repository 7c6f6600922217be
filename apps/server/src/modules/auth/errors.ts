import { HttpError } from '../../lib/http-errors.ts';

export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'Your role does not allow this.') => new HttpError(403, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
