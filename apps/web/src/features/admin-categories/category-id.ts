import { DB_INT_MAX } from '@crabclaw/shared';

/** The id in /app/category/{detail,edit}/{id}, or null when it is not a category id (zero included). */
export function categoryIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 && id <= DB_INT_MAX ? id : null;
}
