import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { CACHE_CHANNEL, changeOf } from './cache-invalidation.ts';
import type { CatalogueChange } from './read-cache.ts';

/** How often a process confirms it is listening; every confirmation renews its lease. */
const HEARTBEAT_MS = 1_500;
/**
 * How long a confirmation lets a process serve from its cache, and so the longest a writer waits for a
 * process that stopped answering: by then that process has stopped serving from its cache by itself.
 */
const LEASE_MS = 5_000;
/** How soon a process whose listening connection broke tries again (doubling up to the maximum). */
const RECONNECT_MS = { first: 250, max: 5_000 };
/**
 * A writer that cannot hear acknowledgements (it caches nothing, or its own connection is down) looks in the
 * table after FIRST_POLL_MS, then doubling up to POLL_MS.
 */
const POLL_MS = 50;
const FIRST_POLL_MS = 2;
/** How long a stopping process tries to leave the table before it goes anyway. */
const STOP_WAIT_MS = 1_000;
/** Rows of processes gone for this long are removed by whoever connects next. */
const FORGET_AFTER = '1 day';

interface Peer {
  id: string;
  seen: number;
  /** How much longer its lease runs, by the database's clock, when the writer asked. */
  leaseLeftMs: number;
}

/** Heartbeat and acknowledgement in one statement: the lease, the sync number seen, and a wake-up for writers. */
const CONFIRM = `
  with confirmed as (
    insert into catalogue_cache_peers (id, seen_sync, heartbeat_at) values ($1, $2, now())
    on conflict (id) do update
      set seen_sync = greatest(catalogue_cache_peers.seen_sync, excluded.seen_sync), heartbeat_at = now()
  )
  select pg_notify('${CACHE_CHANNEL}', 'ack:' || $1::text || ':' || $2::bigint)`;

/**
 * This process among the others on one PostgreSQL database (decision 011). A dedicated connection, apart
 * from the pool, LISTENs for the catalogue's changes and applies them in commit order. The process may
 * serve from its cache only while that connection is up and its lease is fresh: the lease is renewed by
 * a statement on the same connection, whose answer comes after every notification committed before it,
 * so a renewed lease means every earlier change was applied. After its own commit a writer sends a
 * numbered sync message and waits until every live process has acknowledged that number (or its lease ran
 * out); notifications arrive in commit order, so an acknowledgement means the change was applied first.
 */
export class CachePeers {
  readonly id = randomUUID();
  private client: pg.Client | undefined;
  private listening = false;
  private stopped = false;
  private leaseUntil = 0;
  private seenSync = 0;
  private confirming: Promise<void> | undefined;
  private readonly acks = new Map<string, number>();
  private readonly ackListeners = new Set<() => void>();
  private heartbeat: NodeJS.Timeout | undefined;
  private reconnectMs = RECONNECT_MS.first;

  private readonly db: Database;
  private readonly connection: pg.ClientConfig;
  private readonly apply: (change: CatalogueChange) => void;
  private readonly log: FastifyBaseLogger;

  constructor(
    db: Database,
    connection: pg.ClientConfig,
    apply: (change: CatalogueChange) => void,
    log: FastifyBaseLogger,
  ) {
    this.db = db;
    this.connection = connection;
    this.apply = apply;
    this.log = log;
  }

  /** Whether answers may come from the cache now: listening, and the lease confirmed recently. */
  mayServe(): boolean {
    return this.listening && performance.now() < this.leaseUntil;
  }

  /** Connects (a first failure is reported and retried in the background) and starts the heartbeat. */
  async start(): Promise<void> {
    this.heartbeat = setInterval(() => void this.confirm(), HEARTBEAT_MS).unref();
    await this.connect();
  }

  /** Stops listening and leaves the table, so no writer waits for this process any more. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.heartbeat);
    const client = this.client;
    this.lose();
    const leaving = Promise.allSettled([
      queryRows(this.db, sql`delete from catalogue_cache_peers where id = ${this.id}`),
      client?.end(),
    ]);
    // A database that does not answer must not hold up the shutdown: the lease ends the row's meaning anyway.
    await Promise.race([leaving, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
  }

  /**
   * After a commit that changed the catalogue: sends a sync number and waits until every other live
   * process has acknowledged it, each at most until its lease runs out.
   */
  async syncAfterCommit(): Promise<void> {
    const lease = sql.raw(`interval '${LEASE_MS} milliseconds'`);
    const [sync] = await queryRows<{ n: string; peers: Peer[] }>(
      this.db,
      sql`with sync as (select nextval('catalogue_sync_seq') as n)
        select sync.n, pg_notify(${CACHE_CHANNEL}, 'sync:' || sync.n || ':' || ${this.id}::text) as sent,
          coalesce((
            select json_agg(json_build_object('id', p.id, 'seen', p.seen_sync,
              'leaseLeftMs', extract(epoch from p.heartbeat_at + ${lease} - now()) * 1000))
            from catalogue_cache_peers p
            where p.id <> ${this.id} and p.heartbeat_at > now() - ${lease}
          ), '[]') as peers
        from sync`,
    );
    const number = Number(sync!.n);
    const started = performance.now();
    const waits = sync!.peers
      .filter((peer) => peer.seen < number)
      .map((peer) => this.acknowledged(peer.id, number, started + peer.leaseLeftMs));
    await Promise.all(waits);
  }

