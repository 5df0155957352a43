import { describe, expect, it } from 'vitest';
import { notificationRepository } from '../../src/modules/notifications/notification-repository.ts';
import { useWorkerFixtures } from './worker-fixtures.ts';

/**
 * The outbox's delivery rules, on the real database with stand-in providers: at least once with
 * backoff, never twice from two workers, quiet hours and the daily cap for reminders and alerts.
 * Receipt e-mails (their PDF, held while busy, the close): receipt-emails.test.ts.
 */
const { app, workerWith, queue, at, rowsOf } = useWorkerFixtures();

describe('notification worker', () => {
  it('queues one message per event, channel and recipient, however often the event is told', async () => {
    const [key] = await queue(1);
    await notificationRepository.enqueue(app().db, [
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

  it('a sender that died holding a message leaves it to another once its claim lapses', async () => {
    const keys = await queue(1);
    const now = new Date();
    await notificationRepository.claim(app().db, now, 100, 60_000);
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
    const [customer] = await app().db.query<{ id: number }>('SELECT id FROM customers ORDER BY id LIMIT 1');
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
    const [customer] = await app().db.query<{ id: number }>('SELECT id FROM customers ORDER BY id OFFSET 1 LIMIT 1');
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
    const [customer] = await app().db.query<{ id: number }>('SELECT id FROM customers ORDER BY id OFFSET 2 LIMIT 1');
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
