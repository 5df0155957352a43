import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { EmailMessage } from '../../src/adapters/email/email-provider.ts';
import { notificationRepository, type NewNotification } from '../../src/modules/notifications/notification-repository.ts';
import { notificationWorker, type Rendering } from '../../src/modules/notifications/notification-worker.ts';
import type { Db } from '../../src/platform/db.ts';
import { Wakeup } from '../../src/platform/wakeup.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

export const silent = { warn: () => undefined, error: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
let sequence = 0;
const rendered: Rendering = { message: { sms: 'hello', email: { subject: 's', text: 't', html: '<p>t</p>' } } };

/**
 * A test app of the file's own and workers over its database with stand-in providers (the outbox's
 * test files). Each receipt e-mail that ends runs its worker again in the background; one still running
 * when the next test starts would claim that test's messages (seen in CI): every worker finishes inside
 * its own test.
 */
export function useWorkerFixtures() {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const workers: Array<{ settled(): Promise<void> }> = [];
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.settled()));
  });

  /** A worker over the test database whose SMS provider fails `failures` times, then records every text. */
  function workerWith(
    opts: {
      failures?: number;
      dailyCap?: number;
      batch?: number;
      slowMs?: number;
      mailMs?: number;
      /** What each e-mail waits for before it is sent. */
      mailGate?: () => Promise<void>;
      busy?: () => boolean;
      pdfWhileBusyEveryMs?: number;
      db?: Db;
      log?: FastifyBaseLogger;
    } = {},
  ) {
    let failures = opts.failures ?? 0;
    const texts: string[] = [];
    const mails: EmailMessage[] = [];
    const worker = notificationWorker({
      db: opts.db ?? t.db,
      log: opts.log ?? silent,
      wakeup: new Wakeup(),
      sms: {
        async send(to, text) {
          if (opts.slowMs) await new Promise((r) => setTimeout(r, opts.slowMs));
          if (failures-- > 0) throw new Error('provider answered HTTP 503');
          texts.push(`${to}:${text}`);
          return `sms-${texts.length}`;
        },
      },
      email: {
        async send(message) {
          if (opts.mailMs) await new Promise((r) => setTimeout(r, opts.mailMs));
          await opts.mailGate?.();
          mails.push(message);
        },
      },
      render: async () => rendered,
      busy: opts.busy,
      settings: {
        maxAttempts: 8,
        dailyCap: opts.dailyCap ?? 5,
        batch: opts.batch ?? 20,
        concurrency: 4,
        pdfWhileBusyEveryMs: opts.pdfWhileBusyEveryMs,
      },
    });
    workers.push(worker);
    return { worker, texts, mails };
  }

  async function queue(n: number, extra: Partial<NewNotification> = {}): Promise<string[]> {
    const keys = Array.from({ length: n }, () => `test:${++sequence}`);
    await notificationRepository.enqueue(
      t.db,
      keys.map((eventKey) => ({
        eventKey,
        kind: 'receipt',
        channel: 'sms',
        recipient: '96890000001',
        lang: 'en',
        customerId: null,
        subject: {},
        ...extra,
      })),
    );
    return keys;
  }

  /** A time of day (UTC) `days` after today: later than any message queued now, whatever the date of the run. */
  const at = (days: number, time: string) => new Date(`${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}Z`);

  const rowsOf = (keys: string[]) =>
    t.db.query<{
      event_key: string;
      status: string;
      attempts: number;
      provider_id: string | null;
      next_attempt_at: Date;
      last_error: string | null;
    }>(
      'SELECT event_key, status, attempts, provider_id, next_attempt_at, last_error FROM notifications WHERE event_key = ANY($1::text[]) ORDER BY id',
      [keys],
    );

  return { app: () => t, workerWith, queue, at, rowsOf };
}