  private async acknowledged(peerId: string, number: number, deadline: number): Promise<void> {
    // Not listening (this process caches nothing, or its connection broke), it reads the table: soon at
    // first, as a live process acknowledges within a round trip or two, then every POLL_MS at most.
    let pause = FIRST_POLL_MS;
    while ((this.acks.get(peerId) ?? 0) < number) {
      const left = deadline - performance.now();
      if (left <= 0) {
        this.log.warn({ peer: peerId }, 'a server process did not confirm a catalogue change before its lease ran out');
        return;
      }
      if (this.listening) {
        await this.nextAck(left);
      } else {
        await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
        pause = Math.min(pause * 2, POLL_MS);
        const [row] = await queryRows<{ seen: string }>(
          this.db,
          sql`select seen_sync as seen from catalogue_cache_peers where id = ${peerId}`,
        );
        // A process that left the table (stopped) serves nothing any more.
        if (!row) return;
        this.noteAck(peerId, Number(row.seen));
      }
    }
  }

  private nextAck(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.ackListeners.delete(done);
        resolve();
      };
      const timer = setTimeout(done, Math.min(timeoutMs, POLL_MS * 20));
      this.ackListeners.add(done);
    });
  }

  private noteAck(peerId: string, number: number) {
    if (number > (this.acks.get(peerId) ?? 0)) this.acks.set(peerId, number);
    for (const listener of [...this.ackListeners]) listener();
  }

  private receive(payload: string) {
    if (payload.startsWith('inv:')) {
      this.apply(changeOf(payload));
    } else if (payload.startsWith('sync:')) {
      const [, number = '0', writer] = payload.split(':');
      // The writer settled its own cache before it synced and waits for the others only: no statement to answer it.
      if (writer === this.id) return;
      this.seenSync = Math.max(this.seenSync, Number(number));
      void this.confirm();
    } else if (payload.startsWith('ack:')) {
      const [, peerId = '', number = '0'] = payload.split(':');
      this.noteAck(peerId, Number(number));
    }
  }

  /**
   * Renews the lease and acknowledges the highest sync number seen, one statement at a time on the
   * listening connection; numbers that arrive meanwhile are acknowledged by the next round.
   */
  private confirm(): Promise<void> {
    this.confirming ??= (async () => {
      try {
        let confirmed = -1;
        while (this.client && this.listening && confirmed < this.seenSync) {
          const number = this.seenSync;
          // Taken before sending: the database stamps the heartbeat later, so its view of the lease ends later.
          const sentAt = performance.now();
          await this.client.query(CONFIRM, [this.id, number]);
          this.leaseUntil = sentAt + LEASE_MS;
          confirmed = number;
        }
      } catch (error) {
        // A lost connection is reported where it is noticed; this is a statement that failed on a live one.
        if (this.listening) this.log.warn({ err: error }, 'could not confirm the catalogue cache lease');
      } finally {
        this.confirming = undefined;
      }
    })();
    return this.confirming;
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    // Loaded here: the driver is only needed on PostgreSQL (db/client.ts loads it the same way).
    const { Client } = (await import('pg')).default;
    const client = new Client({ ...this.connection, application_name: 'crabclaw catalogue cache' });
    let dead = false;
    const broken = (error?: Error) => {
      if (dead) return;
      dead = true;
      this.broken(client, error);
    };
    client.on('notification', (message) => {
      if (!dead && message.payload) this.receive(message.payload);
    });
    client.on('error', broken);
    client.on('end', () => broken());
    this.client = client;
    try {
      await client.connect();
      await client.query(`listen ${CACHE_CHANNEL}`);
      await client.query(`delete from catalogue_cache_peers where heartbeat_at < now() - interval '${FORGET_AFTER}'`);
    } catch (error) {
      broken(error as Error);
      return;
    }
    // Stopped (or lost again) while connecting: this connection is not the listener any more.
    if (this.client !== client) {
      await client.end().catch(() => {});
      return;
    }
    // Whatever changed while this process was not listening is unknown: start from nothing.
    this.apply('all');
    this.listening = true;
    this.reconnectMs = RECONNECT_MS.first;
    await this.confirm();
  }

  private broken(client: pg.Client, error?: Error) {
    if (this.client !== client) return;
    const wasListening = this.listening;
    this.lose();
    client.end().catch(() => {});
    if (this.stopped) return;
    if (wasListening || this.reconnectMs === RECONNECT_MS.first) {
      this.log.warn(
        { err: error },
        'lost a database connection (the catalogue cache listener): reads uncached until it is back',
      );
    }
    const delay = this.reconnectMs;
    this.reconnectMs = Math.min(this.reconnectMs * 2, RECONNECT_MS.max);
    setTimeout(() => void this.connect(), delay).unref();
  }

  private lose() {
    this.listening = false;
    this.client = undefined;
    this.leaseUntil = 0;
    this.apply('all');
  }
}
