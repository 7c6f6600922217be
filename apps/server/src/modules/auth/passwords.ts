import { randomBytes } from 'node:crypto';

/** argon2's native module, loaded at the first sign-in or new password rather than at every start. */
const loadArgon2 = () => import('argon2');

/** argon2id with the library's defaults (64 MiB, 3 passes): the OWASP-recommended family for passwords. */
export async function hashPassword(password: string): Promise<string> {
  const argon2 = await loadArgon2();
  return argon2.hash(password, { type: argon2.argon2id });
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
