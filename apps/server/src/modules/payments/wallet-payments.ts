import { ErrorCode, normalizeDigits, type GenerateTokenRequest, type WalletPayRequest } from '@portal/contract';
import { randomToken } from '../../platform/crypto.ts';
import type { CallContext } from '../../platform/calls.ts';
import { AppError } from '../../platform/errors.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { checkGiftBuyer, paymentKind } from './gift-cards.ts';
import { priceLines, type PricedLines } from './line-pricing.ts';
import { paymentRepository as repo } from './payment-repository.ts';
import type { WalletDebitResult } from '../../adapters/wallet/wallet.ts';
import { failpoint } from '../../platform/failpoints.ts';
import { lineTotal, type LineRow, type PaymentRow } from './payment-rows.ts';
import { isFinal, moneyKey } from './payment-states.ts';
import { leaseFrom } from './payment-lease.ts';
import { linesOf, withKnownLines } from './known-lines.ts';
import { answerFor } from './payment-outcome.ts';
import { checkInquiriesFree } from './inquiry-claims.ts';
import { createPayment } from './payment-creation.ts';
import { contactOf } from './card-requests.ts';
import { requireMobile } from '../../platform/mobile.ts';
import { askerOf } from '../bill-inquiry/index.ts';

const walletUnavailable = {
  en: 'The wallet service is not available now. No money was taken, try later',
  ar: 'خدمة المحفظة غير متاحة حالياً. لم يتم خصم أي مبلغ، يرجى المحاولة لاحقاً',
};

const walletCodeText = (amount: string) => (code: string) => ({
  en: `${code} is your code to pay OMR ${amount} from your wallet. Do not share it.`,
  ar: `${code} هو رمز دفع ${amount} ر.ع. من محفظتك. لا تشاركه مع أحد.`,
});

const walletMobile = requireMobile;

/** What a wallet code is bound to: each line's inquiry and paid amount, in order (DESIGN §6). */
const basketOf = (priced: PricedLines) => priced.lines.map((l) => ({ validationCode: l.validation_code, paid: l.paid_baisa }));

export interface WalletPaymentRequest {
  senderId: string;
  authenticate: { pin: string; utr: string };
  /** Prices the basket from the stored inquiries; called after the code is checked. */
  price: () => Promise<PricedLines>;
  kind: 'one_time' | 'bulk';
  contact: WalletPayRequest['CustomerInfo'];
}

/**
 * Wallet payment (spec 02 §4): a code to the wallet's mobile, bound to the bills and amounts it pays
 * (one bill, or a registered-bills basket), then a debit per line and completion.
 */
