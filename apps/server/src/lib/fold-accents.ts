import { sql, type SQL } from 'drizzle-orm';

// Letters with accents and the plain letter each is searched as: 'Desiree' finds 'Désirée'. PostgreSQL's
// unaccent extension is not in PGlite, so the database folds with translate(), which both have and which
// an index or a generated column may use (it is immutable).
const PLAIN_OF: Record<string, string> = {
  a: 'àáâãäåāăą',
  c: 'çćč',
  d: 'ďđ',
  e: 'èéêëēėęě',
  g: 'ğ',
  i: 'ìíîïīį',
  l: 'ł',
  n: 'ñńň',
  o: 'òóôõöøōő',
  r: 'ř',
  s: 'śšş',
  t: 'ťţ',
  u: 'ùúûüūůűų',
  y: 'ýÿ',
  z: 'źżž',
};

// Capitals too, folded straight to the small plain letter: lower() leaves them as they are in a database
// whose collation is C.
const pairs = Object.entries(PLAIN_OF).flatMap(([plain, accented]) =>
  [...accented, ...accented.toUpperCase()].map((letter) => [letter, plain] as const),
);
const ACCENTED = pairs.map(([letter]) => letter).join('');
const PLAIN = pairs.map(([, plain]) => plain).join('');
const plainOf = new Map(pairs);

/** `text` in small letters without accents, as foldedSql folds it in the database. */
export function foldAccents(text: string): string {
  return [...text.toLowerCase()].map((letter) => plainOf.get(letter) ?? letter).join('');
}

/** lower(`text`) without accents: the database's side of foldAccents. */
export function foldedSql(text: SQL): SQL {
  return sql`translate(lower(${text}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)})`;
}
