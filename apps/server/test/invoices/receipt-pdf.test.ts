import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { renderPagedPdf } from '../../src/modules/invoices/pdf-render.tsx';
import {
  ONE_PAGE_AT_MOST,
  receiptElement,
  renderReceiptPdf,
  surelyOnePage,
  type ReceiptDocument,
} from '../../src/modules/invoices/receipt-pdf.tsx';
import { RECEIPT } from './fixtures.ts';
import { inflatedStreams, isPng, pageCount, pageToPng, pdfToText, scratch } from './pdf-tools.ts';

const tmp = scratch();
afterAll(() => tmp.remove());

async function render(receipt: ReceiptDocument, lang: 'en' | 'ar', name: string) {
  const pdf = await renderReceiptPdf(receipt, lang);
  const path = tmp.write(`${name}.pdf`, pdf);
  return { pdf, path, text: pdfToText(path), layout: pdfToText(path, true) };
}

describe('renderReceiptPdf in Arabic', () => {
  it('extracts the Arabic words in logical order, with Latin digits and reference numbers', async () => {
    const { pdf, path, text, layout } = await render(RECEIPT, 'ar', 'receipt-ar');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(path)).toBe(1);
    for (const out of [text, layout]) {
      for (const words of ['إيصال الدفع', 'بوابة دفع الفواتير', 'شركة مسقط لتوزيع الكهرباء', 'شركة كهرباء المناطق', 'شحن الهاتف المتنقل']) {
        expect(out).toContain(words);
      }
      expect(out).not.toContain('عفدلا لاصيإ'); // the title, reversed
    }
    for (const words of [
      'الرقم المرجعي',
      'طريقة الدفع',
      'بطاقة',
      'مكتملة',
      'فاشلة',
      'رمز القسيمة',
      'المدفوع بالنقاط',
      'المخصوم من البطاقة',
      'ضريبة القيمة المضافة',
    ]) {
      expect(text).toContain(words);
    }
    for (const latin of [
      'BPP2026031500042',
      '15-03-2026 14:05',
      '12.345',
      '0.250',
      '24.845',
      '-1.200',
      '24.145',
      'MEDC-88412907',
      '4417-2290-3381',
      '100200300',
    ]) {
      expect(text).toContain(latin);
    }
    expect(text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/); // no Arabic-Indic digits
  });

  it('lays the table out right to left: the status column comes first from the left', async () => {
    const { layout } = await render(RECEIPT, 'ar', 'receipt-ar-layout');
    const header = layout.split('\n').find((line) => line.includes('الجهة المفوترة')) ?? '';
    const order = ['الحالة', 'رقم العملية', 'الرسوم', 'المبلغ', 'رقم الحساب', 'الخدمة', 'الجهة المفوترة'].map((h) => header.indexOf(h));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const top = layout.split('\n').find((line) => line.includes('إيصال الدفع')) ?? '';
    expect(top.indexOf('إيصال الدفع')).toBeLessThan(top.indexOf('سلطنة عمان')); // title left, portal right
  });

  it('maps a lam-alef ligature to its two letters in logical order', async () => {
    // pdftotext spreads a ligature's letters left to right, so it prints الإجمالي as اإلجمالي (and
    // so the tests above avoid words with لا/لأ/لإ); the PDF itself is right: the ligature's
    // ToUnicode entry is lam then alef-with-hamza, which pdf.js, for one, copies as written.
    const { pdf } = await render(RECEIPT, 'ar', 'receipt-ar-ligature');
    expect(inflatedStreams(pdf).some((s) => s.includes('begincmap') && s.includes('<0644 0625>'))).toBe(true);
  });

  it('names the wallet and leaves out points when none were used', async () => {
    const wallet: ReceiptDocument = { ...RECEIPT, paymentMethod: 'Wallet', pointsBaisa: 0, customerName: null };
    const { text } = await render(wallet, 'ar', 'receipt-ar-wallet');
    expect(text).toContain('المحفظة');
    expect(text).not.toContain('المدفوع بالنقاط');
    expect(text).not.toContain('العميل');
  });
});

