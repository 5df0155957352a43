import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db.ts';
import type { SmsKind, SmsProvider } from './sms-provider.ts';

/**
 * The sandbox provider: keeps every message in the database outbox (shared by all server processes)
 * and, in demo mode, logs it, so a developer or a test can read the code that a phone would have
 * received. With NODE_ENV=production the log line names only the last digits of the number: codes and
 * vouchers are secrets and logs travel further than the database.
 */
export class OutboxSmsProvider implements SmsProvider {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly logText = true,
  ) {}

  async send(mobile: string, text: string, kind: SmsKind = 'code'): Promise<string> {
    const [row] = await this.db.query<{ id: number }>('INSERT INTO sms_outbox (mobile, body, kind) VALUES ($1, $2, $3) RETURNING id', [
      mobile,
      text,
      kind,
    ]);
    if (this.logText) this.log.info({ sms: { to: mobile, text } }, 'sandbox SMS sent');
    else this.log.info({ sms: { to: `…${mobile.slice(-3)}` } }, 'SMS queued');
    return `outbox-${row!.id}`;
  }

  async read(mobile: string, limit = 20) {
    const rows = await this.db.query<{ mobile: string; body: string; sent_at: Date; kind: SmsKind }>(
      'SELECT mobile, body, sent_at, kind FROM sms_outbox WHERE mobile = $1 ORDER BY id DESC LIMIT $2',
      [mobile, limit],
    );
    return rows.map((r) => ({
      to: r.mobile,
      text: r.body,
      // A receipt's or a reminder's numbers are no code.
      code: r.kind === 'code' ? (/\b(\d{4,8})\b/.exec(r.body)?.[1] ?? null) : null,
      kind: r.kind,
      sentAt: new Date(r.sent_at).toISOString(),
    }));
  }
}
