import type { AmountProblem } from '@/shared/payments/amount-rules';

// The rules moved to shared/payments so the registered-bills payment checks amounts the same way.
export { amountFormat, checkAmount, cleanAmountText, type AmountProblem } from '@/shared/payments/amount-rules';

/** i18n keys of the problems; the texts take {{format}}, {{min}} and {{max}}. */
export const amountMessage: Record<AmountProblem, string> = {
  required: 'validation.fieldRequired',
  format: 'payment.oneTime.amount.format',
  moreThanZero: 'payment.oneTime.amount.moreThanZero',
  notInRange: 'payment.oneTime.amount.notInRange',
};
