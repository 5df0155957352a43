import { omanDayStart } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailAttachment, EmailProvider } from '../../adapters/email/email-provider.ts';
import type { SmsProvider } from '../../adapters/sms/sms-provider.ts';
import type { Db } from '../../platform/db.ts';
import type { Wakeup } from '../../platform/wakeup.ts';
import { notificationRepository as repo, type NotificationKind, type NotificationRow } from './notification-repository.ts';
import { afterQuietHours, backoffMs } from './quiet-hours.ts';
import type { RenderedMessage } from './message-layout.ts';

/** A message to send, or why there is none any more (a reminder for a bill paid since). */
export type Rendering = { message: RenderedMessage; attachments?: EmailAttachment[] } | { cancel: string };

export interface NotificationWorkerDeps {
  db: Db;
  sms: SmsProvider;
  email: EmailProvider;
  log: FastifyBaseLogger;
  wakeup: Wakeup;
  render(row: NotificationRow): Promise<Rendering>;
  /** Told of each message's outcome (metrics). */
  counted?: (channel: NotificationRow['channel'], outcome: 'delivered' | 'retried' | 'failed') => void;
  /** Whether the server is busy answering customers: receipt e-mails then wait (decision 074). */
  busy?: () => boolean;
  /**
   * `concurrency`: messages of a batch in flight at once (a provider's round trip, overlap).
   * `withPdfAtOnce`: receipt e-mails (a PDF to render) in flight at once, beside the batches.
   * `pdfWhileBusyEveryMs`: while busy, one receipt e-mail still starts this often (1 s by default).
   */
  settings: {
    maxAttempts: number;
    dailyCap: number;
    batch: number;
    concurrency: number;
    withPdfAtOnce?: number;
    pdfWhileBusyEveryMs?: number;
  };
}

/** Unasked-for messages: held in quiet hours and counted against the daily cap (a slot taken before the send, given back if it fails). */
const UNASKED: NotificationKind[] = ['due_reminder', 'meter_alert'];
/** A sender's claim on a message; one that dies holding it leaves it to the next sender after this. */
const CLAIM_MS = 60_000;

/**
 * Delivers the notifications outbox at least once (decision 020). Any number of workers (one per
 * server) take disjoint batches (FOR UPDATE SKIP LOCKED); a failed send is tried again with backoff
 * (30 s doubling, at most an hour) up to maxAttempts, then given up as failed. `now` is the worker's
 * clock: tests move it instead of sleeping.
 */
