/** What a notice says on each channel. */
export interface RenderedMessage {
  sms: string;
  email: { subject: string; text: string; html: string };
}

export type Lang = 'en' | 'ar';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** OMR with its 3 decimals, the currency named in the reader's language ("OMR 12.345", "12.345 ر.ع"). */
export const omr = (baisa: number, lang: Lang) => {
  const amount = (baisa / 1000).toFixed(3);
  return lang === 'ar' ? `${amount} ر.ع` : `OMR ${amount}`;
};

export interface EmailBody {
  heading: string;
  paragraphs: string[];
  /** Label/value rows, e.g. Reference, Amount. */
  rows?: Array<[string, string]>;
  footer: string;
}

/**
 * The same message as plain text and as a small HTML page: right-to-left with an Arabic font stack for
 * Arabic, inline styles only (mail readers drop style sheets), no images or links to fetch.
 */
export function emailParts(lang: Lang, body: EmailBody): { text: string; html: string } {
  return { text: textOf(body), html: page(lang, [section(lang, body)], body.heading) };
}

/**
 * One message in English and then in Arabic, each part in its own direction: for staff, whose language the
 * portal does not keep (a reminder or an escalation reaches whoever holds the complaint).
 */
export function bilingualEmailParts(en: EmailBody, ar: EmailBody): { text: string; html: string } {
  return { text: `${textOf(en)}\n\n${textOf(ar)}`, html: page('en', [section('en', en), section('ar', ar)], en.heading) };
}

const textOf = (body: EmailBody) =>
  [body.heading, '', ...body.paragraphs, '', ...(body.rows ?? []).map(([k, v]) => `${k}: ${v}`), '', body.footer].join('\n');

function page(lang: Lang, sections: string[], title: string): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;color:#1a1a1a">
${sections.join('\n')}
</body></html>`;
}

function section(lang: Lang, body: EmailBody): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const align = lang === 'ar' ? 'right' : 'left';
  const font = lang === 'ar' ? "Tahoma, 'Segoe UI', Arial, sans-serif" : "'Segoe UI', Arial, sans-serif";
  const rows = (body.rows ?? [])
    .map(
      ([k, v]) =>
        `<tr><th style="text-align:${align};padding:6px 12px;color:#555;font-weight:normal">${escape(k)}</th><td style="padding:6px 12px;font-weight:bold"><bdi>${escape(v)}</bdi></td></tr>`,
    )
    .join('');
  return `<div lang="${lang}" dir="${dir}" style="max-width:560px;margin:0 auto 16px;background:#fff;border-radius:8px;padding:24px;font-family:${font};direction:${dir};text-align:${align}">
<h1 style="font-size:20px;margin:0 0 16px">${escape(body.heading)}</h1>
${body.paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.5">${escape(p)}</p>`).join('\n')}
${rows ? `<table style="border-collapse:collapse;margin:8px 0 16px" role="presentation">${rows}</table>` : ''}
<p style="margin:16px 0 0;font-size:12px;color:#666">${escape(body.footer)}</p>
</div>`;
}

export const footer = (lang: Lang) =>
  lang === 'ar'
    ? 'بوابة دفع الفواتير. هذه رسالة آلية، لا ترد عليها. لتغيير الإشعارات افتح ملفك الشخصي.'
    : 'Bill Payment Portal. This is an automatic message; please do not reply. To change your notifications, open your profile.';
