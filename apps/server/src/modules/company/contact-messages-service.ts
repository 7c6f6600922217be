import { count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  toPage,
  type AdminContactMessage,
  type AdminContactMessagePage,
  type AdminContactMessageQuery,
  type ContactMessageCounts,
  type ContactMessageFilter,
} from '@crabclaw/shared';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';

type ContactMessageRow = typeof contactMessages.$inferSelect;

const unread = isNull(contactMessages.readAt);
const open = eq(contactMessages.isHandled, false);
const FILTERS: Record<ContactMessageFilter, SQL | undefined> = { all: undefined, unread, open };

function toAdminMessage(row: ContactMessageRow): AdminContactMessage {
  return {
    id: row.id,
    senderName: row.name,
    senderEmail: row.email,
    senderPhone: row.phone,
    subject: row.subject as AdminContactMessage['subject'],
    message: row.message,
    receivedAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/** One page of the back office's messages: unread first, then newest first. */
export async function listContactMessages(
  db: Executor,
  query: AdminContactMessageQuery,
): Promise<AdminContactMessagePage> {
  const where = FILTERS[query.filter];
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(contactMessages).where(where),
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(sql`${unread} desc`, desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return toPage(rows.map(toAdminMessage), counted?.total ?? 0, query);
}

/** How many messages nobody has opened yet, and how many are not handled yet (the sidebar's badge). */
export async function contactMessageCounts(db: Executor): Promise<ContactMessageCounts> {
  const [counts] = await db
    .select({
      unread: sql<number>`count(*) filter (where ${unread})`.mapWith(Number),
      open: sql<number>`count(*) filter (where ${open})`.mapWith(Number),
    })
    .from(contactMessages);
  return counts ?? { unread: 0, open: 0 };
}

async function updateMessage(
  db: Executor,
  id: number,
  changes: PgUpdateSetSource<typeof contactMessages>,
): Promise<AdminContactMessage> {
  const [row] = await db
    .update(contactMessages)
    // A message keeps the moment it was first opened, however often it is opened again.
    .set({ ...changes, readAt: sql`coalesce(${contactMessages.readAt}, now())`, updatedAt: sql`now()` })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw notFound('contact.notFound');
  return toAdminMessage(row);
}

/** Marks a message read when a staff member opens it; opening it again changes nothing. */
export function markContactMessageRead(db: Executor, id: number): Promise<AdminContactMessage> {
  return updateMessage(db, id, {});
}

/** Marks a message handled (keeping when it first was) or open again; either way it counts as read. */
export function setContactMessageHandled(db: Executor, id: number, handled: boolean): Promise<AdminContactMessage> {
  return updateMessage(db, id, {
    isHandled: handled,
    handledAt: handled ? sql`coalesce(${contactMessages.handledAt}, now())` : null,
  });
}
