import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi, pageSessionId } from './api.ts';
import { readAuth } from './auth.ts';
import type { Lang } from './browser.ts';
import { originOf, pageUrl } from './context.ts';
import { t } from './i18n.ts';
import { freshAccount, MEDC } from './payments.ts';
import { escapeRegExp } from './layout.ts';

/** A registered bill this test saved through the API (the list page shows it like any other). */
export interface TestBill {
  id: number;
  name: string;
  billingNo: string;
}

/** Omantel prepaid recharge (catalog-data.ts): its categories have no price, so an amount is asked. */
const RECHARGE = { billerCategoryId: 3, billerId: 31, serviceId: 313, serviceCategory: '3131' } as const;

/**
 * Saves bills with fresh references for the signed-in page's customer: the seeded bills keep their
 * amounts and histories for other files, and each bill here has something due. MEDC electricity by
 * default, `prefix` picking a sandbox behaviour (SANDBOX.md): 7 ordinary, 333333 part payment, 444444
 * refused at posting, 000000 not found; `recharge` saves an Omantel prepaid recharge instead.
 */
export async function addBills(page: Page, bills: Array<{ name: string; prefix?: string; recharge?: boolean }>): Promise<TestBill[]> {
  const session = await pageSessionId(page);
  const customerID = (await readAuth(page))?.custInfo.customerID ?? 0;
  const saved: TestBill[] = [];
  for (const b of bills) {
    const billingNo = b.recharge ? `9${freshAccount().slice(-7)}` : freshAccount(b.prefix);
    const service = b.recharge
      ? RECHARGE
      : { billerCategoryId: 1, billerId: MEDC.billerId, serviceId: MEDC.serviceId, serviceCategory: '' };
    const answer = await callApi(
      originOf(page),
      'RegistredBills/SaveRegistredBill',
      {
        billInfo: {
          customerId: customerID,
          ...service,
          billingNo,
          billNo: '',
          name: b.name,
          DueNotificationMethod: 'SMS',
          AlertNotificationMethod: 'SMS',
        },
        customerInfo: { customerID },
      },
      session,
    );
    if (answer.result.errorCode !== 0)
      throw new Error(`SaveRegistredBill answered ${answer.result.errorCode}: ${answer.result.errorEDesc}`);
    saved.push({ id: (answer.details as { bill: { id: number } }).bill.id, name: b.name, billingNo });
  }
  return saved;
}

/** Deletes the bills a test saved, so the demo customer's list is as seeded for the next file. */
export async function removeBills(page: Page, bills: TestBill[]): Promise<number> {
  const session = await pageSessionId(page);
  let deleted = 0;
  for (const b of bills) {
    const answer = await callApi(originOf(page), 'RegistredBills/DeleteRegistredBill', { billInfo: { billID: b.id } }, session);
    if (answer.result.errorCode === 0) deleted++;
  }
  return deleted;
}

/** A nickname unique to this run, 15 characters at most (the bill form's limit). */
export const nickname = (label: string) => `${label} ${Date.now().toString(36).slice(-5).toUpperCase()}`;

/** /RegistredBill with the list loaded. */
export async function openRegisteredBills(page: Page, lang: Lang): Promise<void> {
  await page.goto(pageUrl(page, '/RegistredBill'));
  await page.getByRole('heading', { level: 1, name: t(lang, 'registeredBills.title') }).waitFor();
  await page
    .getByRole('table', { name: t(lang, 'registeredBills.list.caption') })
    .getByRole('row')
    .nth(1)
    .waitFor();
}

/** The list's checkbox of a bill (named after its nickname). */
export const listCheckbox = (page: Page, bill: TestBill) => page.getByRole('checkbox', { name: bill.name, exact: true });

/** The footer button "Inquire selected bills (n/total)". */
export const inquireButton = (page: Page, lang: Lang, selected: number): Locator =>
  page.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(t(lang, 'registeredBills.list.inquire', { selected, total: '§' })).replace('§', '\\d+')}$`),
  });

/** Ticks a bill in the list and waits for the 300 ms debounce to settle it. */
export async function choose(page: Page, lang: Lang, bill: TestBill, selectedAfter: number): Promise<void> {
  await listCheckbox(page, bill).click();
  await inquireButton(page, lang, selectedAfter).waitFor();
  expect(await listCheckbox(page, bill).isChecked()).toBe(true);
}

/** The open warning dialog's text; OK closes it. */
export async function readAndCloseWarning(page: Page, lang: Lang): Promise<string> {
  const dialog = page.getByRole('dialog', { name: t(lang, 'common.dialog.warning') });
  await dialog.waitFor();
  const text = (await dialog.getByRole('status').innerText()).trim();
  await dialog.getByRole('button', { name: t(lang, 'common.ok') }).click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}

/** A step heading of the payment (registeredBills.pay.steps.<key>). */
export const stepHeading = (page: Page, lang: Lang, key: string) =>
  page.getByRole('heading', { name: t(lang, `registeredBills.pay.steps.${key}`) });

/** The row of a table that names `text` in one of its cells. */
export const rowOf = (table: Locator, text: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('cell', { name: text, exact: true }) });
