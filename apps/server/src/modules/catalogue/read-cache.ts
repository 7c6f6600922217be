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
  /** Its Content-Type when not JSON (a rendered page's HTML). */
  type?: string;
  /** What else than Accept-Encoding chose this representation (a rendered page's language cookie). */
  vary?: string;
  /** The route pattern that computed it, for the log line and metrics of a hit answered before Fastify. */
  route?: string;
}

/** What a write changed: everything, or only the answers tagged with one of these tags. */
export type CatalogueChange = 'all' | readonly string[];

/** The tag of every answer that shows this product (stock changes drop only these). */
export const productTag = (productId: number) => `product:${productId}`;

/** The tag of answers ranked by sales (featured products), which every delivery changes. */
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
 * The share of the bytes that answers asked for once (a search, an invented query) may take. An answer
 * enters on probation and is kept for good once asked for again; a flood of distinct addresses then evicts
 * only other answers on probation, never the pages and reads that visitors come back to.
 */
export const PROBATION_SHARE = 0.2;

interface Entry {
  answer: CachedAnswer;
  size: number;
}

/** Answers in the order of their last use, oldest first (Map keeps insertion order), with their bytes. */
class Segment extends Map<string, Entry> {
  bytes = 0;

  put(key: string, entry: Entry): void {
    this.set(key, entry);
    this.bytes += entry.size;
  }

  take(key: string): Entry | undefined {
    const entry = this.get(key);
    if (entry && this.delete(key)) this.bytes -= entry.size;
    return entry;
  }

  oldest(): string | undefined {
    return this.keys().next().value;
  }
}

/**
 * The answers of one process within `maxBytes`: new answers on probation (the least recently used out first
 * once they exceed their share, or the whole bound), answers asked for again kept, least recently used of
 * them back on probation when they exceed the rest (a segmented LRU). Every invalidation bumps
 * `generation`; an answer being computed notes the generation its reads began in, and `store` refuses it
 * if a change since then touched one of its tags or everything (its tags are known only from its body, once
 * computed). Changes of other tags do not refuse it: stored before them, it would have stayed, as they
 * change nothing it shows.
 */
export class ReadCache {
  /** Bumped by every invalidation. */
  generation = 0;
  /** The generation of each tag's latest change, oldest first, none from before `everythingChangedAt`. */
  private readonly tagChangedAt = new Map<string, number>();
  /** Answers whose reads began before this generation are refused: a change of 'all', or a forgotten tag's. */
  private everythingChangedAt = 0;
  private readonly probation = new Segment();
  private readonly kept = new Segment();
  private readonly keysByTag = new Map<string, Set<string>>();

  private readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  /** The answer under `key`, now the most recently used (and kept); undefined when missing or past its expiry. */
  get(key: string, now = Date.now()): CachedAnswer | undefined {
    const entry = this.kept.take(key) ?? this.probation.take(key);
    if (!entry) return undefined;
    if (entry.answer.expiresAt !== undefined && now >= entry.answer.expiresAt) {
      this.forgetTags(key, entry.answer);
      return undefined;
    }
    this.kept.put(key, entry);
    // What the kept answers hold beyond their share goes back on probation, least recently used first.
    while (this.kept.bytes > this.maxBytes * (1 - PROBATION_SHARE)) {
      const oldest = this.kept.oldest()!;
      this.probation.put(oldest, this.kept.take(oldest)!);
    }
    this.evict();
    return entry.answer;
  }

  /** Stores the answer unless a change since `sinceGeneration` touched its tags or everything; whether it was stored. */
  store(key: string, answer: CachedAnswer, sinceGeneration: number): boolean {
    if (this.changedSince(sinceGeneration, answer.tags)) return false;
    const size = sizeOf(key, answer);
    if (size > this.maxBytes * PROBATION_SHARE) return false;
    this.delete(key);
    this.probation.put(key, { answer, size });
    for (const tag of answer.tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.evict();
    return true;
  }

  /** Drops what a write changed, and keeps answers still being computed from being stored. */
  invalidate(change: CatalogueChange): void {
    this.generation += 1;
    if (change === 'all') {
      // Every answer begun before now is refused by this alone: older tag changes tell nothing more.
      this.everythingChangedAt = this.generation;
      this.tagChangedAt.clear();
      for (const segment of [this.probation, this.kept]) {
        segment.clear();
        segment.bytes = 0;
      }
      this.keysByTag.clear();
      return;
    }
    for (const tag of change) {
      for (const key of this.keysByTag.get(tag) ?? []) this.delete(key);
      this.noteChange(tag);
    }
  }

  /** Whether a change since `generation` may have touched an answer with these tags. */
  changedSince(generation: number, tags: Iterable<string>): boolean {
    if (this.everythingChangedAt > generation) return true;
    for (const tag of tags) if ((this.tagChangedAt.get(tag) ?? 0) > generation) return true;
    return false;
  }

  /** Bytes held and answers held, for the bench and the tests. */
  usage() {
    return { bytes: this.probation.bytes + this.kept.bytes, answers: this.probation.size + this.kept.size };
  }

  /** Answers on probation go first, least recently used first; kept ones only when none is left. */
  private evict(): void {
    const probationBytes = this.maxBytes * PROBATION_SHARE;
    while (this.probation.bytes > probationBytes || this.usage().bytes > this.maxBytes) {
      this.delete((this.probation.oldest() ?? this.kept.oldest())!);
    }
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
    const entry = this.probation.take(key) ?? this.kept.take(key);
    if (entry) this.forgetTags(key, entry.answer);
  }

  private forgetTags(key: string, answer: CachedAnswer): void {
    for (const tag of answer.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}
