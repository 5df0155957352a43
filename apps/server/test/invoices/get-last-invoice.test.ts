import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { calls, messages } from '@portal/contract';
import { PdfPool } from '../../src/modules/invoices/pdf-pool.ts';
import { deviceInfo, post } from '../support/api.ts';
import { useTestApp } from '../support/test-app.ts';
import { ELECTRICITY, freshAccount, lastInvoicePdf } from './last-invoice-helpers.ts';
import { pageCount, pdfToText, scratch } from './pdf-tools.ts';

const LIMIT = 5;
const t = useTestApp({ INVOICE_RATE_LIMIT_PER_MINUTE: LIMIT });
const tmp = scratch();
afterAll(() => tmp.remove());
afterEach(() => vi.restoreAllMocks());

describe('RegistredBills/GetLastInvoice', () => {
  it('answers a one-page PDF a reader can copy the bill from, in either language', async () => {
    const account = freshAccount();
    const en = pdfToText(tmp.write('last-en.pdf', await lastInvoicePdf(t.app, account, { ip: '10.0.1.1' })));
    expect(en).toContain('Muscat Electricity Distribution Company');
    expect(en).toContain(account);
    const arPath = tmp.write('last-ar.pdf', await lastInvoicePdf(t.app, account, { ip: '10.0.1.1', lang: 'ar' }));
    expect(pdfToText(arPath)).toContain('شركة مسقط لتوزيع الكهرباء');
    expect(pageCount(arPath)).toBe(1);
  });

  it('renders a bill once: the same request again comes from the cache, and identical requests at once share one render', async () => {
    const renders = vi.spyOn(PdfPool.prototype, 'render');
    const account = freshAccount();
    const first = await lastInvoicePdf(t.app, account, { ip: '10.0.2.1' });
    // The same account typed with Arabic-Indic digits is the same bill.
    const again = await lastInvoicePdf(t.app, account.replace('71', '٧١'), { ip: '10.0.2.1' });
    expect(again.equals(first)).toBe(true);
    expect(renders).toHaveBeenCalledTimes(1);

    const other = freshAccount();
    const together = await Promise.all([1, 2, 3].map((i) => lastInvoicePdf(t.app, other, { ip: `10.0.2.${i + 1}` })));
    expect(together[1]!.equals(together[0]!) && together[2]!.equals(together[0]!)).toBe(true);
    expect(renders).toHaveBeenCalledTimes(2);
  });

  it(`allows a client ${LIMIT} calls a minute, then answers 429 in both languages; other clients go on`, async () => {
    const ask = (ip: string) =>
      post(t.app, calls.getLastInvoice.path, JSON.stringify({ deviceInfo, ...ELECTRICITY, billingNo: '000000123' }), {
        'x-forwarded-for': ip,
      });
    for (let i = 0; i < LIMIT; i++) expect((await ask('10.0.3.1')).statusCode).toBe(200);
    const refused = await ask('10.0.3.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      result: { errorCode: 429, errorEDesc: messages.tooManyRequests.en, errorADesc: messages.tooManyRequests.ar },
      details: null,
    });
    expect((await ask('10.0.3.2')).statusCode).toBe(200);
  });
});
