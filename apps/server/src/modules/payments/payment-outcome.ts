import { ErrorCode } from '@portal/contract';
import type { Db } from '../../platform/db.ts';
import type { Vault } from '../../platform/vault.ts';
import { Answer } from '../../platform/calls.ts';
import { AppError } from '../../platform/errors.ts';
import { linesOf } from './known-lines.ts';
import type { PaymentRow } from './payment-rows.ts';
import { toReceipt } from './receipt.ts';

export const pendingText = {
  en: 'Your payment is being processed. Do not pay again: we will confirm it here and in your transaction history',
  ar: 'جارٍ معالجة عملية الدفع. لا تدفع مرة أخرى: سنؤكدها هنا وفي سجل العمليات',
};

export const paymentFailed = (p: Pick<PaymentRow, 'failure_en' | 'failure_ar'>) =>
  new AppError(ErrorCode.PaymentFailed, {
    en: p.failure_en ?? 'The payment could not be completed',
    ar: p.failure_ar ?? 'تعذر إتمام عملية الدفع',
  });

/** The answer for a payment as it stands: the receipt, pending (1), or the failure with its reason. */
export async function answerFor({ db, vault }: { db: Db; vault: Vault }, p: PaymentRow) {
  if (p.state === 'failed' || p.state === 'expired') {
    const lines = await linesOf(db, p);
    throw new AppError(ErrorCode.PaymentFailed, paymentFailed(p).text, toReceipt(p, lines, vault));
  }
  if (p.state === 'completed' || p.state === 'partially_completed') {
    const lines = await linesOf(db, p);
    const text =
      p.state === 'completed'
        ? {
            en: `Payment successful. Reference number ${p.reference_number}`,
            ar: `تمت عملية الدفع بنجاح. الرقم المرجعي ${p.reference_number}`,
          }
        : {
            en: `Some bills were paid. Reference number ${p.reference_number}. The amount of the bills that failed was returned`,
            ar: `تم دفع بعض الفواتير. الرقم المرجعي ${p.reference_number}. تمت إعادة مبلغ الفواتير التي لم تنجح`,
          };
    return new Answer(toReceipt(p, lines, vault), text);
  }
  // Not final yet (a biller being retried, an answer the reconciler is checking): honest, and it
  // stops the customer from paying the same bill again.
  throw new AppError(ErrorCode.Pending, pendingText, { status: 'pending' });
}
