import { and, desc, eq, gte } from 'drizzle-orm';
import { GENERAL_CHANGES_SHOWN, type GeneralParameterChange } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { catalogueChanges, generalParameters } from '../../db/schema/index.ts';
import type { FieldChanges } from './change-log.ts';

/** The fields a person edits; the id and version the log also holds say nothing to them. */
const SHOWN_FIELDS = ['paramCode', 'paramName', 'deskripsi'];

const asText = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

function shown(changes: FieldChanges): GeneralParameterChange['changes'] {
  return Object.fromEntries(
    Object.entries(changes)
      .filter(([field]) => SHOWN_FIELDS.includes(field))
      .map(([field, [before, after]]) => [field, { before: asText(before), after: asText(after) }]),
  );
}

const ofParameter = (id: number) =>
  and(eq(catalogueChanges.entity, 'generalParameter'), eq(catalogueChanges.entityId, id));

/** A parameter's latest changes, newest first (GET /api/general/{id}/changes). */
export async function generalParameterChanges(executor: Executor, id: number): Promise<GeneralParameterChange[]> {
  const rows = await executor
    .select()
    .from(catalogueChanges)
    .where(ofParameter(id))
    .orderBy(desc(catalogueChanges.changedAt), desc(catalogueChanges.id))
    .limit(GENERAL_CHANGES_SHOWN);
  return rows.map((row) => ({
    changedAt: row.changedAt.toISOString(),
    changedBy: row.changedBy,
    action: row.action,
    changes: shown(row.changes as FieldChanges),
  }));
}

/** The latest edit of the parameter with `paramCode` saved at or after `since`, or null. */
export async function latestParameterEdit(
  executor: Executor,
  paramCode: string,
  since: Date,
): Promise<{ changedBy: string; changedAt: string } | null> {
  const [row] = await executor
    .select({ changedBy: catalogueChanges.changedBy, changedAt: catalogueChanges.changedAt })
    .from(catalogueChanges)
    .innerJoin(generalParameters, eq(generalParameters.id, catalogueChanges.entityId))
    .where(
      and(
        eq(catalogueChanges.entity, 'generalParameter'),
        eq(generalParameters.paramCode, paramCode),
        gte(catalogueChanges.changedAt, since),
      ),
    )
    .orderBy(desc(catalogueChanges.changedAt), desc(catalogueChanges.id))
    .limit(1);
  return row ? { changedBy: row.changedBy, changedAt: row.changedAt.toISOString() } : null;
}
