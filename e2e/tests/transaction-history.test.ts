import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { callApi, pageSessionId, type Envelope } from '../support/api.ts';
import { readAuth, signInIndividual } from '../support/auth.ts';
import { PHONE, useBrowser, type Lang } from '../support/browser.ts';
import { originOf, pageUrl } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import { readCode } from '../support/outbox.ts';
import { MEDC, WALLETS, freshAccount } from '../support/payments.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const browser = useBrowser();

interface Row {
  participantTrxID: string;
  processDate: string;
  billerName: string;
  billNo: string;
  billingNo: string;
  status: 'Success' | 'Failed' | 'Pending';
  statusAr: string;
  paymentMethod: 'Wallet' | 'CreditCard';
  categoryId: number | null;
}
interface HistoryPage {
  total: number;
  pageNumber: number;
  pageSize: number;
  rows: Row[];
}

const COLUMNS = ['reference', 'date', 'biller', 'billNo', 'billingNo', 'status', 'method', 'service', 'amount', 'fees', 'total'] as const;
type Shown = Record<(typeof COLUMNS)[number], string>;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const button = (scope: Page | Locator, label: string) => scope.getByRole('button', { name: label, exact: true });
const select = (page: Page, lang: Lang, key: string) => page.getByRole('combobox', { name: new RegExp(`^${escape(t(lang, key))}$`) });
const textbox = (page: Page, lang: Lang, key: string) => page.getByRole('textbox', { name: new RegExp(`^${escape(t(lang, key))}$`) });
const table = (page: Page, lang: Lang) => page.getByRole('table', { name: t(lang, 'history.caption') });

/** Oman keeps UTC+4 all year; the server counts the quick periods in its calendar days. */
const omanDay = (instant: Date | string, plusDays = 0) => {
  const shifted = new Date(new Date(instant).getTime() + 4 * 3600_000 + plusDays * 86_400_000);
  return shifted.toISOString().slice(0, 10);
};
/** DD-MM-YYYY, as the table shows a date. */
const shownDate = (isoDay: string) => isoDay.split('-').reverse().join('-');

/** The whole default search (one year back to tomorrow) through the API, newest first: what the screen should page through. */
async function allRows(page: Page): Promise<Row[]> {
  const session = await pageSessionId(page);
  const customerID = (await readAuth(page))?.custInfo.customerID ?? 0;
  const rows: Row[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const answer = await callApi(originOf(page), 'TransactionHistory/GetAllTransactionHistory', { customerInfo: { customerID }, paging: { pageNumber, pageSize: 50 } }, session);
    expect(answer.result.errorCode).toBe(0);
    const details = answer.details as HistoryPage;
    rows.push(...details.rows);
    if (rows.length >= details.total || details.rows.length === 0) return rows;
  }
}

/** A one-time MEDC payment from the sandbox wallet as the signed-in customer, through the API; answers its reference. */
async function payByWallet(page: Page): Promise<{ reference: string; account: string }> {
  const origin = originOf(page);
  const session = await pageSessionId(page);
  const account = freshAccount();
  const inquiry = await callApi(origin, 'RegistredBills/InquirePostBill', {
    customerInfo: { customerID: -1 },
    postPaidBill: { billingNo: account, billNo: '', billerID: MEDC.billerId, serviceID: MEDC.serviceId, Channel: 'I' },
  }, session);
  expect(inquiry.result.errorCode).toBe(0);
  const bill = inquiry.details as { billingNo: string; billNo: string; dueAmount: number; feeAmount: number; validationCode: string };
  const line = {
    billingNo: bill.billingNo, billNo: bill.billNo, billerID: MEDC.billerId, serviceID: MEDC.serviceId,
    DueAmount: bill.dueAmount, PaidAmount: bill.dueAmount, FeeAmount: bill.feeAmount, ValidationCode: bill.validationCode, Channel: 'I',
  };
  const since = new Date();
  const challenge = await callApi(origin, 'RegistredBills/GenerateToken', { token: { mobileNumber: WALLETS.funded }, paymentInfo: line }, session);
  expect(challenge.result.errorCode).toBe(-2);
  const utr = (challenge.details as { authenticate: { utr: string } }).authenticate.utr;
  const pin = await readCode(WALLETS.funded, { since, origin });
  const paid = await callApi(origin, 'RegistredBills/WalletPay', {
    paymentInfo: { ...line, PaymentMethod: 'Wallet' }, authenticate: { utr, pin }, walletInfo: { senderId: WALLETS.funded }, legalDocument: null, CustomerInfo: null,
  }, session);
  expect(paid.result.errorCode, paid.result.errorEDesc).toBe(0);
  return { reference: (paid.details as { refrenceNumberInfo: { refrenceNumber: string } }).refrenceNumberInfo.refrenceNumber, account };
}

/** The pager's "x-y of total" (the span isolated left to right, so Arabic keeps "1-10"). */
const rangeText = (page: Page, lang: Lang, from: number, to: number, total: number) =>
  page.getByText(t(lang, 'history.range', { span: `\u2066${from}-${to}\u2069`, total }), { exact: true });

/**
 * Does `act` (a search, a page change…), waits for the answer and for the screen to show it ("x-y of
 * total" for that answer, loading done), and answers what the server sent.
 */
