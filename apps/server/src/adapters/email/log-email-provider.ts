import type { FastifyBaseLogger } from 'fastify';
import type { EmailMessage, EmailProvider } from './email-provider.ts';

/**
 * Nothing leaves, the log says a mail would have (EMAIL_PROVIDER=log). Only the recipient's domain and
 * the subject are logged: a body may carry a code, and logs travel further than the database.
 */
export class LogEmailProvider implements EmailProvider {
  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: EmailMessage): Promise<void> {
    this.log.info({ email: { to: `…@${message.to.split('@').pop()}`, subject: message.subject } }, 'sandbox e-mail (not sent)');
  }
}
