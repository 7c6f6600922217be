import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface MailServer {
  url: string;
  port: number;
  mails: ParsedMail[];
  /** The envelope's recipients of each mail, as the server was told them (RCPT TO). */
  recipients: string[][];
  close(): Promise<void>;
}

/** A real SMTP server in the test process (smtp-server), keeping every mail it accepts, parsed. */
export async function startMailServer(port = 0): Promise<MailServer> {
  const mails: ParsedMail[] = [];
  const recipients: string[][] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        mails.push(mail);
        recipients.push(session.envelope.rcptTo.map((to) => to.address));
        callback();
      }, callback);
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    mails,
    recipients,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