async function searched(page: Page, lang: Lang, act: () => Promise<unknown>): Promise<HistoryPage> {
  const response = page.waitForResponse((r) => r.url().includes('/api/TransactionHistory/GetAllTransactionHistory'));
  response.catch(() => undefined);
  await act();
  const envelope = (await (await response).json()) as Envelope;
  expect(envelope.result.errorCode, envelope.result.errorEDesc).toBe(0);
  const answer = envelope.details as HistoryPage;
  const from = answer.total === 0 ? 0 : (answer.pageNumber - 1) * answer.pageSize + 1;
  const to = Math.min(answer.pageNumber * answer.pageSize, answer.total, from - 1 + answer.rows.length);
  await rangeText(page, lang, from, to, answer.total).waitFor();
  await page.locator('.mantine-LoadingOverlay-root').waitFor({ state: 'detached' });
  return answer;
}

/** Every row of the table as its cells read (status by its text, not its upper-cased look). */
async function shownRows(page: Page, lang: Lang): Promise<Shown[]> {
  const cells = await table(page, lang)
    .locator('tbody tr')
    .evaluateAll((trs) => trs.filter((tr) => tr.children.length > 1).map((tr) => Array.from(tr.children, (td) => (td.textContent ?? '').trim())));
  return cells.map((c) => Object.fromEntries(COLUMNS.map((k, i) => [k, c[i] ?? ''])) as Shown);
}

/** The table shows exactly `expected` (references and accounts, in order), and each row passes `check`. */
async function expectShown(page: Page, lang: Lang, expected: Row[], check: (row: Shown) => boolean = () => true, what = ''): Promise<Shown[]> {
  const shown = await shownRows(page, lang);
  expect(shown.map((r) => `${r.reference} ${r.billingNo}`), what).toEqual(expected.map((r) => `${r.participantTrxID} ${r.billingNo}`));
  for (const row of shown) expect(check(row), `${what}: ${JSON.stringify(row)}`).toBe(true);
  return shown;
}

const search = (page: Page, lang: Lang) => searched(page, lang, () => button(page, t(lang, 'history.search')).click());

async function openHistory(page: Page, lang: Lang): Promise<HistoryPage> {
  return searched(page, lang, async () => {
    await page.goto(pageUrl(page, '/TransactionHistory'));
    await page.getByRole('heading', { level: 1, name: t(lang, 'history.title') }).waitFor();
  });
}

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
    const filtered = async (set: () => Promise<unknown>, unset: () => Promise<unknown>, keep: (r: Row) => boolean, check: (r: Shown) => boolean, what: string) => {
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
    const failed = await filtered(choose('history.status', 'Failed'), choose('history.status', ''), (r) => r.status === 'Failed', (r) => r.status === 'Failed', 'status Failed');
    expect(failed.length).toBeGreaterThanOrEqual(3);
    await filtered(choose('history.status', 'Success'), choose('history.status', ''), (r) => r.status === 'Success', (r) => r.status === 'Success', 'status Success');
    await filtered(choose('history.method', 'Wallet'), choose('history.method', ''), (r) => r.paymentMethod === 'Wallet', (r) => r.method === 'Wallet', 'method Wallet');
    await filtered(choose('history.method', 'CreditCard'), choose('history.method', ''), (r) => r.paymentMethod === 'CreditCard', (r) => r.method === 'Card', 'method Card');
    await filtered(choose('history.category', '2'), choose('history.category', ''), (r) => r.categoryId === 2, (r) => /Water|Nama/.test(r.biller), 'category Water');
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
    await filtered(type('history.billNo', billNo), type('history.billNo', ''), (r) => r.billNo.includes(billNo), (r) => r.billNo.includes(billNo), `bill number ${billNo}`);
    await filtered(type('history.billingNo', '2004567'), type('history.billingNo', ''), (r) => r.billingNo.includes('2004567'), (r) => r.billingNo === '2004567', 'account 2004567');

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
        expect(shown.find((r) => r.reference === mine.reference)).toMatchObject({ date: shownDate(today), billingNo: mine.account, method: 'Wallet', status: 'Success' });
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
    await expectShown(page, lang, lastMonth.slice(0, 50), (r) => r.date.endsWith(`-${monthStart.slice(5, 7)}-${monthStart.slice(0, 4)}`), 'last month');

    // LastN: the N most recent payments, whatever their dates.
    await page.getByRole('radiogroup', { name: t(lang, 'history.mode') }).getByText(t(lang, 'history.lastN'), { exact: true }).click();
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
    await page.setViewportSize(PHONE);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await expect.poll(overflow, { message: 'the history page is wider than a phone' }).toBeLessThanOrEqual(0);
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
    await page.getByRole('radiogroup', { name: t(lang, 'history.mode') }).getByText(t(lang, 'history.lastN'), { exact: true }).click();
    await textbox(page, lang, 'history.count').fill('٣');
    answer = await search(page, lang);
    expect(answer.total).toBe(3);
    await expectShown(page, lang, all.slice(0, 3), undefined, 'last 3 (ar)');

    // A phone: the form stacks, the table scrolls in its own box, the page does not scroll sideways.
    await page.setViewportSize(PHONE);
    // Polled: right after a resize the layout is still moving (the menu slides away).
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await expect.poll(overflow, { message: 'the history page is wider than a phone' }).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page, 'transaction history on a phone (ar)');
    await saveScreenshot(page, 'history/phone-ar');
  });
});
