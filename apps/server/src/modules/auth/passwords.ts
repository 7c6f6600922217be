import { randomBytes } from 'node:crypto';
import { EnvSchema } from '../../config.ts';

/** argon2's native module, loaded at the first sign-in or new password rather than at every start. */
const loadArgon2 = () => import('argon2');

/**
 * The library's defaults (64 MiB, 3 passes), or argon2id's smallest cost (8 KiB, 1 pass) when the test runners
 * set ARGON2_TEST_COST. Read from the environment rather than an app's config: the command-line tools hash
 * too, and tests build apps from configs of their own. Every program that hashes loads its config first,
 * which refuses the setting in production (config.ts).
 */
const COST = EnvSchema.shape.ARGON2_TEST_COST.parse(process.env.ARGON2_TEST_COST || undefined)
  ? { memoryCost: 8, timeCost: 1, parallelism: 1 }
  : {};

/** argon2id: the OWASP-recommended family for passwords. A hash records its cost; checks read it from there. */
export async function hashPassword(password: string): Promise<string> {
  const argon2 = await loadArgon2();
  return argon2.hash(password, { type: argon2.argon2id, ...COST });
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash, or against a throwaway hash when there is no account, so an
 * unknown username takes as long to refuse as a wrong password and the answer time reveals nothing.
 */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const against = hash ?? (await dummyHash);
  const argon2 = await loadArgon2();
  const matches = await argon2.verify(against, password).catch(() => false);
  return hash !== undefined && matches;
}

/** A password for an account nobody chose one for yet (printed once, then only its hash is kept). */
export function randomPassword(): string {
  return randomBytes(15).toString('base64url');
}
