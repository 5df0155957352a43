import type { AddressInfo } from 'node:net';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../../platform/db.ts';
import type { EmailMessage, EmailProvider } from './email-provider.ts';
import { SmtpEmailProvider } from './smtp-email-provider.ts';

/** Larger mails are refused: ours carry one receipt PDF of some 20 kB. */
const MAX_MAIL_BYTES = 2 * 1024 * 1024;

/**
 * The demo's mail: a real SMTP server inside the process, on loopback only, that keeps every mail it
 * receives in `sandbox_mailbox` (read by /api/dev/mailbox). The portal sends to it with the same SMTP
 * adapter a deployment uses (EMAIL_PROVIDER=sandbox), so the SMTP path, MIME parts and attachments are
 * exercised end to end. It starts on the first mail, so an app that sends none opens no port.
 */
export class SandboxMailProvider implements EmailProvider {
  private started: Promise<{ server: SMTPServer; smtp: SmtpEmailProvider }> | undefined;

  constructor(
    private readonly db: Db,
    private readonly from = 'Bill Payment Portal <no-reply@portal.example.om>',
  ) {}

  async send(message: EmailMessage): Promise<string> {
    this.started ??= this.start();
    const { smtp } = await this.started;
    return smtp.send(message);
  }

  async close(): Promise<void> {
    if (!this.started) return;
    const { server, smtp } = await this.started;
    // The client's pooled connections first: the server's close waits for its connections to end.
    smtp.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The mails a recipient received, newest first (attachments as base64). */
  async read(recipient: string, limit = 20) {
    return this.db.query<{
      id: number;
      recipient: string;
      subject: string;
      text_body: string;
      html_body: string | null;
      attachments: MailAttachment[];
      received_at: string;
    }>(
      'SELECT id, recipient, subject, text_body, html_body, attachments, received_at FROM sandbox_mailbox WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT $2',
      [recipient, limit],
    );
  }

  byId(id: number) {
    return this.db.query<{ id: number; subject: string; text_body: string; html_body: string | null; attachments: MailAttachment[] }>(
      'SELECT id, subject, text_body, html_body, attachments FROM sandbox_mailbox WHERE id = $1',
      [id],
    );
  }

  private async start() {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      size: MAX_MAIL_BYTES,
      logger: false,
      onData: (stream, session, callback) => {
        const recipients = session.envelope.rcptTo.map((r) => r.address);
        // mailparser is loaded at the first mail, not at start (issue 36: a fifth of a second of every start).
        import('mailparser')
          .then(({ simpleParser }) => simpleParser(stream))
          .then((mail) => this.keep(recipients, mail))
          .then(
            () => callback(),
            (err: Error) => callback(err),
          );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    // A connection's failure reaches the sender as a failed send, which the outbox tries again; with no
    // listener left after the one above, it would end the whole portal instead.
    server.on('error', () => undefined);
    const { port } = server.server.address() as AddressInfo;
    return { server, smtp: new SmtpEmailProvider({ url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: this.from }) };
  }

  private async keep(recipients: string[], mail: ParsedMail): Promise<void> {
    const attachments: MailAttachment[] = mail.attachments.map((a) => ({
      filename: a.filename ?? 'attachment',
      contentType: a.contentType,
      size: a.size,
      content: a.content.toString('base64'),
    }));
    for (const to of recipients) {
      await this.db.query(
        'INSERT INTO sandbox_mailbox (recipient, subject, text_body, html_body, attachments, raw_size) VALUES ($1, $2, $3, $4, $5, $6)',
        [
          to,
          mail.subject ?? '',
          mail.text ?? '',
          typeof mail.html === 'string' ? mail.html : null,
          JSON.stringify(attachments),
          (mail.text?.length ?? 0) + attachments.reduce((n, a) => n + a.size, 0),
        ],
      );
    }
  }
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  size: number;
  content: string;
}
