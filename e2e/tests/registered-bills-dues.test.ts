import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { callApi, pageSessionId } from '../support/api.ts';
import { readAuth, signInIndividual } from '../support/auth.ts';
import { DESKTOP, PHONE, useBrowser, type Lang } from '../support/browser.ts';
import { originOf } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import { expectInView, expectNoPageOverflow, scrollPageTo } from '../support/layout.ts';
import { baisaOf } from '../support/payments.ts';
import { openList, row } from '../support/registered-bills-manage.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const browser = useBrowser();

interface Bill {
  id: number;
  name: string;
  billingNo: string;
  billNo: string;
  serviceType: string;
  biller: { id: number };
  service: { id: number };
}
interface Item {
  registeredBillId: number;
  errorCode: number;
  dueAmount?: number;
  dueDate?: string | null;
}

/** What the biller says each of the customer's postpaid bills owes, asked through the API three at a time. */
async function duesFromApi(origin: string, session: string, customerID: number): Promise<{ bill: Bill; item: Item }[]> {
  const list = await callApi(origin, 'RegistredBills/GetAllRegistredBills', { customerInfo: { customerID } }, session);
  const bills = (list.details as { bills: Bill[] }).bills.filter((b) => b.serviceType === 'PostPaid');
  const out: { bill: Bill; item: Item }[] = [];
  for (let i = 0; i < bills.length; i += 3) {
    const batch = bills.slice(i, i + 3);
    const answer = await callApi(
      origin,
      'RegistredBills/BulkInquirePostPaid',
      {
        customerInfo: { customerID },
        postPaidBills: batch.map((b) => ({
          billingNo: b.billingNo,
          billNo: b.billNo,
          billerID: b.biller.id,
          serviceID: b.service.id,
          channel: 'I',
          registeredBillId: b.id,
        })),
      },
      session,
    );
    expect(answer.result.errorCode).toBe(0);
    for (const item of answer.details as Item[]) out.push({ bill: batch.find((b) => b.id === item.registeredBillId)!, item });
  }
  return out;
}

describe('registered bills show what each bill owes', () => {
  for (const [lang, viewport, where] of [
    ['en', { width: 1366, height: 800 }, 'desktop'],
    ['ar', PHONE, 'phone'],
    ['ar', DESKTOP, 'desktop'],
    ['en', PHONE, 'phone'],
  ] as const) {
    test(`${where} (${lang}): each postpaid bill's amount due, due date and overdue state, inquired in the background, on screen without sideways scrolling`, async () => {
      const { page } = await browser.open(lang as Lang, { viewport });
      await signInIndividual(page, lang);
      const inquiries: number[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/RegistredBills/BulkInquirePostPaid'))
          inquiries.push((JSON.parse(r.postData() ?? '{}') as { postPaidBills: unknown[] }).postPaidBills.length);
      });
      await openList(page, lang);
      const expected = await duesFromApi(originOf(page), await pageSessionId(page), (await readAuth(page))!.custInfo.customerID);
      expect(expected.length).toBeGreaterThan(0);
      await expect.poll(() => page.locator('[data-due="loading"]').count(), { message: 'every due is answered' }).toBe(0);
      // Three bills at most per inquiry, as the spec limits a bulk inquiry.
      expect(inquiries.length).toBeGreaterThan(0);
      expect(Math.max(...inquiries)).toBeLessThanOrEqual(3);

      const today = new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10);
      let overdue = 0;
      for (const { bill, item } of expected) {
        const shown = row(page, bill.name).first();
        const due = shown.locator('[data-due]');
        await scrollPageTo(shown);
        await expectInView(page, due, `${bill.name}'s amount due`);
        if (item.errorCode !== 0) {
          expect(await due.innerText()).toBe(t(lang, 'registeredBills.list.dueUnknown'));
          continue;
        }
        const owed = Math.max(0, Math.round(item.dueAmount! * 1000));
        if (owed === 0) expect(await due.innerText()).toBe(t(lang, 'registeredBills.list.nothingDue'));
        else expect(baisaOf(await due.innerText()), bill.name).toBe(owed);
        const date = item.dueDate?.slice(0, 10);
        if (owed > 0 && date) {
          expect(await shown.innerText()).toContain(date.split('-').reverse().join('-'));
          const late = date < today;
          overdue += late ? 1 : 0;
          expect(await shown.getByText(t(lang, 'registeredBills.list.overdue'), { exact: true }).count(), `${bill.name} overdue`).toBe(
            late ? 1 : 0,
          );
        }
      }
      await expectNoPageOverflow(page, `registered bills (${where}, ${lang})`);
      await expectNoSeriousA11yViolations(page, `registered bills with dues (${where}, ${lang})`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, `registered-bills/dues-${where}-${lang}`);
      console.log(`${where} ${lang}: ${expected.length} postpaid bills, ${overdue} overdue, ${inquiries.length} inquiries`);
    });
  }
});
