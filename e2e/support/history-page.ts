// The /TransactionHistory page as its journeys read it: the year through the API, the table, the pager, a wallet payment to find.
import type { Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { callApi, pageSessionId, type Envelope } from './api.ts';
import { readAuth } from './auth.ts';
import type { Lang } from './browser.ts';
import { originOf, pageUrl } from './context.ts';
import { t } from './i18n.ts';
import { freshAccount, walletPayByApi } from './payments.ts';
import { button, escapeRegExp } from './layout.ts';

export interface Row {
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
export interface HistoryPage {
  total: number;
  pageNumber: number;
  pageSize: number;
  rows: Row[];
}

export const COLUMNS = [
  'reference',
  'date',
  'biller',
  'billNo',
  'billingNo',
  'status',
  'method',
  'service',
  'amount',
  'fees',
  'total',
] as const;
export type Shown = Record<(typeof COLUMNS)[number], string>;

export const select = (page: Page, lang: Lang, key: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(t(lang, key))}$`) });
export const textbox = (page: Page, lang: Lang, key: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(t(lang, key))}$`) });
export const table = (page: Page, lang: Lang) => page.getByRole('table', { name: t(lang, 'history.caption') });

/** Oman keeps UTC+4 all year; the server counts the quick periods in its calendar days. */
export const omanDay = (instant: Date | string, plusDays = 0) => {
  const shifted = new Date(new Date(instant).getTime() + 4 * 3600_000 + plusDays * 86_400_000);
  return shifted.toISOString().slice(0, 10);
};
/** DD-MM-YYYY, as the table shows a date. */
export const shownDate = (isoDay: string) => isoDay.split('-').reverse().join('-');

/** The whole default search (one year back to tomorrow) through the API, newest first: what the screen should page through. */
export async function allRows(page: Page): Promise<Row[]> {
  const session = await pageSessionId(page);
  const customerID = (await readAuth(page))?.custInfo.customerID ?? 0;
  const rows: Row[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const answer = await callApi(
      originOf(page),
      'TransactionHistory/GetAllTransactionHistory',
      { customerInfo: { customerID }, paging: { pageNumber, pageSize: 50 } },
      session,
    );
    expect(answer.result.errorCode).toBe(0);
    const details = answer.details as HistoryPage;
    rows.push(...details.rows);
    if (rows.length >= details.total || details.rows.length === 0) return rows;
  }
}

/**
 * A one-time MEDC payment from the sandbox wallet as the signed-in customer, through the API; answers its
 * reference. `failing` pays an account the biller refuses (444444…): the payment fails, the debit refunded.
 */
export async function payByWallet(page: Page, { failing = false } = {}): Promise<{ reference: string; account: string }> {
  const origin = originOf(page);
  const session = await pageSessionId(page);
  const account = freshAccount(failing ? '444444' : '7');
  const paid = await walletPayByApi(origin, (path, body) => callApi(origin, path, body, session), account);
  expect(paid.result.errorCode, paid.result.errorEDesc).toBe(failing ? 2 : 0);
  return { reference: (paid.details as { refrenceNumberInfo: { refrenceNumber: string } }).refrenceNumberInfo.refrenceNumber, account };
}

/** The pager's "x-y of total" (the span isolated left to right, so Arabic keeps "1-10"). */
export const rangeText = (page: Page, lang: Lang, from: number, to: number, total: number) =>
  page.getByText(t(lang, 'history.range', { span: `\u2066${from}-${to}\u2069`, total }), { exact: true });

/**
 * Does `act` (a search, a page change…), waits for the screen to show an answer that came during it
 * ("x-y of total" for that answer, loading done), and answers what the server sent. Every answer is
 * kept, not only the first: a stale page the cache refetches in the background (on a slow machine a
 * page may be older than its 60 s freshness) can arrive before the answer to `act`.
 */
export async function searched(page: Page, lang: Lang, act: () => Promise<unknown>): Promise<HistoryPage> {
  const answers: Promise<Envelope>[] = [];
  const listen = (r: Response) => {
    if (!r.url().includes('/api/TransactionHistory/GetAllTransactionHistory')) return;
    const envelope = r.json() as Promise<Envelope>;
    envelope.catch(() => undefined);
    answers.push(envelope);
  };
  page.on('response', listen);
  let shown: HistoryPage | undefined;
  try {
    await act();
    await expect
      .poll(
        async () => {
          for (const pending of [...answers].reverse()) {
            const envelope = await pending;
            expect(envelope.result.errorCode, envelope.result.errorEDesc).toBe(0);
            const answer = envelope.details as HistoryPage;
            const from = answer.total === 0 ? 0 : (answer.pageNumber - 1) * answer.pageSize + 1;
            const to = Math.min(answer.pageNumber * answer.pageSize, answer.total, from - 1 + answer.rows.length);
            if (await rangeText(page, lang, from, to, answer.total).isVisible()) {
              shown = answer;
              return true;
            }
          }
          return false;
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBe(true);
  } finally {
    page.off('response', listen);
  }
  await page.locator('.mantine-LoadingOverlay-root').waitFor({ state: 'detached' });
  return shown!;
}

/** Every row as its fields read (status by its text, not its upper-cased look), table or phone blocks alike (`data-col`). */
export async function shownRows(page: Page): Promise<Shown[]> {
  return page
    .locator('[data-history-row]')
    .evaluateAll(
      (rows, columns) =>
        rows.map((row) => Object.fromEntries(columns.map((c) => [c, (row.querySelector(`[data-col="${c}"]`)?.textContent ?? '').trim()]))),
      [...COLUMNS],
    ) as Promise<Shown[]>;
}

/** The table shows exactly `expected` (references and accounts, in order), and each row passes `check`. */
export async function expectShown(
  page: Page,
  lang: Lang,
  expected: Row[],
  check: (row: Shown) => boolean = () => true,
  what = '',
): Promise<Shown[]> {
  const shown = await shownRows(page);
  expect(
    shown.map((r) => `${r.reference} ${r.billingNo}`),
    what,
  ).toEqual(expected.map((r) => `${r.participantTrxID} ${r.billingNo}`));
  for (const row of shown) expect(check(row), `${what}: ${JSON.stringify(row)}`).toBe(true);
  return shown;
}

export const search = (page: Page, lang: Lang) => searched(page, lang, () => button(page, t(lang, 'history.search')).click());

export async function openHistory(page: Page, lang: Lang): Promise<HistoryPage> {
  return searched(page, lang, async () => {
    await page.goto(pageUrl(page, '/TransactionHistory'));
    await page.getByRole('heading', { level: 1, name: t(lang, 'history.title') }).waitFor();
  });
}
