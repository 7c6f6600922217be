import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bytea, timestamps } from './columns.ts';

/**
 * Pictures live in the database so every server instance behind a load balancer can serve them.
 * The id is the hash of the source bytes, so a URL names one picture forever (immutable caching).
 */
export const media = pgTable('media', {
  id: text('id').primaryKey(),
  alt: text('alt').notNull().default(''),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  ...timestamps,
});

/** One processed size and format of a picture (thumb/card/medium/large as WebP, large as JPEG). */
export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: text('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    variant: text('variant').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.variant] })],
);
