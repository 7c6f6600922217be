import { boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull().default('inquiry'),
  message: text('message').notNull(),
  isHandled: boolean('is_handled').notNull().default(false),
  /** First opened by a staff member; unread messages come first in the back office. */
  readAt: timestamp('read_at', { withTimezone: true }),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  ...timestamps,
});
