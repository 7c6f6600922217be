import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { E2E_SMTP_PORT } from '../playwright.config.ts';

// The e2e shop sends every e-mail to one port, E2E_SMTP_PORT, and journeys that read e-mails may run at the same
// time in other workers (processes), where only one can listen. So whichever listens writes every e-mail it takes
// to a file all of them read, and the others keep trying the port, to take over when its holder is done. An
// e-mail the shop tries in the moment between finds nobody and waits for its next try, as when a mail server is
// away for a while.

/** An e-mail as the shop sent it: the envelope's recipients, and the subject and text its readers see. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

export interface Mailbox {
  /** Every e-mail taken so far, by whichever journey held the port: find yours by its unique address or order. */
  mails(): ReceivedMail[];
  close(): Promise<void>;
}

/** Shared by every worker of every run on this port; e-mails of earlier runs went to addresses of their own. */
const MAIL_FILE = join(tmpdir(), `crabclaw-e2e-mail-${E2E_SMTP_PORT}.jsonl`);
const RETRY_PORT_MS = 200;

export async function openMailbox(): Promise<Mailbox> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        const received: ReceivedMail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
        };
        // One short line appended at once: writers in other processes never interleave inside it.
        appendFileSync(MAIL_FILE, `${JSON.stringify(received)}\n`);
        callback();
      }, callback);
    },
  });
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const listen = () => {
    if (!closed) server.listen(E2E_SMTP_PORT, '127.0.0.1');
  };
  server.server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE') retry = setTimeout(listen, RETRY_PORT_MS);
  });
  // A sender that drops its connection is the shop's worker's business, not the journey's.
  server.on('error', () => undefined);
  // Open once the port is this journey's, or known to be another's that writes the same file.
  await new Promise<void>((resolve) => {
    server.server.once('listening', resolve);
    server.server.once('error', () => resolve());
    listen();
  });
  return {
    mails: () =>
      existsSync(MAIL_FILE)
        ? readFileSync(MAIL_FILE, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as ReceivedMail)
        : [],
    close: async () => {
      closed = true;
      clearTimeout(retry);
      if (server.server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
