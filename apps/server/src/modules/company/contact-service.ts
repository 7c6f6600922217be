import type { ContactMessage } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

/** Stores a visitor's message for the back office to answer. */
export async function receiveContactMessage(executor: Executor, message: ContactMessage): Promise<number> {
  const [row] = await executor
    .insert(contactMessages)
    .values({ ...message, email: message.email.toLowerCase(), phone: message.phone || null })
    .returning({ id: contactMessages.id });
  return row!.id;
}
