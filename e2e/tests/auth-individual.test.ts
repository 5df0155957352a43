import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { DEMO, acceptTerms, expectWelcome, field, openLogin, readAuth, signInIndividual } from '../support/auth.ts';
import { LANGS, useBrowser } from '../support/browser.ts';
import { pathPattern } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import { readCode } from '../support/outbox.ts';

const browser = useBrowser();

describe.each(LANGS)('individual sign-in (%s)', (lang) => {
  test('mobile number, then the code from the SMS, reaches the dashboard with the welcome name', async () => {
    const { page } = await browser.open(lang);
    await openLogin(page, lang);
    expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    await signInIndividual(page, lang, { a11y: true });

    await expectWelcome(page, lang, DEMO.individual.fullName[lang]);
    await expectNoSeriousA11yViolations(page, `dashboard (${lang})`);
    const auth = await readAuth(page);
    expect(auth?.isLoggedIn).toBe(true);
    expect(auth?.legalDocument.documentType).toBe('NID');
    expect(auth?.authenticationInfo.sessionID).toBeTruthy();

    // Signed in, the login pages send the customer back to the dashboard.
    await page.goto(page.url().replace(/Dashboard.*$/, 'OTPLogin'));
    await page.waitForURL(pathPattern('/Dashboard'));
  });

  test('an incomplete mobile number is refused on the form, and no code is sent', async () => {
    const { page } = await browser.open(lang);
    await openLogin(page, lang);
    await field(page, t(lang, 'auth.login.mobile')).fill('9000');
    await acceptTerms(page, lang);
    await page.getByRole('button', { name: t(lang, 'auth.login.submit'), exact: true }).click();
    await page.getByText(t(lang, 'validation.incorrectMobile')).waitFor();
    expect(page.url()).not.toMatch(/OTPLogin/);
    await expectNoSeriousA11yViolations(page, `login with a field error (${lang})`);
  });

  test('without accepting the terms the login stops with a warning', async () => {
    const { page } = await browser.open(lang);
    await openLogin(page, lang);
    await field(page, t(lang, 'auth.login.mobile')).fill(DEMO.individual.mobile);
    await page.getByRole('button', { name: t(lang, 'auth.login.submit'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(t(lang, 'validation.PleaseAcceptTermsConditions')).waitFor();
    await expectNoSeriousA11yViolations(page, `terms warning (${lang})`);
    await dialog.getByRole('button', { name: t(lang, 'common.ok'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).not.toMatch(/OTPLogin/);
  });

  test('terms accepted at one login come ticked at the next one on this device (and can be unticked)', async () => {
    const { page } = await browser.open(lang);
    await signInIndividual(page, lang, { a11y: false });
    // Signed out on this device (the stored session gone); the terms' acceptance stays.
    await page.evaluate(() => (sessionStorage.removeItem('auth'), localStorage.removeItem('auth')));
    await openLogin(page, lang);
    const terms = page.getByRole('checkbox', { name: t(lang, 'terms.accept') });
    expect(await terms.isChecked()).toBe(true);
    await terms.uncheck();
    expect(await terms.isChecked()).toBe(false);
  });
});

describe('individual sign-in details', () => {
  test('an Arabic-Indic mobile number (٩٠٠٠٠٠٠١) is accepted on the login form', async () => {
    const { page } = await browser.open('ar');
    await openLogin(page, 'ar');
    const mobile = field(page, t('ar', 'auth.login.mobile'));
    // A letter is dropped as it is typed; a space stays, as numbers are written (9000 0001).
    await mobile.pressSequentially('٩٠٠٠ a');
    expect(await mobile.inputValue()).toBe('9000 ');
    await mobile.pressSequentially('٠٠٠١');
    expect(await mobile.inputValue()).toBe('90000001');
    await acceptTerms(page, 'ar');
    const since = new Date();
    await page.getByRole('button', { name: t('ar', 'auth.login.submit'), exact: true }).click();
    await page.waitForURL(pathPattern('/OTPLogin'));
    // The code went to the demo customer's stored number, 96890000001.
    expect(await readCode('96890000001', { since })).toMatch(/^\d{6}$/);
    // The screen says where it went, hiding all but the last digits, and honestly: only if registered.
    const sentTo = page.getByText(t('ar', 'auth.otp.sentIfRegistered', { mobile: '\u2066+968 •••• 0001\u2069' }));
    await sentTo.waitFor();
  });

  test('the code boxes accept a pasted code', async () => {
    const { page, context } = await browser.open('en');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openLogin(page, 'en');
    await field(page, t('en', 'auth.login.mobile')).fill(DEMO.individual.mobile);
    await acceptTerms(page, 'en');
    const since = new Date();
    await page.getByRole('button', { name: t('en', 'auth.login.submit'), exact: true }).click();
    await page.waitForURL(pathPattern('/OTPLogin'));
    const code = await readCode(DEMO.individual.mobile, { since });

    await page.evaluate((text) => navigator.clipboard.writeText(text), code);
    const boxes = page.getByRole('textbox', { name: /^Digit \d of 6$/ });
    await boxes.first().click();
    await page.keyboard.press('ControlOrMeta+V');
    await expect.poll(() => boxes.evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value).join(''))).toBe(code);

    await page.getByRole('button', { name: t('en', 'common.verify'), exact: true }).click();
    await page.waitForURL(pathPattern('/Dashboard'));
    await expectWelcome(page, 'en', DEMO.individual.fullName.en);
  });

  test('a wrong code is refused with the error dialog and the boxes are cleared', async () => {
    const { page } = await browser.open('en');
    await openLogin(page, 'en');
    await field(page, t('en', 'auth.login.mobile')).fill(DEMO.individual.mobile);
    await acceptTerms(page, 'en');
    const since = new Date();
    await page.getByRole('button', { name: t('en', 'auth.login.submit'), exact: true }).click();
    await page.waitForURL(pathPattern('/OTPLogin'));
    const code = await readCode(DEMO.individual.mobile, { since });
    const wrong = code === '000000' ? '111111' : '000000';
    const first = page.getByRole('textbox', { name: 'Digit 1 of 6' });
    await first.click();
    await page.keyboard.type(wrong);
    await page.getByRole('button', { name: t('en', 'common.verify'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('The verification code is incorrect or has expired').waitFor();
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(page.url()).toMatch(pathPattern('/OTPLogin'));
    expect(await first.inputValue()).toBe('');
    expect(await readAuth(page)).toBeNull();
  });
});
