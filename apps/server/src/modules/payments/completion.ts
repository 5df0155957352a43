import type { FastifyBaseLogger } from 'fastify';
import type { Bilingual } from '@portal/contract';
import type { BillerNetwork } from '../../adapters/biller-network/biller-network.ts';
import type { PaymentGateway } from '../../adapters/payment-gateway/payment-gateway.ts';
import type { SmsProvider } from '../../adapters/sms/sms-provider.ts';
import type { Wallet } from '../../adapters/wallet/wallet.ts';
import type { Db } from '../../platform/db.ts';
import { closeWithoutMoney, joinTexts } from './payment-closing.ts';
import { paymentRepository as repo } from './payment-repository.ts';
import type { PaymentRow } from './payment-rows.ts';
import { isFinal } from './payment-states.ts';
import { methodMoney } from './method-money.ts';
import { cardSeen } from './payment-instrument.ts';
import type { Vault } from '../../platform/vault.ts';
import { Wakeup } from '../../platform/wakeup.ts';
import type { PaymentMessages } from './payments-deps.ts';
import { linesOf, sameLines } from './known-lines.ts';
import { paymentSettling } from './payment-settling.ts';

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

/**
 * How often a waiting request looks again when no bell rings: the payment's lease is held by another
 * server, whose moves this process does not hear.
 */
const OTHER_SERVER_LOOK_MS = 500;

const texts = {
  declined: { en: 'Your card was declined. No money was taken', ar: 'تم رفض البطاقة. لم يتم خصم أي مبلغ' },
  interrupted: { en: 'The payment was interrupted before it was confirmed. ', ar: 'توقفت عملية الدفع قبل تأكيدها. ' },
  noMoney: { en: 'No money was taken', ar: 'لم يتم خصم أي مبلغ' },
} satisfies Record<string, Bilingual>;

/**
 * Drives a payment to its end exactly once (decision 013). Every step is a call to a provider under
 * a key derived from the payment and line, decided from what is committed (the payment's state and
 * its lines' statuses), so running a step again after a crash asks or repeats the same call and
 * never moves money twice. Only the holder of the payment's lease works on it; everyone else waits
 * for the outcome and reads the same record.
 */
export function paymentCompletion(deps: CompletionDeps) {
  const { db, log } = deps;
  const money = methodMoney(deps);
  const { postAndSettle } = paymentSettling({ ...deps, money });
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
      return sameLines(p, await repo.move(db, p.id, 'awaiting_gateway', 'hold', { gateway: g.status }, cardSeen(g)));
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
    return fail(p, 'authorizing', joinTexts(texts.interrupted, recovered === 'nothing' ? texts.noMoney : method.releasedText), {
      recovered,
    });
  }

  return { drive, driveIfFree, driveHeld, fail, waitForOutcome, waitUntil, announce, money };
}
