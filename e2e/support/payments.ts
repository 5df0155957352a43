import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { expectNoSeriousA11yViolations, settle } from './a11y.ts';
import { callApi, type Envelope } from './api.ts';
import { typeCode } from './auth.ts';
import type { Lang } from './browser.ts';
import { originOf, pageUrl, pathPattern } from './context.ts';
import { t } from './i18n.ts';
import { readCode } from './outbox.ts';
import { ARTIFACTS_DIR, expectNoClippedText } from './screenshots.ts';
import { escapeRegExp } from './layout.ts';

/** MEDC electricity (apps/server/src/db/seed/catalog-data.ts): account numbers ^[0-9]{6,12}$. */
export const MEDC = {
  billerId: 11,
  serviceId: 111,
  service: { en: 'Electricity Bill', ar: 'فاتورة الكهرباء' },
  referenceLabel: { en: 'Account Number', ar: 'رقم الحساب' },
} as const;

/** The sandbox gateway's test cards (apps/server/src/adapters/payment-gateway/sandbox/README.md). */
export const CARDS = { approve: '4111111111111111', challenge: '4000000000003220', decline: '4000000000000002' } as const;
export const CHALLENGE_CODE = '1234';
/** Sandbox wallets: 500.000 OMR, and 0.500 OMR (too little for any bill). */
export const WALLETS = { funded: '96890000001', poor: '96890000099' } as const;

/** Sends one call of the portal's API: as a signed-in page (its session) or as a browser (its deviceID). */
export type PostCall = (path: string, body: Record<string, unknown>) => Promise<Envelope>;

/**
 * A one-time MEDC payment of `account` from the sandbox's funded wallet, through the API: inquiry, the
 * wallet's code from the outbox, WalletPay. `paid` OMR, the amount due when absent. Answers WalletPay's
 * envelope, for the caller to expect success or the refusal it is testing.
 */
export async function walletPayByApi(origin: string, post: PostCall, account: string, paid?: number): Promise<Envelope> {
  const inquiry = await post('RegistredBills/InquirePostBill', {
    customerInfo: { customerID: -1 },
    postPaidBill: { billingNo: account, billNo: '', billerID: MEDC.billerId, serviceID: MEDC.serviceId, Channel: 'I' },
  });
  expect(inquiry.result.errorCode).toBe(0);
  const bill = inquiry.details as { billingNo: string; billNo: string; dueAmount: number; feeAmount: number; validationCode: string };
  const line = {
    billingNo: bill.billingNo,
    billNo: bill.billNo,
    billerID: MEDC.billerId,
    serviceID: MEDC.serviceId,
    DueAmount: bill.dueAmount,
    PaidAmount: paid ?? bill.dueAmount,
    FeeAmount: bill.feeAmount,
    ValidationCode: bill.validationCode,
    Channel: 'I',
  };
  const since = new Date();
  const challenge = await post('RegistredBills/GenerateToken', { token: { mobileNumber: WALLETS.funded }, paymentInfo: line });
  expect(challenge.result.errorCode).toBe(-2);
  const utr = (challenge.details as { authenticate: { utr: string } }).authenticate.utr;
  const pin = await readCode(WALLETS.funded, { since, origin });
  return post('RegistredBills/WalletPay', {
    paymentInfo: { ...line, PaymentMethod: 'Wallet' },
    authenticate: { utr, pin },
    walletInfo: { senderId: WALLETS.funded },
    legalDocument: null,
    CustomerInfo: null,
  });
}

/** The gateway's challenge page texts (sandbox/challenge-page.ts). */
export const CHALLENGE_TEXT = {
  en: { heading: 'Your bank is verifying this payment', label: 'One-time password', hint: 'Sandbox: enter 1234', submit: 'Submit' },
  ar: { heading: 'يقوم البنك بالتحقق من هذه العملية', label: 'كلمة المرور لمرة واحدة', hint: 'بيئة تجريبية: أدخل 1234', submit: 'إرسال' },
} as const;

let made = 0;
/**
 * An account number no test has used in this run (the biller's ledger remembers payments), 12 digits:
 * a documented sandbox prefix (333333 partial, 444444 failing posting) or 7, then time and a counter.
 */
export function freshAccount(prefix = '7'): string {
  const tail = `${Date.now()}${(made++ % 10).toString()}`;
  return `${prefix}${tail.slice(-(12 - prefix.length))}`;
}

