import { z } from 'zod';

const MessageParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
const CodeSchema = z.string().describe("A code of the shop's message catalogues (packages/shared/src/messages)");

/**
 * Every error answer of the API (decision 010): what went wrong as a code with parameters, which clients
 * translate from the shared catalogues, and the same in the request's Accept-Language (id, else en) for
 * people and older clients. Bad input names each field, as text (`errors`) and as codes (`fieldCodes`).
 */
export const ApiErrorSchema = z.object({
  message: z.string().describe('The code translated into the Accept-Language (Indonesian unless it asks for en)'),
  code: CodeSchema,
  params: MessageParamsSchema.optional().describe('What the message names: a product, a number of minutes, a limit'),
  errors: z.record(z.string(), z.string()).optional().describe('One translated message per field at fault'),
  fieldCodes: z
    .record(z.string(), z.object({ code: CodeSchema, params: MessageParamsSchema.optional() }))
    .optional()
    .describe('The same fields with their codes and parameters'),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
