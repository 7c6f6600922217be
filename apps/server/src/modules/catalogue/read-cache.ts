/** Response headers as [name in its own spelling, value] pairs. */
export type RawHeaders = readonly (readonly [string, number | string | string[]])[];

/**
 * What a cached catalogue read keeps: the serialized body, its gzip and brotli versions (bodies under the
 * compression threshold travel as they are), the strong ETag of the body, the tags a partial invalidation
 * matches, and when an answer that depends on the clock stops being true.
 */
export interface CachedAnswer {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  /** The body's hash, quoted per encoding when sent (a strong ETag names one representation). */
  hash: string;
  /** The headers other plugins (security headers) had set when the answer was computed; a hit sends them too. */
  rawHeaders: RawHeaders;
  tags: readonly string[];
  /** Date.now() at which the answer changes by itself (a banner's start or end), if it does. */
  expiresAt?: number;
}

/** What a write changed: everything, or only the answers tagged with one of these tags. */
export type CatalogueChange = 'all' | readonly string[];

/** The tag of every answer that shows this product (stock changes drop only these). */
export const productTag = (productId: number) => `product:${productId}`;

/** The tag of answers ranked by sales (featured products), which every order changes. */
export const SALES_RANKING_TAG = 'sales-ranking';

/** Map and Set overhead of one entry, roughly; what matters is that the bound is in bytes of bodies. */
const ENTRY_OVERHEAD = 256;

function sizeOf(key: string, answer: CachedAnswer): number {
  const bodies = answer.body.length + (answer.gzip?.length ?? 0) + (answer.brotli?.length ?? 0);
  return bodies + key.length * 2 + answer.tags.reduce((total, tag) => total + tag.length * 2 + 64, ENTRY_OVERHEAD);
}

/**
 * How many tags' latest changes the cache remembers for the answers being computed. Past that the oldest is
 * forgotten, and an answer whose reads began before that change is refused whatever its tags (it may have
 * had that one): memory stays bounded and the error is on the side of computing again.
 */
export const TAG_CHANGES_KEPT = 4_096;

/**
 * The answers of one process, least recently used first out once they hold more than `maxBytes`. Every
 * invalidation bumps `generation`; an answer being computed notes the generation its reads began in, and
 * `store` refuses it if a change since then touched one of its tags or everything (its tags are known only
 * from its body, once computed). Changes of other tags do not refuse it: stored before them, it would have
 * stayed, as they change nothing it shows.
 */
export class ReadCache {
  /** Bumped by every invalidation. */
  generation = 0;
  /** The generation of each tag's latest change, oldest first, none from before `everythingChangedAt`. */
  private readonly tagChangedAt = new Map<string, number>();
  /** Answers whose reads began before this generation are refused: a change of 'all', or a forgotten tag's. */
  private everythingChangedAt = 0;
  private readonly answers = new Map<string, { answer: CachedAnswer; size: number }>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private bytes = 0;

  private readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  /** The answer under `key`, now the most recently used; undefined when missing or past its expiry. */
  get(key: string, now = Date.now()): CachedAnswer | undefined {
    const entry = this.answers.get(key);
    if (!entry) return undefined;
    if (entry.answer.expiresAt !== undefined && now >= entry.answer.expiresAt) {
      this.delete(key);
      return undefined;
    }
    // Map keeps insertion order: re-inserting makes this the newest, so the oldest is evicted first.
    this.answers.delete(key);
    this.answers.set(key, entry);
    return entry.answer;
  }

  /** Stores the answer unless a change since `sinceGeneration` touched its tags or everything; whether it was stored. */
  store(key: string, answer: CachedAnswer, sinceGeneration: number): boolean {
    if (this.changedSince(sinceGeneration, answer.tags)) return false;
    const size = sizeOf(key, answer);
    if (size > this.maxBytes) return false;
    this.delete(key);
    this.answers.set(key, { answer, size });
    this.bytes += size;
    for (const tag of answer.tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    while (this.bytes > this.maxBytes) this.delete(this.answers.keys().next().value!);
    return true;
  }

  /** Drops what a write changed, and keeps answers still being computed from being stored. */
  invalidate(change: CatalogueChange): void {
    this.generation += 1;
    if (change === 'all') {
      // Every answer begun before now is refused by this alone: older tag changes tell nothing more.
      this.everythingChangedAt = this.generation;
      this.tagChangedAt.clear();
      this.answers.clear();
      this.keysByTag.clear();
      this.bytes = 0;
      return;
    }
    for (const tag of change) {
      for (const key of this.keysByTag.get(tag) ?? []) this.delete(key);
      this.noteChange(tag);
    }
  }

  /** Bytes held and answers held, for the bench and the tests. */
  usage() {
    return { bytes: this.bytes, answers: this.answers.size };
  }

  /** Whether a change since `generation` may have touched an answer with these tags. */
  private changedSince(generation: number, tags: readonly string[]): boolean {
    return this.everythingChangedAt > generation || tags.some((tag) => (this.tagChangedAt.get(tag) ?? 0) > generation);
  }

  private noteChange(tag: string): void {
    // Deleted and set again, the tag moves last: the map stays in the order of latest changes.
    this.tagChangedAt.delete(tag);
    this.tagChangedAt.set(tag, this.generation);
    if (this.tagChangedAt.size <= TAG_CHANGES_KEPT) return;
    const [oldest, changedAt] = this.tagChangedAt.entries().next().value!;
    this.tagChangedAt.delete(oldest);
    this.everythingChangedAt = changedAt;
  }

  private delete(key: string): void {
    const entry = this.answers.get(key);
    if (!entry) return;
    this.answers.delete(key);
    this.bytes -= entry.size;
    for (const tag of entry.answer.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}
