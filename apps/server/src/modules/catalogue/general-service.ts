import { asc, eq } from 'drizzle-orm';
import type { GeneralParameter } from '@crabclaw/shared';
import type { Executor } from '../../db/client.ts';
import { generalParameters } from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';

const columns = {
  id: generalParameters.id,
  paramCode: generalParameters.paramCode,
  paramName: generalParameters.paramName,
  deskripsi: generalParameters.deskripsi,
};

export async function listGeneralParameters(executor: Executor): Promise<GeneralParameter[]> {
  return executor.select(columns).from(generalParameters).orderBy(asc(generalParameters.paramCode));
}

export async function getGeneralParameter(executor: Executor, id: number): Promise<GeneralParameter> {
  const [row] = await executor.select(columns).from(generalParameters).where(eq(generalParameters.id, id));
  if (!row) throw notFound(`General parameter ${id} was not found.`);
  return row;
}
