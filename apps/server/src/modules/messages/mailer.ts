import type { Config } from '../../config.ts';

/** One e-mail as the mail server gets it; `id` becomes its Message-ID, so a repeat is recognisable. */
export interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

// Nothing from a customer reaches a header as a line break: nodemailer encodes headers, and the subject and
// names are put on one line before that anyway (a name typed as 'Ani\r\nBcc: x@y' stays one header).
const oneLine = (text: string) => text.replace(/[\r\n\t\v\f\u0085\u2028\u2029]+/g, ' ').trim();

/** The sender: MAIL_FROM, else the mail server's user when it is an address, else shop@ the server's host. */
export function senderOf(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): string {
  if (config.MAIL_FROM) return config.MAIL_FROM;
  const url = new URL(config.SMTP_URL!);
  const user = decodeURIComponent(url.username);
  return user.includes('@') ? user : `shop@${url.hostname}`;
}

/** The domain of the Message-ID: the sender's, as mail servers expect. */
const domainOf = (sender: string) => /@([^>\s]+)>?$/.exec(sender)?.[1] ?? 'crabclaw.invalid';

/**
 * SMTP through nodemailer (SMTP_URL: smtp:// with STARTTLS when offered, smtps:// with TLS). Bounded waits, so a
 * slow or silent server fails a try instead of holding the worker. nodemailer loads on first use.
 */
export function smtpMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): Mailer {
  const from = senderOf(config);
  const domain = domainOf(from);
  const transport = import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport({
      url: config.SMTP_URL,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    }),
  );
  return {
    async send(mail) {
      await (
        await transport
      ).sendMail({
        from,
        to: mail.to,
        subject: oneLine(mail.subject),
        html: mail.html,
        text: mail.text,
        messageId: `<${mail.id}@${domain}>`,
        // Asks auto-responders (out-of-office) not to answer a machine's message (RFC 3834).
        headers: { 'Auto-Submitted': 'auto-generated' },
      });
    },
    close() {
      void transport.then((each) => each.close());
    },
  };
}
