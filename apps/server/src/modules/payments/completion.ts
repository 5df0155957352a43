import type { FastifyBaseLogger } from 'fastify';
import type { Bilingual } from '@portal/contract';
import type { BillerNetwork, PostingResult } from '../../adapters/biller-network/biller-network.ts';
import type { PaymentGateway } from '../../adapters/payment-gateway/payment-gateway.ts';
import type { SmsProvider } from '../../adapters/sms/sms-provider.ts';
import type { Wallet } from '../../adapters/wallet/wallet.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import { failpoint } from '../../platform/failpoints.ts';
import { freeInquiry } from './inquiry-claims.ts';
import { closeWithoutMoney } from './payment-closing.ts';
import { paymentRepository as repo } from './payment-repository.ts';
import type { LineRow, PaymentRow } from './payment-rows.ts';
import { isFinal, moneyKey, moveTarget } from './payment-states.ts';
import { methodMoney, type LineRefund } from './method-money.ts';
import { cardSeen } from './payment-instrument.ts';
import { pointsRepository } from './points-repository.ts';
import type { Vault } from '../../platform/vault.ts';
import { Wakeup } from '../../platform/wakeup.ts';
import type { PaymentMessages } from './payments-deps.ts';
import { catalogRepository } from '../catalog/index.ts';
import { linesOf, withKnownLines } from './known-lines.ts';

export interface CompletionDeps {
  db: Db;
  gateway: PaymentGateway;
  billers: BillerNetwork;
  wallet: Wallet;
  log: FastifyBaseLogger;
  outbox: SmsProvider;
  vault: Vault;
  notices: Wakeup;
  messages: PaymentMessages;
}

export const lineTotal = (l: Pick<LineRow, 'paid_baisa' | 'fee_baisa' | 'vat_baisa' | 'tax_baisa'>) =>
  l.paid_baisa + l.fee_baisa + l.vat_baisa + l.tax_baisa;

/** A biller that cannot be reached is tried again for this long after the payment, then refunded. */
export const POSTING_WINDOW_MS = 48 * 3600_000;
/** 1, 2, 4 … minutes between tries, at most an hour. */
/**
 * How often a waiting request looks again when no bell rings: the payment's lease is held by another
 * server, whose moves this process does not hear.
 */
const OTHER_SERVER_LOOK_MS = 500;
const postingBackoffMs = (attempts: number) => Math.min(60, 2 ** attempts) * 60_000;

const texts = {
  declined: { en: 'Your card was declined. No money was taken', ar: 'تم رفض البطاقة. لم يتم خصم أي مبلغ' },
  billerUnreachable: { en: 'The biller could not be reached', ar: 'تعذر الوصول إلى الجهة المفوترة' },
  interrupted: { en: 'The payment was interrupted before it was confirmed. ', ar: 'توقفت عملية الدفع قبل تأكيدها. ' },
  noMoney: { en: 'No money was taken', ar: 'لم يتم خصم أي مبلغ' },
} satisfies Record<string, Bilingual>;

const join = (a: Bilingual, b: Bilingual): Bilingual => ({ en: a.en + b.en, ar: a.ar + b.ar });

/**
 * Drives a payment to its end exactly once (decision 013). Every step is a call to a provider under
 * a key derived from the payment and line, decided from what is committed (the payment's state and
 * its lines' statuses), so running a step again after a crash asks or repeats the same call and
 * never moves money twice. Only the holder of the payment's lease works on it; everyone else waits
 * for the outcome and reads the same record.
 */
