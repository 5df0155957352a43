import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EmailMessage } from '../../src/adapters/email/email-provider.ts';
import { notificationRepository, type NewNotification } from '../../src/modules/notifications/notification-repository.ts';
import { notificationWorker, type Rendering } from '../../src/modules/notifications/notification-worker.ts';
import { receiptsWaitAbove } from '../../src/modules/notifications/register.ts';
import type { Db } from '../../src/platform/db.ts';
import { Wakeup } from '../../src/platform/wakeup.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The outbox's delivery rules, on the real database with stand-in providers: at least once with
 * backoff, never twice from two workers, quiet hours and the daily cap for reminders and alerts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
// Each receipt e-mail that ends runs its worker again in the background; one still running when the next
// test starts would claim that test's messages (seen in CI). Every worker finishes inside its own test.
const workers: Array<{ settled(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.settled()));
});

const silent = { warn: () => undefined, error: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
let sequence = 0;
const rendered: Rendering = { message: { sms: 'hello', email: { subject: 's', text: 't', html: '<p>t</p>' } } };

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

describe('notification worker', () => {
  it('queues one message per event, channel and recipient, however often the event is told', async () => {
    const [key] = await queue(1);
    await notificationRepository.enqueue(t.db, [
      { eventKey: key!, kind: 'receipt', channel: 'sms', recipient: '96890000001', lang: 'en', customerId: null, subject: {} },
    ]);
    expect(await rowsOf([key!])).toHaveLength(1);
    await workerWith().worker.runOnce(new Date());
  });

  it('a provider failing 3 times then answering delivers the message once, after backing off', async () => {
    const keys = await queue(1);
    const { worker, texts } = workerWith({ failures: 3 });
    let now = new Date();
    await worker.runOnce(now);
    const [first] = await rowsOf(keys);
    expect(first).toMatchObject({ status: 'queued', attempts: 1, last_error: 'provider answered HTTP 503' });
    // Not due yet: nothing is tried.
    await worker.runOnce(new Date(now.getTime() + 10_000));
    expect((await rowsOf(keys))[0]!.attempts).toBe(1);
    for (const waitMs of [31_000, 61_000, 121_000]) {
      now = new Date(now.getTime() + waitMs);
      await worker.runOnce(now);
    }
    expect(await rowsOf(keys)).toEqual([
      expect.objectContaining({ status: 'delivered', attempts: 4, provider_id: 'sms-1', last_error: null }),
    ]);
    expect(texts).toEqual(['96890000001:hello']);
    await worker.runOnce(new Date(now.getTime() + 3600_000));
    expect(texts).toHaveLength(1);
  });

  it('gives a message up as failed after the last attempt', async () => {
    const keys = await queue(1);
    const { worker } = workerWith({ failures: 100 });
    let now = new Date();
    for (let i = 0; i < 8; i++) {
      await worker.runOnce(now);
      now = new Date(now.getTime() + 3600_000);
    }
    expect(await rowsOf(keys)).toEqual([expect.objectContaining({ status: 'failed', attempts: 8 })]);
  });

  it('two workers at once never send the same message twice', async () => {
    const keys = await queue(60);
    const a = workerWith({ batch: 7, slowMs: 2 });
    const b = workerWith({ batch: 7, slowMs: 2 });
    const now = new Date();
    await Promise.all([a.worker.runOnce(now), b.worker.runOnce(now)]);
    const sent = [...a.texts, ...b.texts];
    expect(sent).toHaveLength(60);
    expect((await rowsOf(keys)).every((r) => r.status === 'delivered' && r.attempts === 1)).toBe(true);
  });

  it('while the server is busy, receipt e-mails wait in the outbox, one going each interval; texts go at once (decision 074)', async () => {
    const mailed = await queue(3, { channel: 'email', recipient: 'salim@example.om' });
    const texted = await queue(2);
    let busy = true;
    const { worker, mails } = workerWith({ busy: () => busy, pdfWhileBusyEveryMs: 60_000 });
    const delivered = async (keys: string[]) => (await rowsOf(keys)).filter((r) => r.status === 'delivered').length;
    const now = new Date();
    await worker.runOnce(now);
    expect(await delivered(texted)).toBe(2);
    expect(await delivered(mailed)).toBe(1);
    await worker.runOnce(now);
    expect(await delivered(mailed)).toBe(1);
    busy = false;
    await worker.runOnce(now);
    expect(await delivered(mailed)).toBe(3);
    expect(mails.filter((m) => m.to === 'salim@example.om')).toHaveLength(3);
  });

  it('a receipt e-mail held back goes by itself when its interval is over, and settled() sends every one held (the demo mailbox)', async () => {
    const mailed = await queue(4, { channel: 'email', recipient: 'salim@example.om' });
    const { worker } = workerWith({ busy: () => true, pdfWhileBusyEveryMs: 100 });
    const delivered = async () => (await rowsOf(mailed)).filter((r) => r.status === 'delivered').length;
    await worker.runOnce(new Date());
    expect(await delivered()).toBe(1);
    // Nothing rings the worker: the held mail's own timer runs it again.
    await vi.waitFor(async () => expect(await delivered()).toBe(2), { timeout: 5000, interval: 50 });
    await worker.settled();
    expect(await delivered()).toBe(4);
  });

  it('settled() waits for every receipt e-mail, those started by the ones that ended too (a server closing its database after it)', async () => {
    // Twice the 4 in flight at once: when the first 4 end, the run they start takes the next 4, held here
    // until we let them go. settled() must still be waiting for those.
    const mailed = await queue(8, { channel: 'email', recipient: 'salim@example.om' });
    const gate = () => {
      let resolve!: () => void;
      return { promise: new Promise<void>((r) => (resolve = r)), resolve: () => resolve() };
    };
    const gates = [gate(), gate()];
    let sends = 0;
    const { worker, mails } = workerWith({ mailGate: () => gates[sends++ < 4 ? 0 : 1]!.promise });
    await worker.runOnce(new Date(), false);
    const settling = worker.settled().then(() => 'settled');
    gates[0]!.resolve();
    try {
      await vi.waitFor(() => expect(sends).toBe(8), { timeout: 5000, interval: 20 });
      expect(await Promise.race([settling, new Promise((r) => setTimeout(() => r('still waiting'), 300))])).toBe('still waiting');
    } finally {
      gates[1]!.resolve();
    }
    await settling;
    expect(mails).toHaveLength(8);
    expect((await rowsOf(mailed)).map((r) => r.status)).toEqual(Array(8).fill('delivered'));
  });

  it('a receipt e-mail whose outcome cannot be recorded is logged, not an unhandled rejection that ends the process', async () => {
    const [key] = await queue(1, { channel: 'email', recipient: 'salim@example.om' });
    // The database goes as the mail is sent: neither "delivered" nor "try again" can be written.
    const gone = Object.assign(Object.create(t.db) as Db, {
      query: (text: string, values?: unknown[]) =>
        /SET status = '(delivered|queued)'/.test(text)
          ? Promise.reject(new Error('Cannot use a pool after calling end on the pool'))
          : t.db.query(text, values),
    });
    const errors: string[] = [];
    const log = { ...silent, error: (_: unknown, message: string) => void errors.push(message) } as unknown as FastifyBaseLogger;
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const { worker } = workerWith({ db: gone, log });
      await worker.runOnce(new Date(), false);
      await worker.settled();
      await new Promise((r) => setTimeout(r, 50));
      expect(unhandled).toEqual([]);
      expect(errors).toContain('receipt e-mail: its outcome could not be recorded');
      // Still claimed: its claim lapses and a later run sends it again, as after a crash.
      expect((await rowsOf([key!]))[0]).toMatchObject({ status: 'sending' });
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await notificationRepository.failed(
        t.db,
        (await t.db.query<{ id: string }>('SELECT id FROM notifications WHERE event_key = $1', [key]))[0]!.id,
        'test',
      );
    }
  });

  it('holds receipt e-mails above 0.8 of the loop on PostgreSQL, never on the embedded database, unless told otherwise', () => {
    const pg = 'postgres://postgres@127.0.0.1:5432/portal';
    expect(receiptsWaitAbove({ DATABASE_URL: pg, NOTIFY_PDF_WAIT_ABOVE_BUSY: undefined })).toBe(0.8);
    expect(receiptsWaitAbove({ DATABASE_URL: undefined, NOTIFY_PDF_WAIT_ABOVE_BUSY: undefined })).toBe(1);
    expect(receiptsWaitAbove({ DATABASE_URL: undefined, NOTIFY_PDF_WAIT_ABOVE_BUSY: 0.5 })).toBe(0.5);
    expect(receiptsWaitAbove({ DATABASE_URL: pg, NOTIFY_PDF_WAIT_ABOVE_BUSY: 1 })).toBe(1);
  });

  it('a sender that died holding a message leaves it to another once its claim lapses', async () => {
    const keys = await queue(1);
    const now = new Date();
    await notificationRepository.claim(t.db, now, 100, 60_000);
    const { worker, texts } = workerWith();
    await worker.runOnce(new Date(now.getTime() + 30_000));
    expect(texts).toEqual([]);
    await worker.runOnce(new Date(now.getTime() + 61_000));
    expect(texts).toEqual(['96890000001:hello']);
    expect((await rowsOf(keys))[0]).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('reminders wait out the quiet hours (22:00–07:00 Oman) by SMS, not by e-mail; receipts go at once', async () => {
    // 23:30 in Muscat is 19:30 UTC.
    const night = at(1, '19:30:00');
    const morning = at(2, '03:00:00');
    const reminder = await queue(1, { kind: 'due_reminder' });
    const mailed = await queue(1, { kind: 'due_reminder', channel: 'email', recipient: 'a@example.om' });
    const receipt = await queue(1, { kind: 'receipt' });
    const { worker, texts, mails } = workerWith();
    await worker.runOnce(night);
    expect((await rowsOf(reminder))[0]).toMatchObject({ status: 'queued', attempts: 0, next_attempt_at: morning });
    expect((await rowsOf(mailed))[0]!.status).toBe('delivered');
    expect((await rowsOf(receipt))[0]!.status).toBe('delivered');
    expect(mails).toHaveLength(1);
    await worker.runOnce(morning);
    expect((await rowsOf(reminder))[0]).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(texts).toHaveLength(2);
  });

  it('at most the daily cap of reminders and alerts reaches one customer in a day', async () => {
    const [customer] = await t.db.query<{ id: number }>('SELECT id FROM customers ORDER BY id LIMIT 1');
    const noon = at(1, '08:00:00');
    const keys = await queue(4, { kind: 'meter_alert', customerId: customer!.id });
    const { worker, texts } = workerWith({ dailyCap: 3 });
    await worker.runOnce(noon);
    expect((await rowsOf(keys)).map((r) => r.status)).toEqual(['delivered', 'delivered', 'delivered', 'failed']);
    expect(texts).toHaveLength(3);
    // The next day in Oman counts afresh.
    const more = await queue(1, { kind: 'meter_alert', customerId: customer!.id });
    await worker.runOnce(at(2, '04:00:00'));
    expect((await rowsOf(more))[0]!.status).toBe('delivered');
  });

  it('two workers at once never pass the daily cap of one customer (issue 30)', async () => {
    const [customer] = await t.db.query<{ id: number }>('SELECT id FROM customers ORDER BY id OFFSET 1 LIMIT 1');
    const noon = at(4, '08:00:00');
    const keys = await queue(8, { kind: 'due_reminder', customerId: customer!.id });
    // Slow sends and small batches: each worker holds some of the customer's messages while the other sends.
    const a = workerWith({ dailyCap: 5, batch: 4, slowMs: 30 });
    const b = workerWith({ dailyCap: 5, batch: 4, slowMs: 30 });
    await Promise.all([a.worker.runOnce(noon), b.worker.runOnce(noon)]);
    expect(a.texts.length + b.texts.length).toBe(5);
    const statuses = (await rowsOf(keys)).map((r) => r.status);
    expect(statuses.filter((s) => s === 'delivered')).toHaveLength(5);
    expect(statuses.filter((s) => s === 'failed')).toHaveLength(3);
  });

  it('a reminder whose send failed gives its place under the cap back', async () => {
    const [customer] = await t.db.query<{ id: number }>('SELECT id FROM customers ORDER BY id OFFSET 2 LIMIT 1');
    const noon = at(5, '08:00:00');
    const keys = await queue(2, { kind: 'due_reminder', customerId: customer!.id });
    const { worker, texts } = workerWith({ dailyCap: 1, failures: 1 });
    await worker.runOnce(noon);
    // The first failed and waits to be tried again; its slot went back, so the second was sent.
    expect((await rowsOf(keys)).map((r) => r.status)).toEqual(['queued', 'delivered']);
    expect(texts).toHaveLength(1);
    await worker.runOnce(new Date(noon.getTime() + 3600_000));
    expect((await rowsOf(keys)).map((r) => r.status)).toEqual(['failed', 'delivered']);
  });
});
