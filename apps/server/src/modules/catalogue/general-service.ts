import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import {
  canEditParameter,
  GENERAL_PAGE_SIZE,
  isShopParameterCode,
  pageAnswer,
  type AdminGeneralParameter,
  type AdminGeneralParameterCreate,
  type AdminGeneralParameterUpdate,
  type GeneralListQuery,
  type GeneralParameter,
  type GeneralParameterPage,
  type StaffUser,
} from '@crabclaw/shared';
import type { Database, Executor } from '../../db/client.ts';
import { generalParameters } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { forbidden } from '../auth/index.ts';
import { containsPattern } from '../../lib/search.ts';
import { diffFields, recordCatalogueChange, wholeRecord } from './change-log.ts';

type Staff = Pick<StaffUser, 'id' | 'username' | 'role'>;

/** Payment parameters are Owner and Admin's (payment-parameters.ts): refused before anything is read or written. */
function assertMayEdit(staff: Staff, ...paramCodes: string[]) {
  if (paramCodes.some((code) => !canEditParameter(staff.role, code))) throw forbidden('general.paymentOwnerAdminOnly');
}

const columns = {
  id: generalParameters.id,
  paramCode: generalParameters.paramCode,
  paramName: generalParameters.paramName,
  deskripsi: generalParameters.deskripsi,
};
const adminColumns = { ...columns, version: generalParameters.version };

// Section 8 and issue 10's 409s, in the spec's language (the web translates them through its locale).

function matching(search: string | undefined) {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(generalParameters.paramName, pattern),
    ilike(generalParameters.paramCode, pattern),
    ilike(generalParameters.deskripsi, pattern),
  );
}

/** Every general parameter by code, or those whose name, code or description contains `search`. */
export async function listGeneralParameters(executor: Executor, search?: string): Promise<GeneralParameter[]> {
  return executor
    .select(columns)
    .from(generalParameters)
    .where(matching(search))
    .orderBy(asc(generalParameters.paramCode));
}

/** One page of the back-office list ('Parameter General'), searched by the server. */
export async function generalParameterPage(
  executor: Executor,
  query: GeneralListQuery & { page: number },
): Promise<GeneralParameterPage> {
  const pageSize = query.pageSize ?? GENERAL_PAGE_SIZE;
  const where = matching(query.search);
  const [rows, [total]] = await Promise.all([
    executor
      .select(columns)
      .from(generalParameters)
      .where(where)
      .orderBy(asc(generalParameters.paramCode), asc(generalParameters.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    executor.select({ value: count() }).from(generalParameters).where(where),
  ]);
  return pageAnswer(rows, total?.value ?? 0, query.page, pageSize);
}

const toAdmin = (row: GeneralParameter & { version: number }): AdminGeneralParameter => ({
  ...row,
  usedByShop: isShopParameterCode(row.paramCode),
});

async function findParameter(executor: Executor, id: number) {
  const [row] = await executor.select(adminColumns).from(generalParameters).where(eq(generalParameters.id, id));
  if (!row) throw notFound('general.notFound');
  return row;
}

/** One general parameter with its version, for the edit screen. */
export async function getGeneralParameter(executor: Executor, id: number): Promise<AdminGeneralParameter> {
  return toAdmin(await findParameter(executor, id));
}

async function assertCodeFree(executor: Executor, paramCode: string, exceptId?: number) {
  const [taken] = await executor
    .select({ id: generalParameters.id })
    .from(generalParameters)
    .where(eq(generalParameters.paramCode, paramCode));
  if (taken && taken.id !== exceptId) throw conflict('general.codeTaken', { paramCode: 'general.codeTaken' });
}

function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | undefined)?.code;
  return code(error) === '23505' || code((error as { cause?: unknown } | undefined)?.cause) === '23505';
}

/** Two editors saving the same new code at once: the index refuses the second, answered as the 409 it is. */
async function codeGuarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('general.codeTaken', { paramCode: 'general.codeTaken' });
    throw error;
  }
}

/** Adds a parameter (POST /api/general); 409 when its code is taken. Logged in catalogue_changes. */
export async function createGeneralParameter(
  db: Database,
  staff: Staff,
  body: AdminGeneralParameterCreate,
): Promise<AdminGeneralParameter> {
  assertMayEdit(staff, body.paramCode);
  return codeGuarded(() =>
    db.transaction(async (tx) => {
      await assertCodeFree(tx, body.paramCode);
      const [row] = await tx.insert(generalParameters).values(body).returning(adminColumns);
      await recordCatalogueChange(tx, staff, 'generalParameter', row!.id, 'create', wholeRecord(row!, 'create'));
      return toAdmin(row!);
    }),
  );
}

/**
 * Saves an edit (PUT /api/general/{id}) made on `body.version`; 409 when someone saved in between, when
 * the new code is taken, or when it would move a code the shop reads.
 */
export async function updateGeneralParameter(
  db: Database,
  staff: Staff,
  id: number,
  { id: bodyId, version, ...values }: AdminGeneralParameterUpdate,
): Promise<AdminGeneralParameter> {
  if (bodyId !== undefined && bodyId !== id) throw badRequest('general.idMismatch', { id: 'general.idMismatch' });
  return codeGuarded(() =>
    db.transaction(async (tx) => {
      const before = await findParameter(tx, id);
      assertMayEdit(staff, before.paramCode, values.paramCode);
      if (before.version !== version) throw conflict('general.changedElsewhere');
      if (values.paramCode !== before.paramCode) {
        if (isShopParameterCode(before.paramCode))
          throw conflict('general.codeUsedByShop', { paramCode: 'general.codeUsedByShop' });
        await assertCodeFree(tx, values.paramCode, id);
      }
      const [after] = await tx
        .update(generalParameters)
        .set({ ...values, version: sql`${generalParameters.version} + 1`, updatedAt: new Date() })
        .where(and(eq(generalParameters.id, id), eq(generalParameters.version, version)))
        .returning(adminColumns);
      // Another save between the read and this write (the read takes no lock) moved the version on.
      if (!after) throw conflict('general.changedElsewhere');
      const changes = diffFields(before, after, ['version']);
      await recordCatalogueChange(tx, staff, 'generalParameter', id, 'update', changes);
      return toAdmin(after);
    }),
  );
}

/** Deletes a parameter (DELETE /api/general/{id}); 409 for the codes the shop reads. */
export async function deleteGeneralParameter(db: Database, staff: Staff, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findParameter(tx, id);
    assertMayEdit(staff, row.paramCode);
    if (isShopParameterCode(row.paramCode)) throw conflict('general.usedByShop');
    await tx.delete(generalParameters).where(eq(generalParameters.id, id));
    await recordCatalogueChange(tx, staff, 'generalParameter', id, 'delete', wholeRecord(row, 'delete'));
  });
}
