/** What a card payment tells the customer, in both languages, when it cannot go on. */

/** The issuer's reason (English only, from the gateway) and, in both languages, that nothing was taken. */
export const declinedText = (reason?: string) => ({
  en: `${reason ?? 'Your card was declined'}. No money was taken`,
  ar: 'رفض البنك المُصدر البطاقة. لم يتم خصم أي مبلغ',
});

export const gatewayDown = {
  en: 'The card gateway is not available now. No money was taken, try again later',
  ar: 'بوابة الدفع غير متاحة حالياً. لم يتم خصم أي مبلغ، يرجى المحاولة لاحقاً',
};
export const notConfirmedYet = {
  en: 'We could not confirm your card payment yet. Do not pay again: we will confirm it in your transaction history within minutes',
  ar: 'تعذر تأكيد الدفع بالبطاقة حتى الآن. لا تدفع مرة أخرى: سنؤكد العملية في سجل العمليات خلال دقائق',
};
export const signInToSee = {
  en: 'Sign in to see this payment. It is in your transaction history',
  ar: 'سجّل الدخول لعرض عملية الدفع هذه. ستجدها في سجل العمليات',
};