describe('renderReceiptPdf in English', () => {
  it('has the title, names, amounts and method', async () => {
    const { text, layout, path } = await render(RECEIPT, 'en', 'receipt-en');
    for (const words of [
      'Bill Payment Portal',
      'Payment Receipt',
      'Reference No.',
      'BPP2026031500042',
      '15-03-2026 14:05',
      'Card',
      'Muscat Electricity',
      'Distribution Company',
      'Completed',
      'Failed',
      'Voucher code',
      '4417-2290-3381',
      'OMR 24.845',
      'OMR -1.200',
      'Charged to card',
      'VAT',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toMatch(/[\u0600-\u06ff]/);
    const header = layout.split('\n').find((line) => line.includes('Biller')) ?? '';
    expect(header.indexOf('Biller')).toBeLessThan(header.indexOf('Status'));
    expect(isPng(pageToPng(path))).toBe(true);
  });
});

describe('renderReceiptPdf layout', () => {
  it('draws the watermark as outlines, so the text a reader copies is unchanged', async () => {
    const plain = await render(RECEIPT, 'ar', 'receipt-ar-plain');
    const marked = await render({ ...RECEIPT, watermark: true }, 'ar', 'receipt-ar-watermark');
    expect(marked.pdf.length).toBeGreaterThan(plain.pdf.length);
    expect(marked.text).toBe(plain.text);
    expect(isPng(pageToPng(marked.path))).toBe(true);
  });

  it('runs onto more pages with page numbers when there are many lines', async () => {
    const lines = Array.from({ length: 30 }, (_, i) => ({ ...RECEIPT.lines[i % RECEIPT.lines.length]!, billingNo: `5500${i}` }));
    const { path, text } = await render({ ...RECEIPT, lines }, 'en', 'receipt-en-long');
    const pages = pageCount(path);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('550029');
  });

  it('numbers the pages of a receipt that runs over although its line count promised one page', async () => {
    // Seven lines are rendered first as one page ("Page 1 of 1" as plain text, pdf-render.tsx); with
    // long names they spill onto a second page, and that first attempt must not be what is returned.
    const lines = Array.from({ length: 7 }, (_, i) => ({
      ...RECEIPT.lines[i % RECEIPT.lines.length]!,
      billerName: `${RECEIPT.lines[i % RECEIPT.lines.length]!.billerName} and Water Services Holding`,
      serviceName: 'Electricity prepaid top-up',
      billingNo: `7700${i}`,
    }));
    const { path, text } = await render({ ...RECEIPT, lines }, 'en', 'receipt-en-seven');
    expect(pageCount(path)).toBe(2);
    expect(text).toContain('Page 1 of 2');
    expect(text).toContain('Page 2 of 2');
    expect(text).not.toContain('Page 1 of 1');
  });

  it('a receipt promised one page (not paginated at all) is the longest that still fits, drawn as the paginated one is', async () => {
    // Every text as long as the promise allows: words that wrap in the names, unbroken runs elsewhere.
    const long = (word: string) => `${word} `.repeat(ONE_PAGE_AT_MOST.characters).slice(0, ONE_PAGE_AT_MOST.characters);
    const digits = '9'.repeat(ONE_PAGE_AT_MOST.characters);
    const lines = Array.from({ length: ONE_PAGE_AT_MOST.lines }, (_, i) => ({
      ...RECEIPT.lines[1]!,
      billerName: long('Electricity'),
      billerNameAr: long('الكهرباء'),
      serviceName: long('Recharge'),
      serviceNameAr: long('شحن'),
      billingNo: digits,
      systemTrxID: digits,
      voucherCode: digits,
      status: i === 0 ? ('Refunded' as const) : ('Completed' as const),
    }));
    const longest: ReceiptDocument = {
      ...RECEIPT,
      lines,
      customerName: long('Ahmed'),
      referenceNumber: digits,
      refundedBaisa: 500,
      watermark: true,
    };
    expect(surelyOnePage(longest)).toBe(true);
    expect(surelyOnePage({ ...longest, customerName: `${long('Ahmed')}x` })).toBe(false);
    expect(surelyOnePage({ ...longest, lines: [...lines, lines[0]!] })).toBe(false);
    for (const lang of ['en', 'ar'] as const) {
      const promised = await render(longest, lang, `receipt-${lang}-longest-one-page`);
      // The same receipt through the road that paginates and counts the pages.
      const paginated = tmp.write(`receipt-${lang}-longest-paginated.pdf`, await renderPagedPdf(receiptElement(longest, lang)));
      expect(pageCount(paginated)).toBe(1);
      expect(pageCount(promised.path)).toBe(1);
      expect(promised.layout).toBe(pdfToText(paginated, true));
      // Drawn the same to the pixel: an A4 page (not one cut to its content) with the footer at its foot.
      expect(readFileSync(pageToPng(promised.path)).equals(readFileSync(pageToPng(paginated)))).toBe(true);
    }
  });

  it('says "Page 1 of 1" on a one-page receipt, in both languages', async () => {
    expect((await render(RECEIPT, 'en', 'receipt-en-one')).text).toContain('Page 1 of 1');
    expect((await render(RECEIPT, 'ar', 'receipt-ar-one')).text).toMatch(/صفحة\s+1\s*من\s+1/); // pdftotext spaces the Latin digits apart
  });
});

describe('renderReceiptPdf after a staff refund', () => {
  it('shows what was refunded since under the totals, in both languages, and nothing when none was', async () => {
    const refunded = { ...RECEIPT, refundedBaisa: 2_500 };
    const en = await render(refunded, 'en', 'receipt-en-refunded');
    expect(en.text).toContain('Later refunded to card');
    expect(en.text).toContain('-2.500');
    const ar = await render(refunded, 'ar', 'receipt-ar-refunded');
    // Text extraction drops the font's lam-alef and lam-yeh ligatures (إلى, لاحقاً): the words around them are checked.
    expect(ar.text).toMatch(/استُرد .*البطاقة/);
    expect((await render(RECEIPT, 'en', 'receipt-en-plain')).text).not.toContain('Later refunded');
  });
});
