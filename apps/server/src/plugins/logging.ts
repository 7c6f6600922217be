import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
type Destination = { write(line: string): void };

/** An incoming X-Request-Id is kept (a proxy's id ties its log to ours) only when it cannot forge a log line. */
const SAFE_REQUEST_ID = /^[\w.-]{1,64}$/u;
/** How deep an error's causes are followed in the log. */
const CAUSES_LOGGED = 3;

/** The request's id: a short safe X-Request-Id the client or proxy sent, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The path of a URL without its query, which may carry an order's access token or a staff search for a customer. */
export function pathOf(url: string): string {
  const mark = url.indexOf('?');
  return mark === -1 ? url : url.slice(0, mark);
}

/**
 * An error as the log keeps it: type, message, code, status, stack and causes, and nothing else. Drizzle's
 * "Failed query" message lists the query's parameters (a customer's name, e-mail, address) and PostgreSQL's
 * `detail` quotes values, so the parameters are cut and other fields are not copied; a SyntaxError from
 * JSON.parse quotes the request's body, so its message is withheld.
 */
export function loggedError(error: unknown, causes = CAUSES_LOGGED): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const withheld = error instanceof SyntaxError;
  const message = withheld ? 'withheld: it may quote the request' : error.message.replace(/\nparams: [\s\S]*$/u, '');
  const heading = `${error.name}: ${error.message}`;
  const frames = error.stack?.startsWith(heading) ? error.stack.slice(heading.length) : '';
  const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    message,
    ...(code !== undefined && { code }),
    ...(statusCode !== undefined && { statusCode }),
    stack: `${error.name}: ${message}${frames}`,
    ...(error.cause !== undefined && causes > 0 && { cause: loggedError(error.cause, causes - 1) }),
  };
}

/** LOG_FORMAT, or when unset: lines for people on a terminal, JSON for a log collector. */
function formatOf(config: Config): 'pretty' | 'json' {
  return config.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json');
}

/**
 * The logger's options: the level, serializers that keep personal data and secrets out (query strings,
 * headers, error parameters), and redaction as a second guard for any object logged with such headers.
 * `destination` replaces stdout (tests read the lines).
 */
export async function loggerOptions(config: Config, destination?: Destination): Promise<LoggerOptions> {
  const options: LoggerOptions = {
    level: config.LOG_LEVEL,
    serializers: {
      req: (request) => ({ method: request.method, url: pathOf(request.url ?? '') }),
      res: (reply) => ({ statusCode: reply.statusCode }),
      err: (error) => loggedError(error) as ReturnType<NonNullable<NonNullable<LoggerOptions['serializers']>['err']>>,
    },
    redact: {
      paths: ['*.headers.authorization', '*.headers.cookie', '*.headers["set-cookie"]', '*.headers["x-order-token"]'],
      censor: '[withheld]',
    },
  } as LoggerOptions;
  if (destination) return { ...options, stream: destination };
  if (formatOf(config) === 'json') return options;
  const { default: pretty } = await import('pino-pretty');
  // A request's line says it all in its message; its fields stay for JSON.
  const stream = pretty({
    sync: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId,method,route,path,status,ms',
    messageFormat: '{if reqId}[{reqId}] {end}{msg}',
  });
  return { ...options, stream };
}
