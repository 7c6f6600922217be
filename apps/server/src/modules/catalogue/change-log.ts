import type { StaffUser } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { CATALOGUE_ENTITIES, catalogueChanges } from '../../db/schema/index.ts';
import { catalogueChanged } from './cache-invalidation.ts';

export type CatalogueEntity = (typeof CATALOGUE_ENTITIES)[number];
export type CatalogueAction = 'create' | 'update' | 'delete';
/** { field: [before, after] }; for create the before is null, for delete the after is null. */
export type FieldChanges = Record<string, [unknown, unknown]>;

type Comparable = Record<string, unknown>;

/** Dates and other values as they read in JSON, so the log compares and stores what a person sees. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}

/** The fields whose values differ between two versions of a row, as { field: [before, after] }. */
export function diffFields(before: Comparable, after: Comparable, ignore: readonly string[] = []): FieldChanges {
  const changes: FieldChanges = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (ignore.includes(key)) continue;
    const [was, is] = [plain(before[key]), plain(after[key])];
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[key] = [was, is];
  }
  return changes;
}

/** A whole record as changes: every field from null (create) or to null (delete). */
export function wholeRecord(
  row: Comparable,
  action: 'create' | 'delete',
  ignore: readonly string[] = [],
): FieldChanges {
  const changes: FieldChanges = {};
  for (const [key, value] of Object.entries(row)) {
    if (ignore.includes(key)) continue;
    changes[key] = action === 'create' ? [null, plain(value)] : [plain(value), null];
  }
  return changes;
}

/**
 * Records one staff write to the catalogue (who, when, what changed) in the write's own transaction, so
 * a change is logged exactly when it is stored. An update that changed nothing is not recorded. Every
 * staff write passes here, so here it also drops the cached catalogue reads (decision 011).
 */
export async function recordCatalogueChange(
  tx: Executor,
  staff: Pick<StaffUser, 'id' | 'username'>,
  entity: CatalogueEntity,
  entityId: number,
  action: CatalogueAction,
  changes: FieldChanges,
): Promise<void> {
  // Before the early return: whether a change is worth a log line is not this cache's question.
  await catalogueChanged(tx, 'all');
  if (action === 'update' && Object.keys(changes).length === 0) return;
  await tx.insert(catalogueChanges).values({
    entity,
    entityId,
    action,
    changes,
    staffUserId: staff.id,
    changedBy: staff.username,
  });
}
