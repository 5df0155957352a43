import { messages } from '@portal/contract';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import {
  acceptTerms,
  chooseCustomerType,
  expectWelcome,
  field,
  passwordField,
  signInCompany,
  signInIndividual,
  typeCode,
} from '../support/auth.ts';
import { LANGS, useBrowser, type Lang } from '../support/browser.ts';
import { LOGIN_URL, pageUrl, pathPattern } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import { readCode } from '../support/outbox.ts';

const browser = useBrowser();
/** Six digits that differ from run to run, so CR numbers, IDs and mobiles are new each time. */
const RUN = String(Date.now()).slice(-6);

const COMPANY = {
  // Names as on a commercial registration (issue 11): symbols and digits in English, a legal Latin name in the Arabic form.
  en: {
    name: "Harbour & Sons Trading Co. 2026 - Al-Mina'",
    cr: `CE${RUN}`,
    mobile: `71${RUN}`,
    username: `harbour${RUN}en`,
    password: 'Harbour#2026',
  },
  ar: { name: 'Sohar Foods LLC', cr: `CA${RUN}`, mobile: `72${RUN}`, username: `harbour${RUN}ar`, password: 'Mina#2026ar' },
} as const;
const PERSON = {
  en: { first: 'Salim', last: 'Tester', country: 'Oman', typed: 'oman', id: `IE${RUN}`, mobile: `93${RUN}` },
  // Typed without the damma, as most people type it: the list still finds عُمان (issue 11).
  ar: { first: 'سالم', last: 'المختبر', country: 'عُمان', typed: 'عمان', id: `IA${RUN}`, mobile: `94${RUN}` },
} as const;

async function openRegistration(page: Page, lang: Lang, type: 'company' | 'individual') {
  await page.goto(pageUrl(page, '/SelfRegistration'));
  await page.getByRole('heading', { level: 1, name: t(lang, 'registration.title') }).waitFor();
  if (type === 'individual') await chooseCustomerType(page, lang, 'individual');
  await page.getByRole('form', { name: t(lang, `registration.${type}.formLabel`) }).waitFor();
  await expectNoSeriousA11yViolations(page, `SelfRegistration, ${type} (${lang})`);
}

/** The code dialog opens over the form; the code from the outbox confirms the registration. */
async function confirmWithCode(page: Page, lang: Lang, mobile: string, since: Date) {
  const dialog = page.getByRole('dialog', { name: t(lang, 'common.otp.label') });
  await dialog.waitFor();
  await expectNoSeriousA11yViolations(page, `registration code dialog (${lang})`);
  await typeCode(page, lang, await readCode(mobile, { since }), dialog);
  await dialog.getByRole('button', { name: t(lang, 'common.verify'), exact: true }).click();
}

async function chooseCountry(page: Page, label: string, country: string, typed = country) {
  const combo = page.getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) });
  await combo.click();
  await combo.fill(typed);
  await page.getByRole('option', { name: country, exact: true }).click();
}

