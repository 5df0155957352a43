import { messages } from '@portal/contract';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import {
  chooseCustomerType,
  DEMO,
  expectWelcome,
  field,
  openAccountMenu,
  openLogin,
  passwordField,
  readAuth,
  signInCompany,
  submitCompanyLogin,
} from '../support/auth.ts';
import { LANGS, useBrowser } from '../support/browser.ts';
import { LOGIN_URL, pathPattern } from '../support/context.ts';
import { t } from '../support/i18n.ts';

const browser = useBrowser();

describe.each(LANGS)('company sign-in (%s)', (lang) => {
  test('username and password reach the dashboard, with the company name and Change Password in the menu', async () => {
    const { page } = await browser.open(lang);
    await signInCompany(page, lang, { a11y: true });
    await expectWelcome(page, lang, DEMO.company.fullName[lang]);
    expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    const auth = await readAuth(page);
    expect(auth?.legalDocument.documentType).toBe('CNID');
    expect(auth?.custInfo.userName).toBe(DEMO.company.username);
    await expectNoSeriousA11yViolations(page, `dashboard, company (${lang})`);

    await openAccountMenu(page, lang);
    await page.getByRole('menuitem', { name: t(lang, 'header.changePassword') }).waitFor();
    await page.getByRole('menuitem', { name: t(lang, 'header.logout') }).waitFor();
    await expectNoSeriousA11yViolations(page, `account menu, company (${lang})`);
  });

  test('a wrong password shows the error dialog and keeps the visitor on the login page', async () => {
    const { page } = await browser.open(lang);
    await submitCompanyLogin(page, lang, DEMO.company.username, 'Wrong#2026x');
    const dialog = page.getByRole('dialog');
    await dialog.getByText(messages.wrongCredentials[lang]).waitFor();
    await dialog.getByRole('heading', { name: t(lang, 'common.dialog.error') }).waitFor();
    await expectNoSeriousA11yViolations(page, `wrong password dialog (${lang})`);
    await dialog.getByRole('button', { name: t(lang, 'common.ok'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(LOGIN_URL);
    expect(await readAuth(page)).toBeNull();
    // The form keeps what was typed, so the customer can correct the password.
    expect(await field(page, t(lang, 'auth.login.username')).inputValue()).toBe(DEMO.company.username);
  });

  test('the company tab checks the form before calling the server', async () => {
    const { page } = await browser.open(lang);
    await openLogin(page, lang, 'company');
    await field(page, t(lang, 'auth.login.username')).fill('short');
    await passwordField(page, t(lang, 'auth.login.password')).fill('abc');
    await page.getByRole('button', { name: t(lang, 'auth.login.submit'), exact: true }).click();
    await page.getByText(t(lang, 'validation.companyUsername')).waitFor();
    await page.getByText(t(lang, 'validation.inCorrect')).waitFor();
    expect(page.url()).toMatch(LOGIN_URL);
  });
});

describe('sign-up links on the login page', () => {
  test('each tab offers its way in: Register on the Individual tab; sign-up and forgot-password on the Company tab', async () => {
    const { page } = await browser.open('en');
    await openLogin(page, 'en', 'individual');
    expect(await page.getByRole('link', { name: t('en', 'auth.login.signUp') }).count()).toBe(0);
    expect(await page.getByRole('link', { name: t('en', 'auth.login.forgot') }).count()).toBe(0);
    await page.getByRole('link', { name: t('en', 'auth.login.registerIndividual') }).click();
    await page.waitForURL(pathPattern('/SelfRegistration'));
    await openLogin(page, 'en', 'individual');
    await chooseCustomerType(page, 'en', 'company');
    await page.getByRole('link', { name: t('en', 'auth.login.signUp') }).click();
    await page.waitForURL(pathPattern('/SelfRegistration'));
    await page.getByRole('heading', { level: 1, name: t('en', 'registration.title') }).waitFor();
  });
});
