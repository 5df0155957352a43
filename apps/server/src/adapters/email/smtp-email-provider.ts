import nodemailer, { type Transporter } from 'nodemailer';
import type { EmailMessage, EmailProvider } from './email-provider.ts';

export interface SmtpEmailProviderOptions {
  /** SMTP_URL, nodemailer's form: smtp://user:password@host:587 (STARTTLS) or smtps://…:465. */
  url: string;
  /** EMAIL_FROM, e.g. "Bill Payment <no-reply@example.om>". */
  from: string;
}

/** A real mail server over SMTP (nodemailer): a connection per mail, which our few mails can afford. */
export class SmtpEmailProvider implements EmailProvider {
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpEmailProviderOptions) {
    this.transport = nodemailer.createTransport(options.url);
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
