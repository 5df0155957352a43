import { ErrorCode, normalizeDigits, patterns, type GenerateTokenRequest, type WalletPayRequest } from '@portal/contract';
import { randomToken } from '../../platform/crypto.ts';
import type { CallContext } from '../../platform/calls.ts';
import { AppError, invalidInput } from '../../platform/errors.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { priceLines } from './line-pricing.ts';
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

/** Wallet payment (spec 02 §4): a code to the wallet's mobile, bound to this bill and amount, then the debit. */
export function walletPayments(deps: PaymentsDeps) {
  const { db, codes, wallet, completion } = deps;

  async function generateToken(body: GenerateTokenRequest, ctx: CallContext): Promise<never> {
    const mobile = walletMobile(body.token.mobileNumber);
    const priced = await priceLines(db, [body.paymentInfo]);
    if ((await wallet.balance(mobile)) === null) {
      throw new AppError(ErrorCode.NotFound, { en: 'No wallet is registered for this mobile number', ar: 'لا توجد محفظة مسجلة لرقم الهاتف هذا' });
    }
    const line = priced.lines[0]!;
    const authenticate = await codes.issue({
      purpose: 'wallet',
      mobile,
      ip: ctx.ip,
      customerId: ctx.session?.customerId ?? null,
      payload: { validationCode: line.validation_code, paid: line.paid_baisa, mobile, customerId: ctx.session?.customerId ?? null },
      deliver: true,
      text: walletCodeText((priced.total / 1000).toFixed(3)),
    });
    throw new AppError(ErrorCode.OtpRequired, 'otpSent', { authenticate });
  }

  async function walletPay(body: WalletPayRequest, ctx: CallContext) {
    const mobile = walletMobile(body.walletInfo.senderId);
    const verified = await codes.verify('wallet', body.authenticate.utr, normalizeDigits(body.authenticate.pin));
    const bound = verified.payload as { validationCode: string; paid: number; mobile: string; customerId: number | null };
    const priced = await priceLines(db, [body.paymentInfo]);
    const line = priced.lines[0]!;
    if (bound.validationCode !== line.validation_code || bound.paid !== line.paid_baisa || bound.mobile !== mobile) {
      throw new AppError(ErrorCode.Unauthorized, 'wrongCode');
    }
    const customerId = ctx.session?.customerId ?? null;
    const payment = await db.tx((q) =>
      repo.insert(
        q,
        {
          id: randomToken(),
          customer_id: customerId,
          kind: 'one_time',
          method: 'Wallet',
          total_baisa: priced.total,
          points_baisa: 0,
          charged_baisa: priced.total,
          mobile,
          email: body.CustomerInfo?.Email ?? body.CustomerInfo?.email ?? null,
          lang: body.CustomerInfo?.Lang ?? 'en',
          wallet_mobile: mobile,
          idempotency_key: `wallet:${body.authenticate.utr}`,
        },
        priced.lines,
      ),
    );
    return answerFor(db, await authorizeAndComplete(payment.id, mobile));

    async function authorizeAndComplete(id: string, from: string) {
      const lines = await repo.lines(db, id);
      const debited: number[] = [];
      for (const l of lines) {
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

  return { generateToken, walletPay };
}
