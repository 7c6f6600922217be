import { randomUUID } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValue, type Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { metricsSnapshots } from '../db/schema/index.ts';

type Snapshot = MetricObjectWithValues<MetricValue<string>>[];

/** The row that keeps what stopped processes had counted. */
const RETIRED = 'retired';
/** A process not heard from for this long has stopped (it writes every few seconds); its counts are retired. */
const STOPPED_AFTER = sql`interval '5 minutes'`;

/** Only the shop's own counters outlive a process; its memory and CPU figures leave with it. */
const shopCounters = (snapshot: Snapshot) => snapshot.filter((metric) => metric.name.startsWith('crabclaw_'));

/**
 * One process's figures kept in `metrics_snapshots` beside the others', so that any process answering a
 * scrape adds up all of them (decision 023). Retiring folds a stopped process's counters into one row, so the
 * sums never go down when a process stops and the table holds one row per live process.
 */
export class MetricsSnapshots {
  private readonly processId = randomUUID();
  private written = false;
  private readonly db: Database;
  private readonly registry: Registry;

  constructor(db: Database, registry: Registry) {
    this.db = db;
    this.registry = registry;
  }

  /** Writes this process's figures; if another process retired them meanwhile, counting starts again from zero. */
  async write(): Promise<void> {
    if (this.written) {
      const snapshot = await this.registry.getMetricsAsJSON();
      const updated = await this.db
        .update(metricsSnapshots)
        .set({ metrics: snapshot, updatedAt: sql`now()` })
        .where(eq(metricsSnapshots.processId, this.processId))
        .returning({ processId: metricsSnapshots.processId });
      if (updated.length > 0) return;
      // Taken for stopped (it was silent too long): what it had written is retired, the rest starts over.
      this.registry.resetMetrics();
    }
    await this.db
      .insert(metricsSnapshots)
      .values({ processId: this.processId, metrics: await this.registry.getMetricsAsJSON() });
    this.written = true;
  }

  /** Every process's figures, this one's fresh and stopped ones' as retired. */
  async everyProcess(): Promise<Snapshot[]> {
    await this.write();
    await this.retireWhere(
      and(ne(metricsSnapshots.processId, RETIRED), lt(metricsSnapshots.updatedAt, sql`now() - ${STOPPED_AFTER}`))!,
    );
    const rows = await this.db.select({ metrics: metricsSnapshots.metrics }).from(metricsSnapshots);
    return rows.map((row) => row.metrics as Snapshot);
  }

  /** On close: this process's counters join the retired ones. */
  async retire(): Promise<void> {
    if (!this.written) return;
    await this.write();
    await this.retireWhere(eq(metricsSnapshots.processId, this.processId));
  }

  /** Deletes the matching rows and adds their counters to the retired row, once whatever runs at the same time. */
  private async retireWhere(condition: ReturnType<typeof eq>): Promise<void> {
    await this.db.transaction(async (tx) => {
      // A row deleted here is returned to this transaction only: no other retiring adds it twice.
      const gone = await tx.delete(metricsSnapshots).where(condition).returning({ metrics: metricsSnapshots.metrics });
      if (gone.length === 0) return;
      await tx.insert(metricsSnapshots).values({ processId: RETIRED, metrics: [] }).onConflictDoNothing();
      const [retired] = await tx
        .select({ metrics: metricsSnapshots.metrics })
        .from(metricsSnapshots)
        .where(eq(metricsSnapshots.processId, RETIRED))
        .for('update');
      const sum = AggregatorRegistry.aggregate([
        retired!.metrics as Snapshot,
        ...gone.map((row) => shopCounters(row.metrics as Snapshot)),
      ]);
      await tx
        .update(metricsSnapshots)
        .set({ metrics: await sum.getMetricsAsJSON(), updatedAt: sql`now()` })
        .where(eq(metricsSnapshots.processId, RETIRED));
    });
  }
}
