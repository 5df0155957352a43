import { afterAll, describe, expect, it } from 'vitest';
import { renderBillPdf } from '../../src/modules/invoices/bill-pdf.tsx';
import { BILL } from './fixtures.ts';
import { isPng, pageToPng, pdfToText, scratch } from './pdf-tools.ts';

const tmp = scratch();
afterAll(() => tmp.remove());

describe('renderBillPdf', () => {
  it('renders the last bill in Arabic, right to left, in logical order', async () => {
    // Words with a lam-alef ligature (تاريخ الاستحقاق, استهلاك) are left out: see receipt-pdf.test.ts.
    const path = tmp.write('bill-ar.pdf', await renderBillPdf(BILL, 'ar'));
    const text = pdfToText(path);
    for (const words of [
      'تفاصيل الفاتورة',
      'بوابة دفع الفواتير',
      'شركة مسقط لتوزيع الكهرباء',
      'أحمد البلوشي',
      'رقم الفاتورة',
      'رسوم خدمة العداد',
      'كيلوواط ساعة',
      'المبلغ المستحق',
    ]) {
      expect(text).toContain(words);
    }
    for (const latin of ['1,240', 'INV-2026-03-88120', '100200300', '01-03-2026', '31-03-2026', '11.845', '12.345'])
      expect(text).toContain(latin);
    const header =
      pdfToText(path, true)
        .split('\n')
        .find((line) => line.includes('البند')) ?? '';
    expect(header.indexOf('المبلغ')).toBeLessThan(header.indexOf('البند')); // amount column on the left
    expect(isPng(pageToPng(path))).toBe(true);
  });

  it('renders it in English, without a due date when there is none', async () => {
    const path = tmp.write('bill-en.pdf', await renderBillPdf({ ...BILL, dueDate: null, issuedOn: '2026-03-01T21:30:00Z' }, 'en'));
    const text = pdfToText(path);
    for (const words of [
      'Bill Details',
      'Muscat Electricity Distribution Company',
      'Ahmed Al-Balushi',
      'Electricity consumption (1,240 kWh)',
      'Amount due',
      'OMR 12.345',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toContain('02-03-2026'); // 21:30 UTC is the next day in Muscat
    expect(text).not.toContain('Due date');
  });
});
