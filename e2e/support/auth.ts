import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import type { Lang } from './browser.ts';
import { originOf, pageUrl, pathPattern } from './context.ts';
import { t } from './i18n.ts';
import { readCode } from './outbox.ts';
import { escapeRegExp } from './layout.ts';

export const DEMO = {
  individual: { mobile: '90000001', fullName: { en: 'Ahmed Salim Nasser Al Harthy', ar: 'أحمد سالم ناصر الحارثي' } },
  company: {
    username: 'muscattrading',
    password: 'Muscat#2026',
    crNumber: '1234567',
    mobile: '90000010',
    fullName: { en: 'Muscat Trading LLC', ar: 'مسقط للتجارة' },
  },
  forcedCompany: { username: 'newcompany1', password: 'Temp#2026x', fullName: { en: 'New Company SAOC', ar: 'الشركة الجديدة' } },
} as const;

export interface AuthState {
  custInfo: { customerID: number; fullName: string; fullNameAr: string; userName: string };
  legalDocument: { documentType: string; documentNo: string };
  authenticationInfo: { sessionID: string; token: string };
  isLoggedIn: boolean;
}

/** The signed-in state the app keeps in sessionStorage 'auth' (null when signed out). */
export async function readAuth(page: Page): Promise<AuthState | null> {
  const raw = await page.evaluate(() => sessionStorage.getItem('auth'));
  return raw ? (JSON.parse(raw) as AuthState) : null;
}

/** A text box by its visible label (Mantine adds a hidden " *" to required ones; exact match otherwise). */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(label)}( \\*)?$`) });
export const passwordField = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

/** Picks Individual or Company in the customer-type switch (a radio group drawn as a segmented control). */
export async function chooseCustomerType(page: Page, lang: Lang, type: 'individual' | 'company'): Promise<void> {
  const group = page.getByRole('radiogroup', { name: t(lang, 'customerType.label') });
  await group.getByText(t(lang, `customerType.${type}`), { exact: true }).click();
  await expect.poll(() => group.getByRole('radio', { name: t(lang, `customerType.${type}`) }).isChecked()).toBe(true);
}

/** The login page, on the Individual or Company tab, ready for input. */
export async function openLogin(page: Page, lang: Lang, type: 'individual' | 'company' = 'individual'): Promise<void> {
  await page.goto(pageUrl(page, '/Login'));
  await page.getByRole('heading', { level: 1, name: t(lang, 'auth.login.title') }).waitFor();
  if (type === 'company') await chooseCustomerType(page, lang, 'company');
  await (type === 'company' ? field(page, t(lang, 'auth.login.username')) : field(page, t(lang, 'auth.login.mobile'))).waitFor();
}

export async function acceptTerms(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('checkbox', { name: t(lang, 'terms.accept') }).check();
}

/** Types a code into the one-box-per-digit input (the first box takes focus, each digit moves on). */
export async function typeCode(page: Page, lang: Lang, code: string, scope: Page | Locator = page): Promise<void> {
  const first = scope.getByRole('textbox', { name: t(lang, 'common.otp.digit', { n: 1, total: code.length }) });
  await first.waitFor();
  // Typing fills the boxes in their order; a code reads left to right in Arabic too, so that order is the screen's.
  const box = (n: number) => scope.getByRole('textbox', { name: t(lang, 'common.otp.digit', { n, total: code.length }) });
  const xs = await Promise.all(Array.from({ length: code.length }, async (_, i) => (await box(i + 1).boundingBox())?.x ?? NaN));
  expect(xs, `code boxes left to right (${lang})`).toEqual([...xs].sort((a, b) => a - b));
  await first.click();
  await page.keyboard.type(code);
}

/**
 * Individual login: mobile on the login page, then the code from the outbox on /OTPLogin, ending on
 * /Dashboard. With `a11y`, each page on the way is checked.
 */
export async function signInIndividual(page: Page, lang: Lang, options: { mobile?: string; a11y?: boolean } = {}): Promise<void> {
  const mobile = options.mobile ?? DEMO.individual.mobile;
  await openLogin(page, lang, 'individual');
  await field(page, t(lang, 'auth.login.mobile')).fill(mobile);
  await acceptTerms(page, lang);
  if (options.a11y) await expectNoSeriousA11yViolations(page, `login (${lang})`);
  const since = new Date();
  await page.getByRole('button', { name: t(lang, 'auth.login.submit'), exact: true }).click();
  await page.waitForURL(pathPattern('/OTPLogin'));
  await page.getByRole('heading', { level: 1, name: t(lang, 'auth.otp.title') }).waitFor();
  const code = await readCode(mobile, { since, origin: originOf(page) });
  if (options.a11y) await expectNoSeriousA11yViolations(page, `OTPLogin (${lang})`);
  await typeCode(page, lang, code);
  await page.getByRole('button', { name: t(lang, 'common.verify'), exact: true }).click();
  await page.waitForURL(pathPattern('/Dashboard'));
  await page.getByRole('heading', { level: 1, name: t(lang, 'dashboard.title') }).waitFor();
}

/** Company login by username and password, ending on /Dashboard. */
export async function signInCompany(
  page: Page,
  lang: Lang,
  options: { username?: string; password?: string; a11y?: boolean } = {},
): Promise<void> {
  await submitCompanyLogin(page, lang, options.username ?? DEMO.company.username, options.password ?? DEMO.company.password, options.a11y);
  await page.waitForURL(pathPattern('/Dashboard'));
  await page.getByRole('heading', { level: 1, name: t(lang, 'dashboard.title') }).waitFor();
}

/** Fills and sends the Company login form; the caller checks where it leads. */
export async function submitCompanyLogin(page: Page, lang: Lang, username: string, password: string, a11y = false): Promise<void> {
  await openLogin(page, lang, 'company');
  await field(page, t(lang, 'auth.login.username')).fill(username);
  await passwordField(page, t(lang, 'auth.login.password')).fill(password);
  await acceptTerms(page, lang);
  if (a11y) await expectNoSeriousA11yViolations(page, `login, company tab (${lang})`);
  await page.getByRole('button', { name: t(lang, 'auth.login.submit'), exact: true }).click();
}

/** Opens the header's account menu (its visible text "My account ▾"). */
export async function openAccountMenu(page: Page, lang: Lang): Promise<void> {
  const name = new RegExp(`^${escapeRegExp(t(lang, 'header.account'))}`);
  await page.getByRole('button', { name }).click();
  await page.getByRole('menu').waitFor();
}

/** The header greets the signed-in customer by name in the page's language. */
export async function expectWelcome(page: Page, lang: Lang, name: string): Promise<void> {
  const welcome = page.getByTestId('welcome');
  await welcome.waitFor();
  expect(await welcome.textContent()).toBe(t(lang, 'header.welcome', { name }));
}
