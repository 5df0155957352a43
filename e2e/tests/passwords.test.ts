import { messages } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import {
  DEMO,
  expectWelcome,
  field,
  openLogin,
  passwordField,
  readAuth,
  signInCompany,
  submitCompanyLogin,
  typeCode,
} from '../support/auth.ts';
import { LANGS, useBrowser, type Lang } from '../support/browser.ts';
import { LOGIN_URL, pathPattern } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import { readCode } from '../support/outbox.ts';
import { useOwnServer } from '../support/own-server.ts';

/**
 * These journeys change seeded passwords. newcompany1 may be forced to change only once, so the
 * English change uses the shared server (no other test signs in as newcompany1) and the Arabic one
 * this file's own server; muscattrading's resets run on the own server only, so every other file
 * still signs in with Muscat#2026.
 */
const browser = useBrowser();
const own = useOwnServer();

async function expectSuccessDialog(page: Page, lang: Lang, text: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(text).waitFor();
  await expectNoSeriousA11yViolations(page, `success dialog (${lang})`);
  await dialog.getByRole('button', { name: t(lang, 'common.ok'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe.each(LANGS)('passwords (%s)', (lang) => {
  test('newcompany1 must change its temporary password first, then signs in with the new one', async () => {
    const origin = lang === 'en' ? undefined : (await own.ready()).baseUrl;
    const { page } = await browser.open(lang, { origin });
    const newPassword = lang === 'ar' ? 'Jadid#2026a' : 'Fresh#2026e';
    await submitCompanyLogin(page, lang, DEMO.forcedCompany.username, DEMO.forcedCompany.password);
    await page.waitForURL(pathPattern('/ChangePassword'));
    await page.getByRole('heading', { level: 1, name: t(lang, 'auth.forced.title') }).waitFor();
    expect(await readAuth(page)).toBeNull();
    await expectNoSeriousA11yViolations(page, `ChangePassword (${lang})`);

    // New and retyped passwords must match before anything is sent.
    await passwordField(page, t(lang, 'auth.forced.old')).fill(DEMO.forcedCompany.password);
    await passwordField(page, t(lang, 'auth.forced.new')).fill(newPassword);
    await passwordField(page, t(lang, 'auth.forced.retype')).fill(`${newPassword}x`);
    await page.getByRole('button', { name: t(lang, 'common.send'), exact: true }).click();
    await page.getByText(t(lang, 'validation.Passwordsdonotmatch')).waitFor();

    await passwordField(page, t(lang, 'auth.forced.retype')).fill(newPassword);
    await page.getByRole('button', { name: t(lang, 'common.send'), exact: true }).click();
    await expectSuccessDialog(page, lang, messages.passwordChangedLogin[lang]);
    await page.waitForURL(LOGIN_URL);

    // The temporary password no longer works; the new one does, straight to the dashboard.
    await submitCompanyLogin(page, lang, DEMO.forcedCompany.username, DEMO.forcedCompany.password);
    await page.getByRole('dialog').getByText(messages.wrongCredentials[lang]).waitFor();
    await signInCompany(page, lang, { username: DEMO.forcedCompany.username, password: newPassword });
    await expectWelcome(page, lang, DEMO.forcedCompany.fullName[lang]);
  });

  test('muscattrading resets a forgotten password with its CR number and a code, then signs in with it', async () => {
    const server = await own.ready();
    const { page } = await browser.open(lang, { origin: server.baseUrl });
    const newPassword = lang === 'ar' ? 'Nasiya#2026a' : 'Forgot#2026e';
    await openLogin(page, lang, 'company');
    await page.getByRole('link', { name: t(lang, 'auth.login.forgot') }).click();
    await page.waitForURL(pathPattern('/ForgetPassword'));
    await page.getByRole('heading', { level: 1, name: t(lang, 'auth.forgot.title') }).waitFor();
    await expectNoSeriousA11yViolations(page, `ForgetPassword (${lang})`);

    await field(page, t(lang, 'auth.forgot.username')).fill(DEMO.company.username);
    await field(page, t(lang, 'auth.forgot.nationalId')).fill(DEMO.company.crNumber);
    const since = new Date();
    await page.getByRole('button', { name: t(lang, 'common.send'), exact: true }).click();
    await page.waitForURL(pathPattern('/OTPForgetPassword'));
    await page.getByRole('heading', { level: 1, name: t(lang, 'auth.otp.title') }).waitFor();
    await expectNoSeriousA11yViolations(page, `OTPForgetPassword (${lang})`);

    // The code goes to the company's registered mobile.
    const code = await readCode(DEMO.company.mobile, { since, origin: server.baseUrl });
    await typeCode(page, lang, code);
    await page.getByRole('button', { name: t(lang, 'common.verify'), exact: true }).click();
    await page.waitForURL(pathPattern('/ForgetPasswordCreate'));
    await page.getByRole('heading', { level: 1, name: t(lang, 'auth.forgotCreate.title') }).waitFor();
    await expectNoSeriousA11yViolations(page, `ForgetPasswordCreate (${lang})`);

    await passwordField(page, t(lang, 'auth.forgotCreate.password')).fill('weakpass');
    await passwordField(page, t(lang, 'auth.forgotCreate.confirm')).fill('weakpass');
    await page.getByRole('button', { name: t(lang, 'common.save'), exact: true }).click();
    await page.getByText(t(lang, 'validation.strongPassword')).waitFor();

    await passwordField(page, t(lang, 'auth.forgotCreate.password')).fill(newPassword);
    await passwordField(page, t(lang, 'auth.forgotCreate.confirm')).fill(newPassword);
    await page.getByRole('button', { name: t(lang, 'common.save'), exact: true }).click();
    await expectSuccessDialog(page, lang, messages.passwordCreated[lang]);
    await page.waitForURL(LOGIN_URL);

    await signInCompany(page, lang, { password: newPassword });
    await expectWelcome(page, lang, DEMO.company.fullName[lang]);
  });
});
