import { boolean, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull().default('inquiry'),
  message: text('message').notNull(),
  isHandled: boolean('is_handled').notNull().default(false),
  ...timestamps,
});
