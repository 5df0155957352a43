import type { FastifyBaseLogger } from 'fastify';
import type { Bilingual } from '@portal/contract';
import type { BillerNetwork, PostingResult } from '../../adapters/biller-network/biller-network.ts';
import type { Db, Queryable } from '../../platform/db.ts';
import { failpoint } from '../../platform/failpoints.ts';
import type { Vault } from '../../platform/vault.ts';
import type { Wakeup } from '../../platform/wakeup.ts';
import { catalogRepository } from '../catalog/index.ts';
import { freeInquiry } from './inquiry-claims.ts';
import { linesOf, withKnownLines } from './known-lines.ts';
import type { LineRefund, MethodMoney, PaymentMethod } from './method-money.ts';
import { closeWithoutMoney, joinTexts } from './payment-closing.ts';
import { paymentRepository as repo } from './payment-repository.ts';
import { lineTotal, type LineRow, type PaymentRow } from './payment-rows.ts';
import { moneyKey, moveTarget } from './payment-states.ts';
import type { PaymentMessages } from './payments-deps.ts';
import { pointsRepository } from './points-repository.ts';

/** A biller that cannot be reached is tried again for this long after the payment, then refunded. */
export const POSTING_WINDOW_MS = 48 * 3600_000;
/** 1, 2, 4 … minutes between tries, at most an hour. */
const postingBackoffMs = (attempts: number) => Math.min(60, 2 ** attempts) * 60_000;

const texts = {
  billerUnreachable: { en: 'The biller could not be reached', ar: 'تعذر الوصول إلى الجهة المفوترة' },
} satisfies Record<string, Bilingual>;

export interface SettlingDeps {
  db: Db;
  billers: BillerNetwork;
  log: FastifyBaseLogger;
  vault: Vault;
  notices: Wakeup;
  messages: PaymentMessages;
  /** The methods' money moves, built once by paymentCompletion for both of them. */
  money: Record<PaymentMethod, MethodMoney>;
}

/**
 * An authorized payment's lines posted to their billers, and the payment settled by what the billers
 * answered (paymentCompletion's last step, under the payment's lease).
 */
export function paymentSettling(deps: SettlingDeps) {
  const { db, billers, log, money } = deps;

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
    const postedNow: LineRow[] = [];
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
          voucher_code: (result.voucherCode && deps.vault.seal(result.voucherCode)) ?? null,
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
          // Marked by the statement that settles the payment (decision 079): a crash before it leaves the
          // line pending, and posting it again under the same reference answers the same posting.
          const row: LineRow = { ...line, status: 'posted', ...posted };
          postedNow.push(row);
          after.set(line.line_no, row);
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
    // A payment that stays open marks its posted lines now, so that the next round does not post them again.
    if (unsure || [...after.values()].some((l) => l.status === 'pending')) {
      for (const l of postedNow.splice(0)) noted(l.line_no, await repo.markPosted(db, p.id, l.line_no, l));
    }
    // A line another worker marked is read back; otherwise what this worker wrote is what is stored.
    const current = unsure ? await repo.lines(db, p.id) : [...after.values()].sort((a, b) => a.line_no - b.line_no);
    // A biller still to be reached: the money stays held and the customer is told it is pending. A copy of
    // the row, so the lines known with it before this round's marks are not taken for its lines now.
    if (current.some((l) => l.status === 'pending')) return { ...p };
    return settle(p, current, postedNow);
  }

  /**
   * Every line is posted or failed: capture, void or refund, then record the outcome. `postedNow` are
   * the posted lines not yet marked so: the outcome's statement marks them.
   */
  async function settle(p: PaymentRow, lines: LineRow[], postedNow: LineRow[]): Promise<PaymentRow> {
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
        return closeWithoutMoney(q, deps.messages, p, 'authorized', 'fail', joinTexts(reason, outcome), { posted: 0 });
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
        [repo.postedWithMove(p.id, postedNow), withMove?.followUp],
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

  return { postAndSettle };
}
