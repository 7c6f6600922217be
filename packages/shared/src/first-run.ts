import { z } from 'zod';

/** What a new shop sets up before it takes orders (issue 22), in the order the dashboard lists them. */
export const FIRST_RUN_ITEMS = ['address', 'phone', 'whatsApp', 'bankAccounts', 'category', 'product'] as const;
export type FirstRunItemId = (typeof FIRST_RUN_ITEMS)[number];

export const FirstRunItemSchema = z.object({
  id: z.enum(FIRST_RUN_ITEMS),
  done: z.boolean(),
  parameterId: z
    .number()
    .int()
    .nullable()
    .describe(
      'The general parameter to edit for this item (its row id); null for the catalogue items or a missing row',
    ),
});
export type FirstRunItem = z.infer<typeof FirstRunItemSchema>;

export const FirstRunSchema = z
  .object({ items: z.array(FirstRunItemSchema) })
  .nullable()
  .describe(
    'The first-run checklist, from the database on every request: null once every item is done, and for staff who cannot do the items (User)',
  );
export type FirstRun = z.infer<typeof FirstRunSchema>;