/** "OMR 40.065" or "40.065 ر.ع." → 40065 baisa. */
export function baisaOf(text: string): number {
  const m = /(\d+)\.(\d{3})/.exec(text);
  if (!m) throw new Error(`no amount in "${text}"`);
  return Number(m[1]) * 1000 + Number(m[2]);
}

const exactly = (s: string) => new RegExp(`^\\s*${escapeRegExp(s)}(\\s*\\*)?\\s*$`);

/** The value beside a label in a DataList (bill information, receipt, card page summary). */
export function rowValue(scope: Page | Locator, label: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: exactly(label) })
    .first()
    .locator('xpath=following-sibling::dd[1]');
}

/**
 * A full-page screenshot as artifacts/payments/<name>.png. Unlike saveScreenshot it waits for an idle
 * network only briefly: the gateway's hosted fields keep the network busy, which would cost 5 s a shot.
 */
export async function snap(page: Page, name: string): Promise<void> {
  const file = path.join(ARTIFACTS_DIR, 'payments', `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.waitForLoadState('networkidle', { timeout: 1000 }).catch(() => undefined);
  await settle(page);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  // Every payment screen shot is also checked for sideways scrolling (issue 11: nothing wider than the screen).
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect.soft(scrollWidth, `${name} is wider than the ${innerWidth}px screen`).toBeLessThanOrEqual(innerWidth);
  await expectNoClippedText(page, name);
}

/** Axe, then (with a name) a screenshot under artifacts/payments/. */
export async function checkStep(page: Page, where: string, shot?: string): Promise<void> {
  await expectNoSeriousA11yViolations(page, where);
  if (shot) await snap(page, shot);
}

/** The visitor's biller grid, ready. */
export async function openQuickPayment(page: Page, lang: Lang): Promise<void> {
  await page.goto(pageUrl(page, '/QuickPayment'));
  await page.getByRole('heading', { level: 1, name: t(lang, 'payment.quick.title') }).waitFor();
  await page.getByTestId(`biller-${MEDC.billerId}`).waitFor();
}

/** From the grid: the MEDC tile, the inquiry form with category and biller already chosen. */
export async function pickMedc(page: Page, lang: Lang, oneTimePath = '/OneTimePayment'): Promise<void> {
  await page.getByTestId(`biller-${MEDC.billerId}`).click();
  await page.waitForURL(pathPattern(oneTimePath));
  await page.getByRole('heading', { name: t(lang, 'payment.oneTime.steps.inquiry') }).waitFor();
}

/** On the inquiry form: service Electricity Bill and the account number. */
export async function fillInquiry(page: Page, lang: Lang, account: string): Promise<void> {
  await page.getByRole('combobox', { name: exactly(t(lang, 'payment.oneTime.inquiry.service')) }).click();
  await page.getByRole('option', { name: MEDC.service[lang], exact: true }).click();
  await page.getByRole('textbox', { name: exactly(MEDC.referenceLabel[lang]) }).fill(account);
}

/** Inquire, ending on Bill information. */
export async function inquire(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: t(lang, 'payment.oneTime.inquiry.submit'), exact: true }).click();
  await page.getByRole('heading', { name: t(lang, 'payment.oneTime.steps.bill') }).waitFor();
}

export interface BillShown {
  reference: string;
  due: number;
  paid: number;
  fee: number;
  vat: number;
  total: number;
}

/** The bill information step's amounts (baisa); fees and VAT are 0 when their rows are hidden. */
export async function readBill(page: Page, lang: Lang): Promise<BillShown> {
  const amount = async (key: string) => {
    const cell = rowValue(page, t(lang, key));
    return (await cell.count()) ? baisaOf(await cell.innerText()) : 0;
  };
  return {
    reference: (await rowValue(page, t(lang, 'payment.receipt.billingNo')).innerText()).trim(),
    due: await amount('payment.oneTime.bill.dueAmount'),
    paid: await amount('payment.oneTime.bill.paidAmount'),
    fee: await amount('payment.oneTime.bill.fees'),
    vat: await amount('payment.oneTime.bill.vat'),
    total: await amount('payment.oneTime.bill.total'),
  };
}

/** Confirm on Bill information, then the card or wallet option. */
export async function confirmBill(page: Page, lang: Lang): Promise<void> {
  const entry = () => page.evaluate(() => (history.state as { usr?: { payStep?: number } } | null)?.usr?.payStep ?? 0);
  const before = await entry();
  await page.getByRole('button', { name: t(lang, 'payment.oneTime.bill.confirm'), exact: true }).click();
  await page.getByRole('heading', { name: t(lang, 'payment.oneTime.steps.method') }).waitFor();
  // The step's history entry is written just after the step is drawn; a Back before it would leave the page.
  await expect.poll(entry).toBeGreaterThan(before);
}

export const methodButton = (page: Page, lang: Lang, method: 'card' | 'wallet') =>
  page.getByRole('button', { name: new RegExp(`^${escapeRegExp(t(lang, `payment.oneTime.method.${method}`))}`) });

/** Wallet: the mobile, Send code; ends on the code step. Answers when the code was asked for. */
export async function requestWalletCode(page: Page, lang: Lang, mobile: string): Promise<Date> {
  await page.getByRole('textbox', { name: exactly(t(lang, 'payment.oneTime.wallet.mobile')) }).fill(mobile);
  const since = new Date();
  await page.getByRole('button', { name: t(lang, 'payment.oneTime.wallet.sendCode'), exact: true }).click();
  await page.getByRole('heading', { name: t(lang, 'payment.oneTime.steps.code') }).waitFor();
  await page.getByText(t(lang, 'payment.oneTime.wallet.codeSent', { mobile })).waitFor();
  return since;
}

/** The code from the outbox (sent at or after `since`) typed into the boxes, then Verify. */
export async function enterCodeFromOutbox(page: Page, lang: Lang, mobile: string, since: Date): Promise<void> {
  const code = await readCode(mobile, { since, origin: originOf(page) });
  await typeCode(page, lang, code);
  await page.getByRole('button', { name: t(lang, 'common.verify'), exact: true }).click();
}

/** The visitor's contact step (e-mail, mobile), then on to the card page. */
export async function submitContact(page: Page, lang: Lang, email = 'visitor@example.com', mobile = '96890000001'): Promise<void> {
  await page.getByRole('heading', { name: t(lang, 'payment.oneTime.steps.contact') }).waitFor();
  await page.getByRole('textbox', { name: exactly(t(lang, 'payment.oneTime.contact.email')) }).fill(email);
  await page.getByRole('textbox', { name: exactly(t(lang, 'payment.oneTime.contact.mobile')) }).fill(mobile);
  await page.getByRole('button', { name: t(lang, 'payment.oneTime.contact.continue') }).click();
}

/** /ConfirmPayment with the success message; answers the reference number (BP…) it names. */
export async function expectPaymentSuccess(page: Page, lang: Lang): Promise<string> {
  await page.waitForURL(pathPattern('/ConfirmPayment'));
  const status = page.getByRole('status').filter({ hasText: t(lang, 'payment.result.successTitle') });
  await status.waitFor({ timeout: 30_000 });
  const reference = (await rowValue(page, t(lang, 'payment.receipt.reference')).innerText()).trim();
  expect(reference).toMatch(/^BP\d+$/);
  expect(await status.innerText()).toContain(reference);
  return reference;
}

/** What the biller says is due now (the ledger), asked as a visitor through the API. */
export async function dueNow(page: Page, account: string): Promise<number> {
  const answer = await callApi(originOf(page), 'RegistredBills/InquirePostBill', {
    customerInfo: { customerID: -1 },
    postPaidBill: { billingNo: account, billNo: null, billerID: MEDC.billerId, serviceID: MEDC.serviceId, Channel: 'I' },
  });
  if (answer.result.errorCode !== 0) throw new Error(`InquirePostBill answered ${answer.result.errorCode}: ${answer.result.errorEDesc}`);
  return Math.round((answer.details as { dueAmount: number }).dueAmount * 1000);
}

/**
 * From the grid to Bill information for an account. `a11y` checks the grid, the form and the bill
 * (a file's later journeys pass false: the same pages in the same language were checked already);
 * `shots` photographs them.
 */
export async function visitorToBill(
  page: Page,
  lang: Lang,
  account: string,
  options: { a11y?: boolean; shots?: boolean } = {},
): Promise<BillShown> {
  const { a11y = true, shots = false } = options;
  const step = (where: string, shot: string) =>
    a11y ? checkStep(page, `${where} (${lang})`, shots ? `${shot}-${lang}` : undefined) : shots ? snap(page, `${shot}-${lang}`) : undefined;
  await openQuickPayment(page, lang);
  await step('quick payment grid', 'grid');
  await pickMedc(page, lang);
  await fillInquiry(page, lang, account);
  await step('inquiry form', 'inquiry');
  await inquire(page, lang);
  await step('bill information', 'bill');
  return readBill(page, lang);
}
