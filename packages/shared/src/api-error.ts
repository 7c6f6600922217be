import { z } from 'zod';

/** Every 4xx answer of the API: a sentence for people and, for bad input, one message per field. */
export const ApiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