export function notificationWorker(deps: NotificationWorkerDeps) {
  const { db, log, settings } = deps;
  let running: Promise<unknown> = Promise.resolve();
  let again = false;
  /**
   * Receipt e-mails being rendered and sent off the batch loop: a PDF takes a worker thread 20-30 ms,
   * and texts and other mails queued behind it would wait that long (issue 36). While this many are in
   * flight, batches are claimed without them; each one that ends asks for another run.
   */
  const withPdf = new Set<Promise<void>>();
  const withPdfAtOnce = settings.withPdfAtOnce ?? settings.concurrency;
  const pdfWhileBusyEveryMs = settings.pdfWhileBusyEveryMs ?? 1000;
  /** When a receipt e-mail was last claimed; whether one was held back since; a run due when the hold may end. */
  let lastPdfAt = -Infinity;
  let held = false;
  let recheck: NodeJS.Timeout | undefined;
  /** settled() is waiting: nothing is held back meanwhile. */
  let draining = 0;

  /**
   * Receipt e-mails this run may claim. Their PDF costs a worker thread 20-30 ms of CPU, on the cores
   * the calls of customers paying right now need: while the server is busy (deps.busy), they wait in
   * the outbox, one still going every pdfWhileBusyEveryMs, and the rest once the load eases (decision
   * 074). Not claimed rather than claimed and held, so another server with time to spare takes them.
   */
  function pdfRoom(): number {
    const free = withPdfAtOnce - withPdf.size;
    if (free <= 0 || draining > 0 || !deps.busy?.()) return free;
    const wait = lastPdfAt + pdfWhileBusyEveryMs - performance.now();
    if (wait <= 0) return 1;
    held = true;
    recheck ??= setTimeout(() => {
      recheck = undefined;
      runSoon();
    }, wait).unref();
    return 0;
  }

  /** `waitForPdfs`: resolve only when the receipt e-mails it started are out too (tests, the dev routes). */
  async function runOnce(now = new Date(), waitForPdfs = true): Promise<{ delivered: number; retried: number; failed: number }> {
    const tally = { delivered: 0, retried: 0, failed: 0 };
    const started: Promise<void>[] = [];
    for (;;) {
      const batch = await repo.claim(db, now, settings.batch, CLAIM_MS, pdfRoom());
      const withPdfRows = batch.filter(repo.needsPdf);
      if (withPdfRows.length) lastPdfAt = performance.now();
      for (const row of withPdfRows) {
        const sending = deliver(row, now).then(
          (outcome) => {
            tally[outcome] += 1;
            deps.counted?.(row.channel, outcome);
          },
          // Nobody awaits a receipt e-mail in flight: its failure to record an outcome (the database gone
          // mid-send) must not become an unhandled rejection, which ends the process. Its claim lapses and
          // a later run sends it again, as after a crash.
          (err: unknown) => log.error({ err, notification: row.id }, 'receipt e-mail: its outcome could not be recorded'),
        );
        const tracked = sending.finally(() => {
          withPdf.delete(tracked);
          runSoon();
        });
        withPdf.add(tracked);
        started.push(tracked);
      }
      // Unasked-for messages of one customer go one after another, so the daily cap counts each; the
      // rest of the batch overlaps its round trips.
      const lanes = new Map<string, NotificationRow[]>();
      for (const row of batch.filter((r) => !repo.needsPdf(r))) {
        const lane = UNASKED.includes(row.kind) && row.customer_id ? `customer:${row.customer_id}` : `row:${row.id}`;
        lanes.set(lane, [...(lanes.get(lane) ?? []), row]);
      }
      const queue = [...lanes.values()];
      const runLane = async () => {
        for (let lane = queue.shift(); lane; lane = queue.shift()) {
          for (const row of lane) {
            const outcome = await deliver(row, now);
            tally[outcome] += 1;
            deps.counted?.(row.channel, outcome);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, settings.concurrency) }, runLane));
      if (batch.length < settings.batch) break;
    }
    if (waitForPdfs) await Promise.all(started);
    return tally;
  }

  async function deliver(row: NotificationRow, now: Date): Promise<'delivered' | 'retried' | 'failed'> {
    try {
      // Whether the message is still wanted is asked first: a bill paid at night cancels its reminder
      // at once instead of holding it till the morning, whatever the clock (and the tests' clocks) say.
      const rendering = await deps.render(row);
      if ('cancel' in rendering) {
        await repo.cancelled(db, row.id, rendering.cancel);
        return 'failed';
      }
      if (UNASKED.includes(row.kind)) {
        const allowedAt = row.channel === 'sms' ? afterQuietHours(now) : now;
        if (allowedAt > now) {
          await repo.retryAt(db, row.id, allowedAt, null, false);
          return 'retried';
        }
        const customer = row.customer_id;
        if (
          customer &&
          !(await repo.takeCapSlot(db, { id: row.id, customer_id: customer }, UNASKED, omanDayStart(now), settings.dailyCap, now))
        ) {
          await repo.failed(db, row.id, 'daily cap of reminders and alerts reached');
          return 'failed';
        }
      }
      const { message, attachments } = rendering;
      const providerId =
        row.channel === 'sms'
          ? await deps.sms.send(row.recipient, message.sms, 'notice')
          : await deps.email.send({ to: row.recipient, ...message.email, ...(attachments ? { attachments } : {}) });
      await repo.delivered(db, row.id, providerId || null, now);
      return 'delivered';
    } catch (err) {
      // The error's own words only: never the message, which may hold a voucher.
      const reason = (err as Error).message?.slice(0, 300) ?? String(err);
      if (row.attempts >= settings.maxAttempts) {
        log.error({ notification: row.id, kind: row.kind, channel: row.channel, attempts: row.attempts, reason }, 'notification given up');
        await repo.failed(db, row.id, reason);
        return 'failed';
      }
      log.warn(
        { notification: row.id, kind: row.kind, channel: row.channel, attempts: row.attempts, reason },
        'notification not sent; will retry',
      );
      await repo.retryAt(db, row.id, new Date(now.getTime() + backoffMs(row.attempts)), reason);
      return 'retried';
    }
  }

  /** A run soon, never two at once in this process: a ring during a run asks for one more after it. */
  function runSoon(): void {
    if (again) return;
    again = true;
    running = running.then(async () => {
      again = false;
      await runOnce(new Date(), false).catch((err: unknown) => log.error({ err }, 'notification run failed'));
    });
  }

  function start(everySeconds: number): () => void {
    const unsubscribe = deps.wakeup.on(runSoon);
    const timer = everySeconds > 0 ? setInterval(runSoon, everySeconds * 1000) : undefined;
    timer?.unref();
    return () => {
      unsubscribe();
      if (timer) clearInterval(timer);
      clearTimeout(recheck);
    };
  }

  /** Resolves when the runs started so far have finished, receipt e-mails included, those held back too (tests, the demo mailbox). */
  const settled = async (): Promise<void> => {
    draining += 1;
    try {
      if (held) {
        held = false;
        runSoon();
      }
      // A receipt e-mail that ends runs the worker again, and that run may start more: settled only once a
      // run has finished with none in flight (else a server closing its database after this would cut
      // them off mid-send: seen as an unhandled "Cannot use a pool after calling end" in CI).
      for (;;) {
        const run = running;
        await run;
        if (withPdf.size) await Promise.all(withPdf);
        else if (run === running) break;
      }
      // Nothing is held back now: the run a hold had booked would find nothing of it, and a worker that
      // is not started must do nothing more once settled (tests run one after another on one outbox).
      if (!held) {
        clearTimeout(recheck);
        recheck = undefined;
      }
    } finally {
      draining -= 1;
    }
  };

  /** Resolves when the runs started so far have finished, not waiting for receipt PDFs (the demo outbox: texts only). */
  const textsSettled = async (): Promise<void> => {
    await running;
  };

  return { runOnce, start, settled, textsSettled };
}