describe.each(LANGS)('self-registration (%s)', (lang) => {
  test('Close asks first: Cancel keeps what was typed, Accept leaves for the start page', async () => {
    const { page } = await browser.open(lang);
    await openRegistration(page, lang, 'company');
    const name = field(page, t(lang, 'company.name'));
    await name.fill('Half Typed LLC');
    const close = page.getByRole('button', { name: t(lang, 'common.close'), exact: true });
    const confirm = page.getByRole('dialog').filter({ hasText: t(lang, 'common.closeConfirm') });
    await close.click();
    await confirm.getByRole('button', { name: t(lang, 'common.cancel'), exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await name.inputValue()).toBe('Half Typed LLC');
    await close.click();
    await confirm.getByRole('button', { name: t(lang, 'common.accept'), exact: true }).click();
    await page.waitForURL(LOGIN_URL);
  });

  test('a company registers, confirms the code, creates its username and password, then signs in', async () => {
    const { page } = await browser.open(lang);
    const c = COMPANY[lang];
    await openRegistration(page, lang, 'company');
    await field(page, t(lang, 'company.name')).fill(c.name);
    await field(page, t(lang, 'company.crNumber')).fill(c.cr);
    await field(page, t(lang, 'company.contactName')).fill('Aisha Tester');
    await field(page, t(lang, 'company.jobTitle')).fill('Finance Manager');
    await field(page, t(lang, 'registration.email')).fill(`accounts${RUN}${lang}@example.om`);
    await field(page, t(lang, 'registration.mobile')).fill(c.mobile);
    await acceptTerms(page, lang);
    const since = new Date();
    await page.getByRole('button', { name: t(lang, 'registration.register'), exact: true }).click();
    await confirmWithCode(page, lang, c.mobile, since);

    await page.waitForURL(pathPattern('/CreatePassword'));
    await page.getByRole('heading', { level: 1, name: t(lang, 'registration.createPassword.title') }).waitFor();
    await expectNoSeriousA11yViolations(page, `CreatePassword (${lang})`);
    // Editing the username swaps Proceed for Check Validity; a good check brings Proceed back.
    await field(page, t(lang, 'registration.createPassword.username')).fill(c.username);
    expect(await page.getByRole('button', { name: t(lang, 'common.proceed'), exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: t(lang, 'registration.createPassword.check'), exact: true }).click();
    await page
      .getByRole('status')
      .getByText(t(lang, 'registration.createPassword.available', { userName: c.username }))
      .waitFor();
    await passwordField(page, t(lang, 'registration.createPassword.password')).fill(c.password);
    await passwordField(page, t(lang, 'registration.createPassword.confirm')).fill(c.password);
    await page.getByRole('button', { name: t(lang, 'common.proceed'), exact: true }).click();
    const done = page.getByRole('dialog');
    await done.getByText(messages.passwordCreated[lang]).waitFor();
    await done.getByRole('button', { name: t(lang, 'common.ok'), exact: true }).click();
    await page.waitForURL(LOGIN_URL);

    await signInCompany(page, lang, { username: c.username, password: c.password });
    await expectWelcome(page, lang, c.name);
  });

  test('an individual registers, confirms the code, then signs in by mobile and code', async () => {
    const { page } = await browser.open(lang);
    const p = PERSON[lang];
    await openRegistration(page, lang, 'individual');
    await field(page, t(lang, 'person.firstName')).fill(p.first);
    await field(page, t(lang, 'person.lastName')).fill(p.last);
    await chooseCountry(page, t(lang, 'person.nationality'), p.country, p.typed);
    // Omani nationality means an Omani national ID; the ID type follows by itself.
    await expect
      .poll(() => field(page, t(lang, 'person.idType')).inputValue())
      .toBe(lang === 'ar' ? 'البطاقة الشخصية العمانية' : 'Omani National ID');
    await field(page, t(lang, 'person.idNumber')).fill(p.id);
    await field(page, t(lang, 'registration.mobile')).fill(p.mobile);
    await chooseCountry(page, t(lang, 'person.countryOfResidence'), p.country);
    await acceptTerms(page, lang);
    const since = new Date();
    await page.getByRole('button', { name: t(lang, 'common.proceed'), exact: true }).click();
    await confirmWithCode(page, lang, p.mobile, since);

    const done = page.getByRole('dialog');
    await done.getByText(messages.registered[lang]).waitFor();
    await done.getByRole('button', { name: t(lang, 'common.ok'), exact: true }).click();
    await page.waitForURL(pathPattern('/Login'));

    await signInIndividual(page, lang, { mobile: p.mobile });
    await expectWelcome(page, lang, `${p.first} ${p.last}`);
  });
});

describe('self-registration checks', () => {
  test('an individual under 18 is refused on the form', async () => {
    const { page } = await browser.open('en');
    await openRegistration(page, 'en', 'individual');
    const lastYear = `${new Date().getFullYear() - 1}-01-15`;
    await page.getByLabel(/^Date of birth/).fill(lastYear);
    await page.getByRole('button', { name: 'Proceed', exact: true }).click();
    await page.getByText(t('en', 'validation.underAge')).waitFor();
    await page.getByText(t('en', 'validation.fieldRequired')).first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

describe.each(LANGS)('from the login (%s)', (lang) => {
  test('"New here? Register" under the Individual tab opens the individual form (issue 35)', async () => {
    const { page } = await browser.open(lang);
    await page.goto(pageUrl(page, '/Login'));
    await page.getByRole('link', { name: t(lang, 'auth.login.registerIndividual') }).click();
    await page.waitForURL(pathPattern('/SelfRegistration'));
    await page.getByRole('form', { name: t(lang, 'registration.individual.formLabel') }).waitFor();
  });
});
