import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { signInIndividual } from '../support/auth.ts';
import { PHONE, useBrowser, type Lang } from '../support/browser.ts';
import { t } from '../support/i18n.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { button, expectInView, expectNoPageOverflow, scrollPageTo } from '../support/layout.ts';
import {
  allRows,
  expectShown,
  omanDay,
  openHistory,
  payByWallet,
  rangeText,
  type Row,
  search,
  searched,
  select,
  type Shown,
  shownDate,
  textbox,
} from '../support/history-page.ts';

const browser = useBrowser();

describe('transaction history in English', () => {
  test('the default year, paging and rows per page, each filter narrowing the rows, Reset, Today / This Week / This Month with a payment made now, and LastN', async () => {
    const lang: Lang = 'en';
    const { page } = await browser.open(lang);
    await signInIndividual(page, lang);
    const before = await openHistory(page, lang);
    const mine = await payByWallet(page);
    const all = await allRows(page);
    expect(all.length).toBeGreaterThan(60);
    expect(all.length).toBe(before.total + 1);
    expect(all[0]!.participantTrxID).toBe(mine.reference);

    // The default search (a year back to tomorrow, 10 rows a page, newest first), asked again: the
    // payment made meanwhile comes first.
    let answer = await search(page, lang);
    expect(answer.total).toBe(all.length);
    await expectShown(page, lang, all.slice(0, 10), undefined, 'first page');
    // The money of the newest row is on screen at 1280 and 1366 px, beside the menu: no sideways scroll to see what was paid.
    for (const width of [1280, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await scrollPageTo(page.locator('[data-history-row]').first());
      await expectInView(
        page,
        page.locator('[data-history-row]').first().locator('[data-col="total"]'),
        `the newest payment's total at ${width}px`,
      );
      await expectInView(
        page,
        page.locator('[data-history-row]').first().locator('[data-col="fees"]'),
        `the newest payment's fees at ${width}px`,
      );
    }
    await expectNoSeriousA11yViolations(page, 'transaction history (en)');
    await saveScreenshot(page, 'history/default-en');

    // Rows per page, next and previous.
    const previous = button(page, t(lang, 'history.previous'));
    expect(await previous.isDisabled()).toBe(true);
    answer = await searched(page, lang, () => select(page, lang, 'history.rowsPerPage').selectOption('20'));
    await expectShown(page, lang, all.slice(0, 20), undefined, 'first 20');
    answer = await searched(page, lang, () => button(page, t(lang, 'history.next')).click());
    expect(answer.pageNumber).toBe(2);
    await expectShown(page, lang, all.slice(20, 40), undefined, 'rows 21-40');
    // The first page is still held, so going back needs no new answer.
    await previous.click();
    await rangeText(page, lang, 1, 20, all.length).waitFor();
    await expectShown(page, lang, all.slice(0, 20), undefined, 'back to the first 20');
    answer = await searched(page, lang, () => select(page, lang, 'history.rowsPerPage').selectOption('50'));
    expect(answer.rows).toHaveLength(50);

    // Each filter alone narrows the rows to exactly the matching ones, and every row shown reads so.
    const filtered = async (
      set: () => Promise<unknown>,
      unset: () => Promise<unknown>,
      keep: (r: Row) => boolean,
      check: (r: Shown) => boolean,
      what: string,
    ) => {
      await set();
      const expected = all.filter(keep);
      const result = await search(page, lang);
      expect(result.total, what).toBe(expected.length);
      expect(result.total, `${what} narrows the list`).toBeLessThan(all.length);
      await expectShown(page, lang, expected.slice(0, 50), check, what);
      await unset();
      return expected;
    };
    const choose = (key: string, value: string) => () => select(page, lang, key).selectOption(value);
    const type = (key: string, value: string) => () => textbox(page, lang, key).fill(value);
    const failed = await filtered(
      choose('history.status', 'Failed'),
      choose('history.status', ''),
      (r) => r.status === 'Failed',
      (r) => r.status === 'Failed',
      'status Failed',
    );
    expect(failed.length).toBeGreaterThanOrEqual(3);
    await filtered(
      choose('history.status', 'Success'),
      choose('history.status', ''),
      (r) => r.status === 'Success',
      (r) => r.status === 'Success',
      'status Success',
    );
    await filtered(
      choose('history.method', 'Wallet'),
      choose('history.method', ''),
      (r) => r.paymentMethod === 'Wallet',
      (r) => r.method === 'Wallet',
      'method Wallet',
    );
    await filtered(
      choose('history.method', 'CreditCard'),
      choose('history.method', ''),
      (r) => r.paymentMethod === 'CreditCard',
      (r) => r.method === 'Card',
      'method Card',
    );
    await filtered(
      choose('history.category', '2'),
      choose('history.category', ''),
      (r) => r.categoryId === 2,
      (r) => /Water|Nama/.test(r.biller),
      'category Water',
    );
    await filtered(
      async () => {
        await select(page, lang, 'history.category').selectOption('1');
        await select(page, lang, 'history.biller').selectOption('11');
      },
      choose('history.category', ''),
      (r) => r.billerName === 'Muscat Electricity Distribution Company',
      (r) => r.biller === 'Muscat Electricity Distribution Company',
      'biller MEDC',
    );
    const billNo = all.find((r) => r.billNo && r.billingNo === '100234567')!.billNo;
    await filtered(
      type('history.billNo', billNo),
      type('history.billNo', ''),
      (r) => r.billNo.includes(billNo),
      (r) => r.billNo.includes(billNo),
      `bill number ${billNo}`,
    );
    await filtered(
      type('history.billingNo', '2004567'),
      type('history.billingNo', ''),
      (r) => r.billingNo.includes('2004567'),
      (r) => r.billingNo === '2004567',
      'account 2004567',
    );

    // Reset restores the defaults after a narrowing search.
    await select(page, lang, 'history.status').selectOption('Failed');
    await textbox(page, lang, 'history.billingNo').fill('2004567');
    await search(page, lang);
    answer = await searched(page, lang, () => button(page, t(lang, 'history.reset')).click());
    expect(answer.total).toBe(all.length);
    expect(await select(page, lang, 'history.status').inputValue()).toBe('');
    expect(await textbox(page, lang, 'history.billingNo').inputValue()).toBe('');

    // Quick periods count Oman's calendar days; today's list holds the payment made above.
    const today = omanDay(new Date());
    const periods = [
      { key: 'Today', from: today },
      { key: 'ThisWeek', from: omanDay(new Date(), -6) },
      { key: 'ThisMonth', from: `${today.slice(0, 8)}01` },
    ];
    for (const { key, from } of periods) {
      const expected = all.filter((r) => omanDay(r.processDate) >= from && omanDay(r.processDate) <= today);
      answer = await searched(page, lang, () => button(page, t(lang, `history.period.${key}`)).click());
      expect(answer.total, key).toBe(expected.length);
      const inPeriod = (r: Shown) => {
        const day = r.date.split('-').reverse().join('-');
        return day >= from && day <= today;
      };
      const shown = await expectShown(page, lang, expected.slice(0, 50), inPeriod, key);
      expect(await page.getByLabel(t(lang, 'history.fromDate')).inputValue(), `${key} fills the dates`).toBe(from);
      if (key === 'Today') {
        expect(shown.find((r) => r.reference === mine.reference)).toMatchObject({
          date: shownDate(today),
          billingNo: mine.account,
          method: 'Wallet',
          status: 'Success',
        });
        await expectNoSeriousA11yViolations(page, 'transaction history, today (en)');
        await saveScreenshot(page, 'history/today-en');
      }
    }

    // Custom dates typed in: last month, its first to its last day.
    const [y, m] = today.split('-').map(Number) as [number, number];
    const monthStart = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 10);
    const monthEnd = new Date(Date.UTC(y, m - 1, 0)).toISOString().slice(0, 10);
    await page.getByLabel(t(lang, 'history.fromDate')).fill(monthStart);
    await page.getByLabel(t(lang, 'history.toDate')).fill(monthEnd);
    const lastMonth = all.filter((r) => omanDay(r.processDate) >= monthStart && omanDay(r.processDate) <= monthEnd);
    answer = await search(page, lang);
    expect(answer.total, 'last month').toBe(lastMonth.length);
    expect(lastMonth.length).toBeGreaterThan(3);
    await expectShown(
      page,
      lang,
      lastMonth.slice(0, 50),
      (r) => r.date.endsWith(`-${monthStart.slice(5, 7)}-${monthStart.slice(0, 4)}`),
      'last month',
    );

    // LastN: the N most recent payments, whatever their dates.
    await page
      .getByRole('radiogroup', { name: t(lang, 'history.mode') })
      .getByText(t(lang, 'history.lastN'), { exact: true })
      .click();
    await textbox(page, lang, 'history.count').fill('5');
    answer = await search(page, lang);
    expect(answer.total).toBe(5);
    await expectShown(page, lang, all.slice(0, 5), undefined, 'last 5');
    expect(await page.getByLabel(t(lang, 'history.fromDate')).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'transaction history, LastN (en)');

    // Left to right: "previous" on the left points left.
    const [prevBox, nextBox] = [await previous.boundingBox(), await button(page, t(lang, 'history.next')).boundingBox()];
    expect(prevBox!.x).toBeLessThan(nextBox!.x);
    expect(await previous.innerText()).toBe('←');
    // A phone: the form stacks and each payment is a block whose total and status need no sideways scroll.
    await page.setViewportSize(PHONE);
    await expectNoPageOverflow(page, 'the history page on a phone');
    await expectShown(page, lang, all.slice(0, 5), (r) => r.total !== '' && r.status !== '', 'last 5 on a phone (en)');
    const first = page.locator('[data-history-row]').first();
    await scrollPageTo(first);
    await expectInView(page, first.locator('[data-col="total"]'), "a payment's total on a phone");
    await expectInView(page, first.locator('[data-col="status"]'), "a payment's status on a phone");
    await saveScreenshot(page, 'history/phone-en');
  });
});

