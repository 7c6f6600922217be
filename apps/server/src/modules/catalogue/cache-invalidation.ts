import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import type { CatalogueChange } from './read-cache.ts';

/** The one channel of the cache protocol: `inv:` changes, `sync:` marks after a commit, `ack:` answers. */
export const CACHE_CHANNEL = 'crabclaw_catalogue';
/** NOTIFY payloads must stay under 8000 bytes; a change naming more than this many tags drops everything. */
const MAX_NOTIFIED_TAGS = 200;

/** What one transaction changed, collected while it runs and settled after it commits. */
interface PendingChanges {
  tags: Set<string> | 'all';
}

const pending = new AsyncLocalStorage<PendingChanges>();

/** The `inv:` message of a change, as every listening process reads it. */
function invalidationMessage(change: CatalogueChange): string {
  return change === 'all' ? 'inv:*' : `inv:${change.join(',')}`;
}

/** The change an `inv:` message carries. */
export function changeOf(message: string): CatalogueChange {
  const body = message.slice('inv:'.length);
  return body === '*' ? 'all' : body.split(',').filter(Boolean);
}

function merged(into: PendingChanges['tags'], change: CatalogueChange): PendingChanges['tags'] {
  if (into === 'all' || change === 'all' || into.size + change.length > MAX_NOTIFIED_TAGS) return 'all';
  for (const tag of change) into.add(tag);
  return into;
}

/**
 * Records, inside the write's transaction, that the catalogue changed: the NOTIFY reaches every process
 * when the transaction commits (and never if it rolls back), and the transaction's caller settles the
 * change (this process's cache, then the other processes) before it answers. Every catalogue write calls
 * this: staff writes through recordCatalogueChange, stock through takeStock and returnStock, sales through
 * countDelivered.
 */
export async function catalogueChanged(tx: Executor, change: CatalogueChange): Promise<void> {
  const changes = pending.getStore();
  // Everything was already announced in this transaction (several banners reordered at once, say).
  if (changes?.tags === 'all') return;
  if (changes) changes.tags = merged(changes.tags, change);
  const message = invalidationMessage(change !== 'all' && change.length > MAX_NOTIFIED_TAGS ? 'all' : change);
  await tx.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${message})`);
}

/**
 * The app's database, whose transactions settle the catalogue changes they made once they have committed,
 * before the caller goes on (and so before the write is answered). Nested transactions (savepoints) are
 * run on the transaction object and belong to the outer one.
 */
export function settlingCatalogueChanges(db: Database, settle: (change: CatalogueChange) => Promise<void>): Database {
  const settling = Object.create(db) as Database;
  settling.transaction = async (work, config) => {
    const changes: PendingChanges = { tags: new Set() };
    const result = await pending.run(changes, () => db.transaction(work, config));
    const tags = changes.tags;
    if (tags === 'all' || tags.size > 0) await settle(tags === 'all' ? 'all' : [...tags]);
    return result;
  };
  return settling;
}
