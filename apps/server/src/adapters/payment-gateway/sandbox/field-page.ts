import { escapeHtml } from './html.ts';

export const FIELD_KINDS = ['number', 'expiryMonth', 'expiryYear', 'cvv'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

const DEFAULT_LABELS: Record<'en' | 'ar', Record<FieldKind, string>> = {
  en: { number: 'Card number', expiryMonth: 'Expiry month', expiryYear: 'Expiry year', cvv: 'CVV' },
  ar: { number: 'رقم البطاقة', expiryMonth: 'شهر الانتهاء', expiryYear: 'سنة الانتهاء', cvv: 'رمز التحقق' },
};
const DEFAULT_PLACEHOLDERS: Record<'en' | 'ar', Record<FieldKind, string>> = {
  en: { number: '1234 5678 9012 3456', expiryMonth: 'MM', expiryYear: 'YYYY', cvv: '123' },
  ar: { number: '1234 5678 9012 3456', expiryMonth: 'الشهر', expiryYear: 'السنة', cvv: '123' },
};

export interface FieldPageInput {
  kind: FieldKind;
  sid: string;
  parentOrigin: string;
  lang: 'en' | 'ar';
  controller: boolean;
  label?: string | undefined;
  placeholder?: string | undefined;
  styles?: string | undefined;
  years: number[];
}

/**
 * One hosted field: a page of the gateway's origin holding a single input, so the card number and CVV
 * never exist in the portal's page. Always left-to-right, also inside an Arabic page (DESIGN §5).
 */
export function renderFieldPage(p: FieldPageInput): string {
  const label = escapeHtml(p.label ?? DEFAULT_LABELS[p.lang][p.kind]);
  const placeholder = escapeHtml(p.placeholder ?? DEFAULT_PLACEHOLDERS[p.lang][p.kind]);
  const data = [
    `data-kind="${p.kind}"`,
    `data-sid="${escapeHtml(p.sid)}"`,
    `data-parent-origin="${escapeHtml(p.parentOrigin)}"`,
    `data-controller="${p.controller ? '1' : '0'}"`,
    `data-lang="${p.lang}"`,
    p.styles ? `data-styles="${escapeHtml(p.styles)}"` : '',
  ].filter(Boolean);
  return `<!doctype html>
<html lang="${p.lang}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${label}</title>
<link rel="stylesheet" href="/static/field.css">
<script src="/static/field.js" defer></script>
</head>
<body ${data.join(' ')}>
${control(p, label, placeholder)}
</body>
</html>
`;
}

function control(p: FieldPageInput, label: string, placeholder: string): string {
  const common = `id="field" class="field" dir="ltr" aria-label="${label}"`;
  switch (p.kind) {
    case 'number':
      return `<input ${common} type="text" inputmode="numeric" autocomplete="cc-number" maxlength="19" spellcheck="false" placeholder="${placeholder}">`;
    case 'cvv':
      return `<input ${common} type="text" inputmode="numeric" autocomplete="cc-csc" maxlength="3" spellcheck="false" placeholder="${placeholder}">`;
    case 'expiryMonth':
      return select(
        common,
        'cc-exp-month',
        placeholder,
        Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0')),
      );
    case 'expiryYear':
      return select(common, 'cc-exp-year', placeholder, p.years.map(String));
  }
}

function select(common: string, autocomplete: string, placeholder: string, values: string[]): string {
  const options = values.map((v) => `<option value="${v}">${v}</option>`).join('');
  return `<select ${common} autocomplete="${autocomplete}"><option value="">${placeholder}</option>${options}</select>`;
}
