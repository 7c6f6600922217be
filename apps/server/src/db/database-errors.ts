/**
 * Failures that mean "the database is not there right now" rather than "this request went wrong": the
 * shop answers them 503 and recovers on its own once the database is back.
 */
export type DatabaseOutage = 'unreachable' | 'connect timeout' | 'statement timeout' | 'not migrated';

/** A driver or network error: a SQLSTATE (`3D000`) or a Node code (`ECONNREFUSED`), and its text. */
export interface DriverError {
  code?: string;
  message: string;
}

// Class 08 is "connection exception"; 57P01-57P03 are the server shutting down, crashing or starting up;
// 53300 is "too many connections". https://www.postgresql.org/docs/current/errcodes-appendix.html
const UNREACHABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
// 42P01 (undefined table) and 3F000 (invalid schema name) from a migrated shop mean its database was
// dropped and recreated empty under it: as /api/health says, not ready, rather than a fault of the request.
const NOT_MIGRATED_SQLSTATE = new Set(['42P01', '3F000']);
const UNREACHABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// node-postgres and pg-pool raise these as plain errors without a code.
const CONNECT_TIMEOUT_MESSAGES = [
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
];
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** Drizzle wraps each driver error ("Failed query: ...") and pg-pool wraps some again: the chain, outermost first. */
export function errorChain(error: unknown): DriverError[] {
  const chain: DriverError[] = [];
  for (let current = error; current instanceof Object && chain.length < 5; current = (current as Error).cause) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    chain.push({ code: typeof code === 'string' ? code : undefined, message: String(message ?? current) });
  }
  return chain;
}

function classify({ code, message }: DriverError): DatabaseOutage | undefined {
  // 57014 is query_canceled, which is what statement_timeout raises.
  if (code === '57014' || message === 'Query read timeout') return 'statement timeout';
  if (code === 'ETIMEDOUT' || CONNECT_TIMEOUT_MESSAGES.includes(message)) return 'connect timeout';
  if (code && NOT_MIGRATED_SQLSTATE.has(code)) return 'not migrated';
  if (code && (UNREACHABLE_SQLSTATE.test(code) || UNREACHABLE_NETWORK_CODES.has(code))) return 'unreachable';
  if (!code && UNREACHABLE_MESSAGES.includes(message)) return 'unreachable';
  return undefined;
}

/** Whether an error means the database is unreachable or too slow, and which; undefined for any other error. */
export function databaseOutage(error: unknown): DatabaseOutage | undefined {
  for (const link of errorChain(error)) {
    const outage = classify(link);
    if (outage) return outage;
  }
  return undefined;
}
