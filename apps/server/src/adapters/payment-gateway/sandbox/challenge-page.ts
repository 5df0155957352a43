import { formatOmrPlain } from '@portal/contract';
import { escapeHtml } from './html.ts';
import type { PaymentRow } from './payment-store.ts';

type Lang = 'en' | 'ar';

const TEXT = {
  en: {
    title: 'Verify your payment',
    bank: 'Sandbox Bank · Secure verification',
    heading: 'Your bank is verifying this payment',
    merchant: 'Merchant',
    amount: 'Amount',
    card: 'Card',
    ending: 'ending',
    label: 'One-time password',
    hint: 'Sandbox: enter 1234',
    submit: 'Submit',
    cancel: 'Cancel',
    wrong: (left: number) => `The code is not correct. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
    other: 'العربية',
    notFound: 'This verification page is no longer available.',
    money: (amountHtml: string) => `OMR ${amountHtml}`,
  },
  ar: {
    title: 'تحقق من عملية الدفع',
    bank: 'البنك التجريبي · تحقق آمن',
    heading: 'يقوم البنك بالتحقق من هذه العملية',
    merchant: 'التاجر',
    amount: 'المبلغ',
    card: 'البطاقة',
    ending: 'المنتهية بـ',
    label: 'كلمة المرور لمرة واحدة',
    hint: 'بيئة تجريبية: أدخل 1234',
    submit: 'إرسال',
    cancel: 'إلغاء',
    wrong: (left: number) => `الرمز غير صحيح. المحاولات المتبقية: ${left}`,
    other: 'English',
    notFound: 'صفحة التحقق هذه لم تعد متاحة.',
    money: (amountHtml: string) => `${amountHtml} ر.ع.`,
  },
} satisfies Record<Lang, unknown>;

export interface ChallengePageInput {
  payment: PaymentRow;
  lang: Lang;
  merchant: string;
  attemptsLeft: number;
  wrongCode: boolean;
}

function shell(lang: Lang, title: string, main: string): string {
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/static/challenge.css">
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`;
}

/** The bank's one-time-password page (3-D-Secure style): no script at all, just a form. */
export function renderChallengePage(p: ChallengePageInput): string {
  const t = TEXT[p.lang];
  const id = encodeURIComponent(p.payment.id);
  const other: Lang = p.lang === 'ar' ? 'en' : 'ar';
  const error = p.wrongCode ? `<p class="error" role="alert" id="otp-error">${escapeHtml(t.wrong(p.attemptsLeft))}</p>\n` : '';
  const describedBy = p.wrongCode ? 'otp-hint otp-error' : 'otp-hint';
  return shell(
    p.lang,
    t.title,
    `<p class="bank">${escapeHtml(t.bank)}</p>
<h1>${escapeHtml(t.heading)}</h1>
<dl>
<dt>${t.merchant}</dt><dd>${escapeHtml(p.merchant)}</dd>
<dt>${t.amount}</dt><dd>${t.money(`<span class="ltr" dir="ltr">${formatOmrPlain(Number(p.payment.amount))}</span>`)}</dd>
<dt>${t.card}</dt><dd>${escapeHtml(p.payment.brand.toUpperCase())} ${t.ending} <span class="ltr" dir="ltr">${escapeHtml(p.payment.last4)}</span></dd>
</dl>
${error}<form method="post" action="/challenge/${id}">
<input type="hidden" name="lang" value="${p.lang}">
<label for="otp">${t.label}</label>
<input id="otp" name="otp" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="8" dir="ltr" required autofocus aria-describedby="${describedBy}"${p.wrongCode ? ' aria-invalid="true"' : ''}>
<p class="hint" id="otp-hint">${t.hint}</p>
<div class="actions">
<button type="submit" name="action" value="submit">${t.submit}</button>
<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${t.cancel}</button>
</div>
</form>
<p class="switch"><a href="/challenge/${id}?lang=${other}" lang="${other}">${t.other}</a></p>`,
  );
}

export function renderChallengeNotFound(lang: Lang): string {
  return shell(lang, TEXT[lang].title, `<p class="bank">${escapeHtml(TEXT[lang].bank)}</p>\n<h1>${escapeHtml(TEXT[lang].notFound)}</h1>`);
}
