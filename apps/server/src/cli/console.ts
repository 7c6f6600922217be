// What the console commands (`npm run user:create`, `user:reset-password`, `backup`, `restore`) share:
// reading a password, checking arguments with the shared schemas, writing a file whole, one line on failure.
import { rename, rm, writeFile } from 'node:fs/promises';
import { decodeMessage, PasswordSchema, translateMessage } from '@crabclaw/shared';

function askHidden(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0003') {
          finish();
          if (char === '\u0003') reject(new Error('Cancelled.'));
          else resolve(value);
          return;
        }
        value = char === '\u007f' || char === '\b' ? value.slice(0, -1) : value + char;
      }
    };
    stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.resume();
    stdin.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  const fromEnv = process.env.CRABCLAW_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) {
    throw new Error('No terminal to ask for the password: set CRABCLAW_PASSWORD in the environment.');
  }
  const password = await askHidden('Password: ');
  if ((await askHidden('Password again: ')) !== password) throw new Error('The two passwords differ.');
  return password;
}

/** The value a shared schema accepted, or an error worded in English naming `what` was wrong. */
export function checked<T>(
  result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } },
  what: string,
): T {
  if (!result.success)
    throw new Error(`${what}: ${translateMessage('en', decodeMessage(result.error.issues[0]!.message))}`);
  return result.data;
}

/** A password from CRABCLAW_PASSWORD or typed twice on the terminal, held to the shop's password rules. */
export async function readNewPassword(): Promise<string> {
  return checked(PasswordSchema.safeParse(await readPassword()), 'Password');
}

/** Runs a command's main; a failure is one line on stderr and exit code 1, as an operator's script expects. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

/**
 * Writes a file under a draft name and renames it into place, so `out` is never a half-written backup
 * (a cron job's failed night leaves the previous files alone). `write` fills the draft's path, or is the bytes.
 */
export async function writeThenRename(out: string, write: Uint8Array | ((draft: string) => Promise<void>)) {
  const draft = `${out}.partial`;
  try {
    if (typeof write === 'function') await write(draft);
    else await writeFile(draft, write);
    await rename(draft, out);
  } finally {
    await rm(draft, { force: true });
  }
}
