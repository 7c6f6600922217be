import { DrizzleQueryError } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { databaseOutage, errorChain } from './database-errors.ts';

type StartupConfig = Pick<
  Config,
  'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_CONNECT_TIMEOUT_MS' | 'DATABASE_STATEMENT_TIMEOUT_MS' | 'PORT' | 'HOST'
>;

/** Why the shop could not listen on PORT, in the operator's words. */
const PORT_PROBLEMS: Record<string, (config: StartupConfig) => string> = {
  EADDRINUSE: ({ PORT, HOST }) =>
    `PORT ${PORT} on ${HOST} is in use by another program (EADDRINUSE): stop it or choose another PORT ` +
    '(several shop processes share one with REUSE_PORT=1)',
  EACCES: ({ PORT }) => `PORT ${PORT} needs privileges this user lacks (EACCES): choose a PORT above 1023`,
  EADDRNOTAVAIL: ({ HOST }) => `HOST ${HOST} is no address of this machine (EADDRNOTAVAIL)`,
};

const NETWORK_PROBLEMS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'unknown host',
  EAI_AGAIN: 'host name lookup failed',
  EHOSTUNREACH: 'no route to host',
  ENETUNREACH: 'network unreachable',
};

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** "PostgreSQL at host:port" (never the password; a socket folder given as ?host= counts as the host). */
export function describeDatabase({ DATABASE_URL, DATA_DIR }: StartupConfig): string {
  if (!DATABASE_URL) return `The embedded database in ${DATA_DIR}`;
  const url = new URL(DATABASE_URL);
  return `PostgreSQL at ${url.searchParams.get('host') ?? (url.hostname || 'localhost')}:${url.port || '5432'}`;
}

/**
 * One line naming why the shop could not start: for a database failure, which server and what failed or
 * timed out. Drizzle's own message names only the query it was running ("Failed query: CREATE SCHEMA ..."),
 * never the cause; the driver's error under it does. Any other error keeps its message.
 */
export function explainStartupError(error: unknown, config: StartupConfig): string {
  const chain = errorChain(error);
  const portProblem = PORT_PROBLEMS[chain[0]?.code ?? ''];
  if (portProblem && (error as NodeJS.ErrnoException).syscall === 'listen') return portProblem(config);
  const database = describeDatabase(config);
  const network = chain.map((link) => NETWORK_PROBLEMS[link.code ?? '']).find(Boolean);
  if (network) return `Cannot reach ${database}: ${network}`;
  switch (databaseOutage(error)) {
    case 'connect timeout':
      return `${database} accepted no connection within ${config.DATABASE_CONNECT_TIMEOUT_MS} ms (DATABASE_CONNECT_TIMEOUT_MS)`;
    case 'statement timeout':
      return `${database} did not finish a statement within ${config.DATABASE_STATEMENT_TIMEOUT_MS} ms (DATABASE_STATEMENT_TIMEOUT_MS)`;
    case 'unreachable':
      return `${database} closed the connection: ${chain.at(-1)?.message}`;
    default:
  }
  // The server's own words name the database or the role: 'database "x" does not exist',
  // 'role "y" does not exist', 'password authentication failed for user "y"'.
  const refusal = chain.find((link) => link.code && SQLSTATE.test(link.code));
  if (refusal) return `${database}: ${refusal.message}`;
  if (error instanceof DrizzleQueryError) return `${database}: ${chain.at(-1)?.message}`;
  return chain[0]?.message ?? String(error);
}
