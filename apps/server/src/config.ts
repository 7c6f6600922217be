import { isIP } from 'node:net';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const milliseconds = (fallback: number) => z.coerce.number().int().min(1).max(3_600_000).default(fallback);

/** A comma-separated list in one variable; blanks around the commas are ignored. */
const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const list = z.string().transform(splitList);

/**
 * Which proxies may tell the client's address (X-Forwarded-For): unset trusts none, a number trusts that
 * many hops in front of the shop, else a list of addresses or CIDR ranges. `true` is not accepted on purpose:
 * trusting every hop lets any client choose its own address and escape every per-client limit.
 */
const TrustProxySchema = z
  .string()
  .transform((value, context): number | string[] => {
    if (/^\d+$/.test(value)) return Number(value);
    const entries = splitList(value);
    const invalid = entries.filter((entry) => !isIP(entry.split('/')[0] ?? ''));
    if (entries.length === 0 || invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be a hop count or a comma-separated list of addresses/CIDR ranges (not valid: ${invalid.join(', ') || value})`,
      });
      return z.NEVER;
    }
    return entries;
  })
  .optional();

/**
 * The mail server order e-mails go through (decision 031): smtp:// (STARTTLS when offered) or smtps:// (TLS from
 * the start), with user and password in the address when the server wants them.
 */
const SmtpUrlSchema = z
  .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// address, e.g. smtp://user:pass@host:587' })
  .optional();

/**
 * The sender of order e-mails, an address alone or `Name <address>`; on one line, since it becomes a header.
 * Without it the mail server's user (or `shop@` its host) is the sender.
 */
const MailFromSchema = z
  .string()
  .trim()
  .refine(
    (value) => /^[^\r\n<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/.test(value),
    'must be an e-mail address or Name <address>, on one line',
  )
  .optional();

/** Midtrans' keys: `SB-Mid-server-…` (sandbox) or `Mid-server-…` (production), as the dashboard shows them. */
const midtransKey = (kind: 'server' | 'client') =>
  z
    .string()
    .trim()
    .regex(
      new RegExp(`^(SB-)?Mid-${kind}-[A-Za-z0-9_-]{8,}$`),
      `must be the ${kind} key from Midtrans' dashboard (Mid-${kind}-…)`,
    )
    .optional();

/** A base address Midtrans is reached at (tests point these at a local fake), without a trailing slash. */
const midtransBase = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
  .transform((value) => value.replace(/\/+$/, ''))
  .optional();

export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Several processes listen on one port and the kernel shares the connections out (Linux: SO_REUSEPORT). */
  REUSE_PORT: z.stringbool().default(false),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.url().optional(),
  /** Host names the shop answers to when PUBLIC_URL is unset (links in the sitemap, canonical URLs, origin check). */
  ALLOWED_HOSTS: list.optional(),
  TRUST_PROXY: TrustProxySchema,
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** PostgreSQL: how long to wait for a connection, for one statement, and before closing an idle connection. */
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(10_000),
  DATABASE_IDLE_TIMEOUT_MS: milliseconds(30_000),
  /** The longest a request may take before it is answered 503; a stalled database must not hang clients. */
  REQUEST_TIMEOUT_MS: milliseconds(15_000),
  /** On SIGTERM: how long requests in flight may still take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: milliseconds(10_000),
  /** Password checks (argon2id) one process runs at once; more sign-ins are refused with 429. Unset: 4 per core. */
  SIGN_INS_IN_FLIGHT: z.coerce.number().int().min(1).max(256).optional(),
  /** Memory for cached catalogue answers (decision 011), in MB; 0 answers every read from the database. */
  CATALOGUE_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Seed the demo catalogue on the first start; unset: yes on the embedded database, no on PostgreSQL. */
  SEED_DEMO: z.stringbool().optional(),
  /** `pretty` lines for people or `json` for a log collector; unset: pretty on a terminal, else JSON. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /** The Bearer token a Prometheus scraper sends to GET /metrics; unset: no /metrics (decision 023). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters (a guessable token opens the figures)').optional(),
  SMTP_URL: SmtpUrlSchema,
  MAIL_FROM: MailFromSchema,
  /** Online payment through Midtrans Snap (issue 28, decision 036); unset: no online method is offered. */
  MIDTRANS_SERVER_KEY: midtransKey('server'),
  MIDTRANS_CLIENT_KEY: midtransKey('client'),
  /** `1`: real money on app.midtrans.com / api.midtrans.com; else Midtrans' sandbox. */
  MIDTRANS_PRODUCTION: z.stringbool().default(false),
  MIDTRANS_SNAP_URL: midtransBase,
  MIDTRANS_API_URL: midtransBase,
  OWNER_USERNAME: z.string().min(3).optional(),
  OWNER_PASSWORD: z.string().min(8).optional(),
  NODE_ENV: z.string().default('production'),
  /**
   * Tests only: argon2id at its smallest cost, so the suites' hundreds of sign-ins take milliseconds instead of
   * a second each (modules/auth/passwords.ts reads it). Refused in production: such hashes are quick to crack.
   */
  ARGON2_TEST_COST: z.stringbool().default(false),
});

/** What no single setting can tell: settings that are refused together. */
const StartableEnvSchema = EnvSchema.refine((env) => !(env.ARGON2_TEST_COST && env.NODE_ENV === 'production'), {
  path: ['ARGON2_TEST_COST'],
  message: 'lowers password hashing for tests only, and is refused when NODE_ENV is production (its default)',
})
  // A sandbox key against production (or the reverse) is refused by Midtrans on every payment: say so at start.
  .refine((env) => !env.MIDTRANS_SERVER_KEY || env.MIDTRANS_SERVER_KEY.startsWith('SB-') !== env.MIDTRANS_PRODUCTION, {
    path: ['MIDTRANS_SERVER_KEY'],
    message: 'a sandbox key (SB-…) goes with MIDTRANS_PRODUCTION unset, a production key with MIDTRANS_PRODUCTION=1',
  })
  .refine((env) => !env.MIDTRANS_CLIENT_KEY || env.MIDTRANS_SERVER_KEY, {
    path: ['MIDTRANS_CLIENT_KEY'],
    message: 'needs MIDTRANS_SERVER_KEY: the server key is what starts and checks payments',
  });

export type Config = z.infer<typeof EnvSchema>;

/** Reads the environment once at start; empty strings count as unset so `FOO= npm start` behaves. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = StartableEnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`The environment is not valid:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
