import type { FastifyBaseLogger } from 'fastify';
import type { Bilingual } from '@portal/contract';
import type { BillerNetwork } from '../../adapters/biller-network/biller-network.ts';
import type { PaymentGateway } from '../../adapters/payment-gateway/payment-gateway.ts';
import type { SmsProvider } from '../../adapters/sms/sms-provider.ts';
import type { Wallet } from '../../adapters/wallet/wallet.ts';
import type { Db } from '../../platform/db.ts';
import { paymentRepository as repo, type LineRow, type PaymentRow } from './payment-repository.ts';
import { voucherMessages } from './gift-cards.ts';
import { isFinal } from './payment-states.ts';
import { pointsRepository } from './points-repository.ts';

export interface CompletionDeps {
  db: Db;
  gateway: PaymentGateway;
  billers: BillerNetwork;
  wallet: Wallet;
  log: FastifyBaseLogger;
  outbox: SmsProvider;
}

const lineTotal = (l: LineRow) => l.paid_baisa + l.fee_baisa + l.vat_baisa + l.tax_baisa;
export const walletReference = (paymentId: string, lineNo: number) => `${paymentId}:${lineNo}`;

const texts = {
  declined: { en: 'Your card was declined. No money was taken', ar: 'تم رفض البطاقة. لم يتم خصم أي مبلغ' },
  noneVoided: { en: 'Your card was not charged', ar: 'لم يتم خصم المبلغ من بطاقتك' },
  noneRefunded: { en: 'The amount was returned to your wallet', ar: 'تمت إعادة المبلغ إلى محفظتك' },
} satisfies Record<string, Bilingual>;

/**
 * Drives an authorised payment to its end exactly once: posts each line to its biller (idempotent by
 * line reference), then captures, voids or refunds. Only the holder of the payment's lease works on
 * it; everyone else waits for the outcome and reads the same record.
 */
export function paymentCompletion(deps: CompletionDeps) {
  const { db, gateway, billers, wallet, log } = deps;
  const vouchers = voucherMessages(deps);

  async function drive(id: string): Promise<PaymentRow> {
    const claimed = await repo.claim(db, id);
    if (!claimed) return waitForOutcome(id);
    try {
      let p = claimed;
      if (p.state === 'awaiting_gateway') p = await settleGateway(p);
      if (p.state === 'authorized') p = await postAndSettle(p);
      return p;
    } catch (err) {
      // A provider that did not answer: the payment stays open and the reconciler tries again.
      log.warn({ err, paymentId: id }, 'payment completion interrupted');
      return (await repo.byId(db, id))!;
    } finally {
      await repo.release(db, id);
    }
  }

  async function waitForOutcome(id: string, timeoutMs = 10_000): Promise<PaymentRow> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const p = (await repo.byId(db, id))!;
      const leased = await db.query<{ leased: boolean }>('SELECT lease_until > now() AS leased FROM payments WHERE id = $1', [id]);
      if (isFinal(p.state) || !leased[0]?.leased || Date.now() > until) return p;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  async function settleGateway(p: PaymentRow): Promise<PaymentRow> {
    const g = await gateway.getPayment(p.gateway_payment_id!);
    if (g.status === 'authorized' || g.status === 'captured') {
      return repo.transition(db, p.id, 'awaiting_gateway', 'authorized', { gateway: g.status });
    }
    if (g.status === 'requires_action') return p;
    return fail(p, 'awaiting_gateway', g.declineReason ? { en: `${g.declineReason}. No money was taken`, ar: texts.declined.ar } : texts.declined, { gateway: g.status });
  }

  /** Ends a payment that took no money (failed, or expired when abandoned); points used go back. */
  async function fail(p: PaymentRow, from: PaymentRow['state'], text: Bilingual, note: Record<string, unknown>, to: 'failed' | 'expired' = 'failed'): Promise<PaymentRow> {
    return db.tx(async (q) => {
      if (p.points_baisa > 0 && p.customer_id) await pointsRepository.add(q, p.customer_id, p.points_baisa);
      return repo.transition(q, p.id, from, to, note, { failure_en: text.en, failure_ar: text.ar });
    });
  }

  async function postAndSettle(p: PaymentRow): Promise<PaymentRow> {
    const lines = await repo.lines(db, p.id);
    for (const line of lines.filter((l) => l.status === 'pending')) {
      if (line.paid_baisa === 0) {
        await repo.markLine(db, p.id, line.line_no, 'refunded', { failure_en: 'Not paid', failure_ar: 'لم يتم الدفع' });
        continue;
      }
      const result = await billers.post({
        reference: `${p.id}:${line.line_no}`,
        billerId: line.biller_id,
        serviceId: line.service_id,
        billingNo: line.billing_no,
        amount: line.paid_baisa,
        method: p.method,
      });
      if (result.ok) {
        const mine = await repo.markPosted(db, p.id, line.line_no, { biller_trx_id: result.billerTrxId, voucher_code: result.voucherCode, posted_at: new Date() });
        if (mine) await vouchers.send(p, line, result.voucherCode);
      } else {
        await repo.markLine(db, p.id, line.line_no, 'failed', { failure_en: result.message.en, failure_ar: result.message.ar });
      }
    }
    const after = await repo.lines(db, p.id);
    const posted = after.filter((l) => l.status === 'posted');
    const failed = after.filter((l) => l.status === 'failed');

    if (!posted.length) {
      if (p.method === 'CreditCard') await gateway.void(p.gateway_payment_id!);
      else for (const l of after) await wallet.refund(walletReference(p.id, l.line_no));
      for (const l of failed) await repo.markLine(db, p.id, l.line_no, 'refunded');
      const first = failed[0];
      const reason = first
        ? { en: `${first.failure_en}. `, ar: `${first.failure_ar}. ` }
        : { en: 'The biller did not accept the payment. ', ar: 'لم تقبل الجهة المفوترة عملية الدفع. ' };
      const outcome = p.method === 'CreditCard' ? texts.noneVoided : texts.noneRefunded;
      return fail(p, 'authorized', { en: reason.en + outcome.en, ar: reason.ar + outcome.ar }, { posted: 0 });
    }

    let refunded = 0;
    if (p.method === 'CreditCard') {
      await gateway.capture(p.gateway_payment_id!);
      refunded = Math.min(p.charged_baisa, failed.reduce((s, l) => s + lineTotal(l), 0));
      if (refunded > 0) await gateway.refund(p.gateway_payment_id!, refunded);
    } else {
      for (const l of failed) await wallet.refund(walletReference(p.id, l.line_no));
      refunded = failed.reduce((s, l) => s + lineTotal(l), 0);
    }
    return db.tx(async (q) => {
      for (const l of failed) await repo.markLine(q, p.id, l.line_no, 'refunded');
      if (p.customer_id) await pointsRepository.earn(q, p.customer_id, posted.reduce((s, l) => s + l.paid_baisa, 0));
      return repo.transition(q, p.id, 'authorized', failed.length ? 'partially_completed' : 'completed', { posted: posted.length, failed: failed.length, refunded }, { refunded_baisa: refunded });
    });
  }

  return { drive, fail, waitForOutcome };
}