export function walletPayments(deps: PaymentsDeps) {
  const { db, codes, wallet, completion } = deps;

  const generateToken = (body: GenerateTokenRequest, ctx: CallContext) =>
    issueCode(body.token.mobileNumber, () => priceLines(db, [body.paymentInfo], { guardFor: askerOf(ctx) }), ctx);

  async function issueCode(rawMobile: string, price: () => Promise<PricedLines>, ctx: CallContext): Promise<never> {
    const mobile = walletMobile(rawMobile);
    const priced = await price();
    checkGiftBuyer(priced, { customerId: ctx.session?.customerId ?? null, road: 'wallet' });
    checkInquiriesFree(priced);
    if ((await wallet.balance(mobile)) === null) {
      throw new AppError(ErrorCode.NotFound, {
        en: 'No wallet is registered for this mobile number',
        ar: 'لا توجد محفظة مسجلة لرقم الهاتف هذا',
      });
    }
    const customerId = ctx.session?.customerId ?? null;
    const authenticate = await codes.issue({
      purpose: 'wallet',
      mobile,
      ip: ctx.ip,
      customerId,
      payload: { basket: basketOf(priced), mobile, customerId },
      deliver: true,
      text: walletCodeText((priced.total / 1000).toFixed(3)),
    });
    throw new AppError(ErrorCode.OtpRequired, 'otpSent', { authenticate });
  }

  const walletPay = (body: WalletPayRequest, ctx: CallContext) =>
    payFromWallet(
      {
        senderId: body.walletInfo.senderId,
        authenticate: body.authenticate,
        price: () => priceLines(db, [body.paymentInfo], { guardFor: askerOf(ctx) }),
        kind: 'one_time',
        contact: body.CustomerInfo,
      },
      ctx,
    );

  async function payFromWallet(input: WalletPaymentRequest, ctx: CallContext) {
    const mobile = walletMobile(input.senderId);
    // Checked as the card road checks it, before the code is spent: one address, no line breaks (issue 30).
    const { email, lang } = contactOf({ CustomerInfo: input.contact });
    const customerId = ctx.session?.customerId ?? null;
    const key = `wallet:${input.authenticate.utr}`;
    const pin = normalizeDigits(input.authenticate.pin);
    // A confirm repeated (double click, a retry after a lost answer) answers the payment the first made:
    // its code is found used (verify's replay below), or its bills refused by then (paid, expired), which
    // only then is a reason to look the payment up (decision 079).
    const priced = await input.price().catch(async (err: unknown) => {
      if (await repo.byIdempotencyKey(db, key)) return null;
      throw err;
    });
    if (!priced) return replay(pin);
    checkGiftBuyer(priced, { customerId, road: 'wallet' });
    const basket = basketOf(priced);
    // The code pays exactly what it was sent for, from that wallet, for whoever asked for it.
    const verified = await codes.verify('wallet', input.authenticate.utr, pin, {
      boundTo: { basket, mobile, customerId },
      allowReplay: true,
    });
    if (verified.replay) return replay(pin);

    const id = randomToken();
    // Written already 'authorizing' (the intent, both events recorded) and committed before the first
    // debit: a crash from here on is found and undone.
    const payment = await createPayment(
      db,
      deps.messages,
      {
        id,
        customer_id: customerId,
        kind: paymentKind(priced, input.kind),
        method: 'Wallet',
        total_baisa: priced.total,
        points_baisa: 0,
        charged_baisa: priced.total,
        mobile,
        email,
        lang,
        wallet_mobile: mobile,
        idempotency_key: key,
        device_id: ctx.deviceId,
      },
      priced.lines,
      { action: 'authorize', note: { wallet: 'debiting' }, lease_until: leaseFrom(new Date()) },
    ).then(
      (created) => withKnownLines(created.payment, created.lines),
      async (err: unknown) => {
        if (await repo.byIdempotencyKey(db, key)) return null;
        throw err;
      },
    );
    if (!payment) return replay(pin);
    completion.announce();
    return answerFor(deps, await debitAndComplete(payment));

    /** The payment this code already made, to the holder of the right code only; it may still be on its way. */
    async function replay(pinTyped: string) {
      await codes.verify('wallet', input.authenticate.utr, pinTyped, { allowReplay: true });
      const p = await completion.waitUntil(
        () => repo.byIdempotencyKey(db, key),
        (found) => Boolean(found && (found.customer_id !== customerId || found.state !== 'authorizing')),
      );
      if (!p || p.customer_id !== customerId) throw new AppError(ErrorCode.Unauthorized, 'wrongCode');
      return answerFor(deps, isFinal(p.state) ? p : await completion.waitForOutcome(p.id));
    }

    async function debitAndComplete(p: PaymentRow): Promise<PaymentRow> {
      const all = await linesOf(db, p);
      const lines = all.filter((l) => l.paid_baisa > 0);
      for (const l of lines) {
        failpoint('wallet.before-debit');
        const result = await debitOnce(p, l);
        failpoint('wallet.debited');
        if (result === 'unknown') {
          // The wallet did not say: the reconciler asks it by key and finishes the job.
          await repo.release(db, p.id);
          return (await repo.byId(db, p.id))!;
        }
        if (!result.ok) {
          await completion.money.Wallet.release(p, lines);
          return completion.fail(p, 'authorizing', result.message, { wallet: result.reason });
        }
      }
      // The lease is kept, renewed, through to the outcome: see driveHeld.
      const debited = await repo.move(db, p.id, 'authorizing', 'hold', { wallet: 'debited' }, { lease_until: leaseFrom(new Date()) });
      // A debit changes no line: the lines written with the payment are still its lines.
      withKnownLines(debited, all);
      completion.announce();
      return completion.driveHeld(debited);
    }

    /** A debit whose answer was lost is looked up by its key before anything is decided. */
    async function debitOnce(p: PaymentRow, l: LineRow): Promise<WalletDebitResult | 'unknown'> {
      const reference = moneyKey(p.id, l.line_no, 'debit');
      try {
        return await wallet.debit({ mobile: p.wallet_mobile!, amount: lineTotal(l), reference });
      } catch {
        const found = await wallet.lookup(reference).catch(() => undefined);
        if (found === undefined) return 'unknown';
        return found ? { ok: true, walletTrxId: found.walletTrxId } : { ok: false, reason: 'unavailable', message: walletUnavailable };
      }
    }
  }

  return { generateToken, walletPay, issueCode, payFromWallet };
}
