import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailMessage, EmailProvider } from './email-provider.ts';

export interface SmtpEmailProviderOptions {
  /** SMTP_URL, nodemailer's form: smtp://user:password@host:587 (STARTTLS) or smtps://…:465. */
  url: string;
  /** EMAIL_FROM, e.g. "Bill Payment <no-reply@example.om>". */
  from: string;
}

/**
 * A real mail server over SMTP (nodemailer), through nodemailer's pool: a few connections kept open
 * and reused. A connection per mail cost every receipt a connect, a greeting and, in production, a
 * STARTTLS handshake: under a run of card payments the receipts queued faster than they left (issue 36).
 */
export class SmtpEmailProvider implements EmailProvider {
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpEmailProviderOptions) {
    this.transport = nodemailer.createTransport({ url: options.url, pool: true });
  }

  /** Closes the pooled connections (an idle one would otherwise stay open for minutes). */
  close(): void {
    this.transport.close();
  }

  async send(message: EmailMessage): Promise<string> {
    const info = await this.transport.sendMail({
      from: this.options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.attachments?.length ? { attachments: message.attachments } : {}),
    });
    return String(info.messageId ?? '');
  }
}
