import type { AmountProblem } from '@/payments';
import type { TranslationKey } from '@/shared/i18n';

/** The one-time payment's words for an amount's problems (i18n keys; the texts take {{format}}, {{min}} and {{max}}). */
export const amountMessage: Record<AmountProblem, TranslationKey> = {
  required: 'validation.fieldRequired',
  format: 'payment.oneTime.amount.format',
  moreThanZero: 'payment.oneTime.amount.moreThanZero',
  notInRange: 'payment.oneTime.amount.notInRange',
};
