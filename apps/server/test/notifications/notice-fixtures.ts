import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { NotificationRow } from '../../src/modules/notifications/notification-repository.ts';

export interface Mail {
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: Array<{ filename: string; contentType: string; size: number; content: string }>;
}

/** What the sandbox mail server received for an address, newest first (demo only). */
export async function mailbox(app: FastifyInstance, to: string): Promise<Mail[]> {
  const res = await app.inject({ method: 'GET', url: '/api/dev/mailbox', query: { to } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { mails: Mail[] }).mails;
}

/** The notifications queued about a payment, oldest first, once this process's worker has finished what it started. */
export async function noticesOf(app: FastifyInstance, paymentId: string): Promise<NotificationRow[]> {
  await app.notifier.settled();
  return app.deps.db.query<NotificationRow>(`SELECT * FROM notifications WHERE subject->>'paymentId' = $1 ORDER BY id`, [paymentId]);
}

/** kind/channel/recipient/status of each, for comparing as a whole. */
export const summary = (rows: NotificationRow[]) => rows.map((r) => `${r.kind} ${r.channel} ${r.recipient} ${r.status}`).sort();
