import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { notificationRepository } from '../../src/modules/notifications/notification-repository.ts';
import { receiptsWaitAbove } from '../../src/modules/notifications/register.ts';
import type { Db } from '../../src/platform/db.ts';
import { silent, useWorkerFixtures } from './worker-fixtures.ts';

/** Receipt e-mails, which carry a PDF: held while the server is busy (decision 074), and sent before a server closes. */
const { app, workerWith, queue, rowsOf } = useWorkerFixtures();

describe('receipt e-mails', () => {
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
    const gone = Object.assign(Object.create(app().db) as Db, {
      query: (text: string, values?: unknown[]) =>
        /SET status = '(delivered|queued)'/.test(text)
          ? Promise.reject(new Error('Cannot use a pool after calling end on the pool'))
          : app().db.query(text, values),
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
        app().db,
        (await app().db.query<{ id: string }>('SELECT id FROM notifications WHERE event_key = $1', [key]))[0]!.id,
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
});
