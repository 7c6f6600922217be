/** Errors a service may throw; the error plugin turns them into the API's { message, errors } answers. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, errors);