export function paymentCompletion(deps: CompletionDeps) {
  const { db, billers, log } = deps;
  const money = methodMoney(deps);
  /** Rung whenever this process lets go of a payment, so its waiting requests read the outcome at once. */
  const moved = new Wakeup();

  /**
   * Moves an open payment as far as it can go now. `recover` is the reconciler's: a payment left in
   * 'authorizing' by a crash is undone (its request never got an answer), and `now` is its clock.
   */
  async function drive(id: string, opts: { now?: Date; recover?: boolean } = {}): Promise<PaymentRow> {
    return (await driveIfFree(id, opts)) ?? waitForOutcome(id);
  }

  /** drive() for whoever wins the lease; undefined when another worker holds the payment now. */
  async function driveIfFree(id: string, opts: { now?: Date; recover?: boolean } = {}): Promise<PaymentRow | undefined> {
    const now = opts.now ?? new Date();
    const claimed = await repo.claim(db, id, now);
    return claimed && driveHeld(claimed, opts);
  }

  /**
   * drive() for a caller that already holds the payment's lease (the wallet request from its debit
   * on): letting go and claiming again would leave a moment in which a repeated request finds the
   * payment unleased and not final, and answers "pending" to a payment about to complete.
   */
  async function driveHeld(claimed: PaymentRow, opts: { now?: Date; recover?: boolean } = {}): Promise<PaymentRow> {
    const now = opts.now ?? new Date();
    const id = claimed.id;
    // A payment closed by this worker let its lease go in the closing statement (no one works on a final payment).
    let letGo = false;
    try {
      let p = claimed;
      if (p.state === 'authorizing' && opts.recover) p = await undoAuthorization(p);
      if (p.state === 'awaiting_gateway') p = await settleGateway(p);
      if (p.state === 'authorized') p = await postAndSettle(p, now);
      letGo = isFinal(p.state) && p.lease_until === null;
      return p;
    } catch (err) {
      // A provider that did not answer: the payment stays open and the reconciler tries again.
      log.warn({ err, paymentId: id }, 'payment completion interrupted');
      return (await repo.byId(db, id))!;
    } finally {
      if (!letGo) await repo.release(db, id);
      moved.ring();
    }
  }

  /** The payment once it is final or nobody works on it (its lease let go); as it is at the deadline otherwise. */
  async function waitForOutcome(id: string, timeoutMs = 10_000): Promise<PaymentRow> {
    const { payment } = await waitUntil(
      async () => (await repo.withLease(db, id))!,
      ({ payment: p, leased }) => isFinal(p.state) || !leased,
      timeoutMs,
    );
    return payment;
  }

  /**
   * Reads until `settled` holds, woken by every move this process announces and looking again every
   * OTHER_SERVER_LOOK_MS for moves other servers make; what it read last at the deadline otherwise.
   */
  async function waitUntil<T>(read: () => Promise<T>, settled: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      // Listen before reading, so a move between the read and the wait is not missed.
      const bell = nextMove(Math.max(0, Math.min(OTHER_SERVER_LOOK_MS, until - Date.now())));
      const value = await read();
      if (settled(value) || Date.now() > until) {
        bell.cancel();
        return value;
      }
      await bell.rung;
    }
  }

  /** Wakes this process's waiting requests after a move committed outside drive() (a payment created, a gateway answer). */
  const announce = () => moved.ring();

  /** Resolves at the next move in this process, or after `ms` at the latest. */
  function nextMove(ms: number): { rung: Promise<void>; cancel: () => void } {
    let cancel = () => {};
    const rung = new Promise<void>((resolve) => {
      const timer = setTimeout(() => cancel(), ms);
      const off = moved.on(() => cancel());
      cancel = () => {
        clearTimeout(timer);
        off();
        resolve();
      };
    });
    return { rung, cancel };
  }

  async function settleGateway(p: PaymentRow): Promise<PaymentRow> {
    const g = await deps.gateway.getPayment(p.gateway_payment_id!);
    if (g.status === 'authorized' || g.status === 'captured') {
      return repo.move(db, p.id, 'awaiting_gateway', 'hold', { gateway: g.status }, cardSeen(g));
    }
    if (g.status === 'requires_action') return p;
    return fail(
      p,
      'awaiting_gateway',
      g.declineReason ? { en: `${g.declineReason}. No money was taken`, ar: texts.declined.ar } : texts.declined,
      { gateway: g.status },
    );
  }

  /** Ends a payment that, as the providers confirmed, took no money (or gave it all back). */
  const fail = async (
    p: PaymentRow,
    from: PaymentRow['state'],
    text: Bilingual,
    note: Record<string, unknown>,
    action: 'fail' | 'expire' = 'fail',
  ) => {
    const closed = await db.tx((q) => closeWithoutMoney(q, deps.messages, p, from, action, text, note));
    deps.notices.ring();
    moved.ring();
    return closed;
  };

  /**
   * A payment found in 'authorizing' whose request died: ask each provider by our keys what was
   * taken, give all of it back, and only then say so.
   */
  async function undoAuthorization(p: PaymentRow): Promise<PaymentRow> {
    const method = money[p.method];
    const recovered = await method.undo(p, await linesOf(db, p));
    return fail(p, 'authorizing', join(texts.interrupted, recovered === 'nothing' ? texts.noMoney : method.releasedText), { recovered });
  }

  async function post(p: PaymentRow, line: LineRow): Promise<PostingResult> {
    try {
      return await billers.post({
        reference: moneyKey(p.id, line.line_no, 'post'),
        billerId: line.biller_id,
        serviceId: line.service_id,
        billingNo: line.billing_no,
        amount: line.paid_baisa,
        method: p.method,
      });
    } catch (err) {
      log.warn({ err, paymentId: p.id, line: line.line_no }, 'biller posting did not answer');
      return { ok: false, reason: 'unavailable', message: texts.billerUnreachable };
    }
  }

  async function postAndSettle(p: PaymentRow, now: Date): Promise<PaymentRow> {
    const lines = await linesOf(db, p);
    // The lines as this worker leaves them (it holds the lease: no one else changes them), so they are not read again.
    const after = new Map(lines.map((l) => [l.line_no, l] as const));
    let unsure = false;
    const noted = (lineNo: number, row: LineRow | undefined) => (row ? after.set(lineNo, row) : (unsure = true));
    for (const line of lines.filter((l) => l.status === 'pending')) {
      if (line.paid_baisa === 0) {
        noted(
          line.line_no,
          await repo.markLine(db, p.id, line.line_no, 'refunded', { failure_en: 'Not paid', failure_ar: 'لم يتم الدفع' }),
        );
        continue;
      }
      if (line.next_post_at && new Date(line.next_post_at) > now) continue;
      failpoint('post.before');
      const result = await post(p, line);
      failpoint('post.done');
      if (result.ok) {
        // The voucher's SMS is queued with the posting, so it exists exactly when the voucher does.
        const voucher = result.voucherCode && (await isGiftCard(line.biller_id)) ? result.voucherCode : null;
        const posted = {
          biller_trx_id: result.billerTrxId,
          voucher_code: result.voucherCode && deps.vault.seal(result.voucherCode),
          posted_at: now,
        };
        if (voucher) {
          await db.tx(async (q) => {
            const mine = await repo.markPosted(q, p.id, line.line_no, posted);
            if (mine) await deps.messages.voucher(q, p, mine);
            noted(line.line_no, mine);
          });
          deps.notices.ring();
        } else {
          // One statement: no transaction needed around it.
          noted(line.line_no, await repo.markPosted(db, p.id, line.line_no, posted));
        }
      } else if (result.reason === 'unavailable' && now.getTime() - new Date(p.created_at).getTime() < POSTING_WINDOW_MS) {
        // The line stays pending (its try count is not needed below): the payment stays open.
        await repo.postLater(db, p.id, line.line_no, new Date(now.getTime() + postingBackoffMs(line.post_attempts + 1)));
      } else {
        noted(
          line.line_no,
          await repo.markLine(db, p.id, line.line_no, 'failed', { failure_en: result.message.en, failure_ar: result.message.ar }),
        );
      }
    }
    // A line another worker marked is read back; otherwise what this worker wrote is what is stored.
    const current = unsure ? await repo.lines(db, p.id) : [...after.values()].sort((a, b) => a.line_no - b.line_no);
    // A biller still to be reached: the money stays held and the customer is told it is pending. A copy of
    // the row, so the lines known with it before this round's marks are not taken for its lines now.
    if (current.some((l) => l.status === 'pending')) return { ...p };
    return settle(p, current);
  }

  /** Every line is posted or failed: capture, void or refund, then record the outcome. */
  async function settle(p: PaymentRow, lines: LineRow[]): Promise<PaymentRow> {
    const posted = lines.filter((l) => l.status === 'posted');
    const failed = lines.filter((l) => l.status === 'failed');

    if (!posted.length) {
      const method = money[p.method];
      await method.release(p, lines);
      const outcome = method.releasedText;
      const first = failed[0];
      const reason = first
        ? { en: `${first.failure_en}. `, ar: `${first.failure_ar}. ` }
        : { en: 'The biller did not accept the payment. ', ar: 'لم تقبل الجهة المفوترة عملية الدفع. ' };
      const closed = await db.tx(async (q) => {
        for (const l of failed) await repo.markLine(q, p.id, l.line_no, 'refunded');
        return closeWithoutMoney(q, deps.messages, p, 'authorized', 'fail', join(reason, outcome), { posted: 0 });
      });
      deps.notices.ring();
      return closed;
    }

    // The failed lines' money goes back in line order; what the card did not pay came from points.
    let moneyBack = 0;
    const refunds: LineRefund[] = [];
    for (const l of failed) {
      const amount = Math.min(lineTotal(l), p.charged_baisa - moneyBack);
      moneyBack += amount;
      refunds.push({ line: l, amount });
    }
    const failedTotal = failed.reduce((s, l) => s + lineTotal(l), 0);
    const pointsBack = Math.min(p.points_baisa, failedTotal - moneyBack);

    await money[p.method].capture(p);
    await money[p.method].refundFailed(p, refunds);

    const action = failed.length ? 'complete_partly' : 'complete';
    // A visitor's payment with every line posted ends in one statement, no transaction: the move, its
    // event and its receipt (issue 36). Anything more to write (refused lines, points) takes a transaction.
    const withMove =
      failed.length || p.customer_id ? undefined : deps.messages.outcomeWithMove({ ...p, state: moveTarget('authorized', action)! }, lines);
    const finish = async (q: Queryable) => {
      const final = new Map(lines.map((l) => [l.line_no, l] as const));
      for (const l of failed) {
        final.set(l.line_no, (await repo.markLine(q, p.id, l.line_no, 'refunded'))!);
        await freeInquiry(q, p.id, l.validation_code);
      }
      if (p.customer_id) {
        if (pointsBack > 0) await pointsRepository.add(q, p.customer_id, pointsBack);
        await pointsRepository.earn(q, p.customer_id, p.charged_baisa - moneyBack);
      }
      const done = await repo.move(
        q,
        p.id,
        'authorized',
        action,
        { posted: posted.length, failed: failed.length, refunded: moneyBack, pointsBack },
        // Final: the lease goes with the move (driveHeld does not let go again).
        { refunded_baisa: moneyBack, points_refunded_baisa: pointsBack, lease_until: null },
        withMove?.followUp,
      );
      // The lines as this transaction left them: the caller's, with the refused ones now refunded.
      const finalLines = [...final.values()].sort((a, b) => a.line_no - b.line_no);
      if (!withMove) await deps.messages.outcome(q, done, finalLines);
      return withKnownLines(done, finalLines);
    };
    const settled = withMove ? await finish(db) : await db.tx(finish);
    deps.notices.ring();
    return settled;
  }

  const isGiftCard = async (billerId: number) => (await catalogRepository.biller(db, billerId))?.is_usd_biller === true;

  return { drive, driveIfFree, driveHeld, fail, waitForOutcome, waitUntil, announce, money };
}
