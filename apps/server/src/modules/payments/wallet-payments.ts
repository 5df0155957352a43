import { ErrorCode, normalizeDigits, patterns, type GenerateTokenRequest, type WalletPayRequest } from '@portal/contract';
import { randomToken } from '../../platform/crypto.ts';
import type { CallContext } from '../../platform/calls.ts';
import { AppError, invalidInput } from '../../platform/errors.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { checkGiftBuyer, paymentKind } from './gift-cards.ts';
import { priceLines, type PricedLines } from './line-pricing.ts';
import { paymentRepository as repo } from './payment-repository.ts';
import { walletReference } from './completion.ts';
import { answerFor } from './payment-outcome.ts';

const walletCodeText = (amount: string) => (code: string) => ({
  en: `${code} is your code to pay OMR ${amount} from your wallet. Do not share it.`,
  ar: `${code} هو رمز دفع ${amount} ر.ع. من محفظتك. لا تشاركه مع أحد.`,
});

function walletMobile(raw: string): string {
  const mobile = normalizeDigits(raw.trim());
  if (!patterns.walletMobile.test(mobile)) {
    throw invalidInput({ en: 'Incorrect mobile number: 968 followed by 8 to 15 digits', ar: 'رقم الهاتف غير صحيح: 968 متبوعاً بـ 8 إلى 15 رقماً' });
  }
  return mobile;
}

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

  const generateToken = (body: GenerateTokenRequest, ctx: CallContext) => issueCode(body.token.mobileNumber, () => priceLines(db, [body.paymentInfo]), ctx);

  async function issueCode(rawMobile: string, price: () => Promise<PricedLines>, ctx: CallContext): Promise<never> {
    const mobile = walletMobile(rawMobile);
    const priced = await price();
    checkGiftBuyer(priced, { customerId: ctx.session?.customerId ?? null, road: 'wallet' });
    if ((await wallet.balance(mobile)) === null) {
      throw new AppError(ErrorCode.NotFound, { en: 'No wallet is registered for this mobile number', ar: 'لا توجد محفظة مسجلة لرقم الهاتف هذا' });
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
    payFromWallet({ senderId: body.walletInfo.senderId, authenticate: body.authenticate, price: () => priceLines(db, [body.paymentInfo]), kind: 'one_time', contact: body.CustomerInfo }, ctx);

  async function payFromWallet(input: WalletPaymentRequest, ctx: CallContext) {
    const mobile = walletMobile(input.senderId);
    const verified = await codes.verify('wallet', input.authenticate.utr, normalizeDigits(input.authenticate.pin));
    const bound = verified.payload as { basket?: Array<{ validationCode: string; paid: number }>; mobile: string; customerId: number | null };
    const priced = await input.price();
    const customerId = ctx.session?.customerId ?? null;
    checkGiftBuyer(priced, { customerId, road: 'wallet' });
    const basket = basketOf(priced);
    const sameBasket = bound.basket?.length === basket.length && basket.every((l, i) => l.validationCode === bound.basket![i]!.validationCode && l.paid === bound.basket![i]!.paid);
    // The code pays exactly what it was sent for, from that wallet, for whoever asked for it.
    if (!sameBasket || bound.mobile !== mobile || (bound.customerId ?? null) !== customerId) {
      throw new AppError(ErrorCode.Unauthorized, 'wrongCode');
    }
    const payment = await db.tx((q) =>
      repo.insert(
        q,
        {
          id: randomToken(),
          customer_id: customerId,
          kind: paymentKind(priced, input.kind),
          method: 'Wallet',
          total_baisa: priced.total,
          points_baisa: 0,
          charged_baisa: priced.total,
          mobile,
          email: input.contact?.Email ?? input.contact?.email ?? null,
          lang: input.contact?.Lang ?? 'en',
          wallet_mobile: mobile,
          idempotency_key: `wallet:${input.authenticate.utr}`,
        },
        priced.lines,
      ),
    );
    return answerFor(db, await authorizeAndComplete(payment.id, mobile));

    async function authorizeAndComplete(id: string, from: string) {
      const lines = await repo.lines(db, id);
      const debited: number[] = [];
      // A line the customer chose not to pay (0 in a basket) takes nothing from the wallet.
      for (const l of lines.filter((line) => line.paid_baisa > 0)) {
        const amount = l.paid_baisa + l.fee_baisa + l.vat_baisa + l.tax_baisa;
        const result = await wallet.debit({ mobile: from, amount, reference: walletReference(id, l.line_no) });
        if (!result.ok) {
          for (const n of debited) await wallet.refund(walletReference(id, n));
          const p = (await repo.byId(db, id))!;
          return completion.fail(p, 'created', result.message, { wallet: result.reason });
        }
        debited.push(l.line_no);
      }
      await repo.transition(db, id, 'created', 'authorized', { wallet: 'debited' });
      return completion.drive(id);
    }
  }

  return { generateToken, walletPay, issueCode, payFromWallet };
}