describe('transaction history in Arabic', () => {
  test('Arabic status texts, arrows pointing the reading way, a Failed filter, Arabic-Indic digits in the filters, and a phone-width page', async () => {
    const lang: Lang = 'ar';
    const { page } = await browser.open(lang);
    await signInIndividual(page, lang);
    const all = await allRows(page);

    let answer = await openHistory(page, lang);
    expect(answer.total).toBe(all.length);
    const shown = await expectShown(page, lang, all.slice(0, 10), undefined, 'first page (ar)');
    shown.forEach((row, i) => {
      expect(row.status).toBe(all[i]!.statusAr);
      expect(row.method).toBe(t(lang, `history.methods.${all[i]!.paymentMethod}`));
    });
    await expectNoSeriousA11yViolations(page, 'transaction history (ar)');
    await saveScreenshot(page, 'history/default-ar');

    // Right to left: "previous" sits on the right and points right, "next" on the left points left.
    const previous = button(page, t(lang, 'history.previous'));
    const next = button(page, t(lang, 'history.next'));
    expect(await previous.innerText()).toBe('→');
    expect(await next.innerText()).toBe('←');
    const [prevBox, nextBox] = [await previous.boundingBox(), await next.boundingBox()];
    expect(prevBox!.x).toBeGreaterThan(nextBox!.x);
    answer = await searched(page, lang, () => next.click());
    await expectShown(page, lang, all.slice(10, 20), undefined, 'second page (ar)');
    expect(await rangeText(page, lang, 11, 20, all.length).count()).toBe(1);

    // Failed rows read فاشلة.
    await select(page, lang, 'history.status').selectOption('Failed');
    answer = await search(page, lang);
    const failed = all.filter((r) => r.status === 'Failed');
    expect(answer.total).toBe(failed.length);
    await expectShown(page, lang, failed.slice(0, 10), (r) => r.status === 'فاشلة', 'Failed (ar)');
    await select(page, lang, 'history.status').selectOption('');

    // Arabic-Indic digits in the account number and the LastN count are read as Latin ones.
    await textbox(page, lang, 'history.billingNo').fill('٢٠٠٤٥٦٧');
    answer = await search(page, lang);
    const water = all.filter((r) => r.billingNo.includes('2004567'));
    expect(answer.total).toBe(water.length);
    await expectShown(page, lang, water.slice(0, 10), (r) => r.billingNo === '2004567', 'account in Arabic-Indic digits');
    await textbox(page, lang, 'history.billingNo').fill('');
    await page
      .getByRole('radiogroup', { name: t(lang, 'history.mode') })
      .getByText(t(lang, 'history.lastN'), { exact: true })
      .click();
    await textbox(page, lang, 'history.count').fill('٣');
    answer = await search(page, lang);
    expect(answer.total).toBe(3);
    await expectShown(page, lang, all.slice(0, 3), undefined, 'last 3 (ar)');

    // A phone: the form stacks and each payment is a block whose total and status need no sideways scroll.
    await page.setViewportSize(PHONE);
    await expectNoPageOverflow(page, 'the history page on a phone');
    await expectShown(page, lang, all.slice(0, 3), (r) => r.total !== '' && r.status !== '', 'last 3 on a phone (ar)');
    const first = page.locator('[data-history-row]').first();
    await scrollPageTo(first);
    await expectInView(page, first.locator('[data-col="total"]'), "a payment's total on a phone");
    await expectInView(page, first.locator('[data-col="status"]'), "a payment's status on a phone");
    await expectNoSeriousA11yViolations(page, 'transaction history on a phone (ar)');
    await saveScreenshot(page, 'history/phone-ar');
  });
});
