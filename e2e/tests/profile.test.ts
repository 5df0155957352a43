import { messages } from '@portal/contract';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { expectWelcome, field, openAccountMenu, passwordField, signInCompany, signInIndividual, typeCode } from '../support/auth.ts';
import { callApi } from '../support/api.ts';
import { useBrowser, type Lang } from '../support/browser.ts';
import { LOGIN_URL, pathPattern, serverUrl } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import { readCode } from '../support/outbox.ts';
import { useOwnServer } from '../support/own-server.ts';
import { saveScreenshot } from '../support/screenshots.ts';

/**
 * The personal profile, on customers registered by the test itself (the demo customers stay as
 * seeded for every other file). The individual's journey runs on a server of its own with an 8-second
 * code timer, so the countdown runs out and Resend is seen within the journey.
 */
const browser = useBrowser();
const shortTimer = useOwnServer({ OTP_TIMER_SECONDS: '8' });
const RUN = String(Date.now()).slice(-6);
const arabicDigits = (latin: string) => latin.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
const updated = { en: 'Your profile has been updated', ar: 'تم تحديث ملفك الشخصي' };

async function addCustomer(origin: string, body: Record<string, unknown>, mobile: string) {
  const first = await callApi(origin, 'PersonalProfile/AddCustomer', { ...body, authenticate: null });
  const { utr } = (first.details as { authenticate: { utr: string } }).authenticate;
  const done = await callApi(origin, 'PersonalProfile/AddCustomer', {
    ...body,
    authenticate: { utr, pin: await readCode(mobile, { origin }), otp: null },
  });
  expect(done.result.errorCode, done.result.errorEDesc).toBe(0);
  return done.details as { passwordGrant?: string } | null;
}

const individual = { first: 'Salim', last: 'Tester', mobile: `95${RUN}`, idNumber: `IP${RUN}` };
const company = {
  name: 'Falaj Test Trading',
  mobile: `76${RUN}`,
  cr: `CP${RUN}`,
  username: `falaj${RUN}`,
  password: 'Falaj#2026a',
  newPassword: 'Wadi#2026b',
};

async function registerIndividual(origin: string) {
  await addCustomer(
    origin,
    {
      CustomerInfo: {
        firstName: individual.first,
        lastName: individual.last,
        email: `salim${RUN}@example.om`,
        mobileNo: `968${individual.mobile}`,
        language: 'en',
      },
      legalDocument: {
        documentType: 'NID',
        documentNo: individual.idNumber,
        dateOfBirth: '1990-05-17',
        natCountryIsoCode: 'OM',
        countryOfResidenceIsoCode: 'OM',
      },
    },
    individual.mobile,
  );
}

async function registerCompany(origin: string) {
  const details = await addCustomer(
    origin,
    {
      CustomerInfo: {
        firstName: company.name,
        contactPersonName: 'Aisha Tester',
        contactPersonJobTitle: 'Finance Manager',
        email: `falaj${RUN}@example.om`,
        mobileNo: `968${company.mobile}`,
        language: 'en',
      },
      legalDocument: { documentType: 'CNID', documentNo: company.cr },
    },
    company.mobile,
  );
  const created = await callApi(origin, 'PersonalProfile/CreatePassword', {
    passwordInfo: { password: company.password, confirmPassword: company.password },
    customerInfo: { userName: company.username },
    passwordGrant: details?.passwordGrant,
  });
  expect(created.result.errorCode, created.result.errorEDesc).toBe(0);
}

async function openProfile(page: Page, lang: Lang) {
  await page
    .getByRole('navigation', { name: t(lang, 'nav.label') })
    .getByRole('link', { name: lang === 'ar' ? 'الملف الشخصي' : 'Personal Profile' })
    .click();
  await page.waitForURL(pathPattern('/PersonalProfile'));
  await page.getByRole('heading', { level: 1, name: t(lang, 'profile.title') }).waitFor();
}

async function chooseCountry(page: Page, label: string, country: string) {
  const combo = page.getByRole('combobox', { name: new RegExp(`^${label}( \\*)?$`) });
  await combo.click();
  await combo.fill(country);
  await page.getByRole('option', { name: country, exact: true }).click();
}

async function closeMessage(page: Page, lang: Lang, text: string): Promise<void> {
  const message = page.getByRole('dialog').filter({ hasText: text });
  await message.waitFor();
  await message.getByRole('button', { name: t(lang, 'common.ok'), exact: true }).click();
  await message.waitFor({ state: 'detached' });
}

const codeDialog = (page: Page, lang: Lang): Locator => page.getByRole('dialog', { name: t(lang, 'common.otp.label') });

// Each journey waits out a real 8-second code timer on a server started for it: over a minute when CI's
// other browser files share the two cores.
describe('personal profile', { timeout: 120_000 }, () => {
  test('an individual (English) sees nationality set the ID type, resends the code when the countdown ends, and the header shows the new name', async () => {
    const { baseUrl } = await shortTimer.ready();
    await registerIndividual(baseUrl);
    const { page } = await browser.open('en', { origin: baseUrl });
    await signInIndividual(page, 'en', { mobile: individual.mobile });
    await expectWelcome(page, 'en', `${individual.first} ${individual.last}`);
    await openProfile(page, 'en');
    const firstName = field(page, t('en', 'person.firstName'));
    await expect.poll(() => firstName.inputValue()).toBe(individual.first);
    await expectNoSeriousA11yViolations(page, 'PersonalProfile, individual (en)');
    await saveScreenshot(page, 'profile-individual-en');

    // Nationality sets the ID type: Omani national ID, anyone else a passport.
    const idType = field(page, t('en', 'person.idType'));
    expect(await idType.inputValue()).toBe('Omani National ID');
    expect(await idType.getAttribute('readonly')).not.toBeNull();
    await chooseCountry(page, t('en', 'person.nationality'), 'India');
    await expect.poll(() => idType.inputValue()).toBe('Passport');
    await chooseCountry(page, t('en', 'person.nationality'), 'Oman');
    await expect.poll(() => idType.inputValue()).toBe('Omani National ID');

    // A new first name and email; the ID number typed in Arabic-Indic digits.
    const idLatin = `9${RUN}1`;
    await firstName.fill('Saeed');
    await field(page, t('en', 'profile.email')).fill(`saeed${RUN}@example.om`);
    await field(page, t('en', 'person.idNumber')).fill(arabicDigits(idLatin));
    await page.getByRole('button', { name: t('en', 'common.save'), exact: true }).click();
    const dialog = codeDialog(page, 'en');
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page, 'profile code dialog (en)');
    await saveScreenshot(page, 'profile-code-dialog-en');

    // Closing asks first; Cancel keeps the dialog.
    await dialog.getByRole('button', { name: t('en', 'common.close'), exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: t('en', 'common.closeConfirm') });
    await confirm.getByRole('button', { name: t('en', 'common.cancel'), exact: true }).click();
    await confirm.waitFor({ state: 'detached' });

    // When the resend timer runs out, Resend joins Verify (the code itself lives on); it submits the
    // same change again for a new code.
    const resend = dialog.getByRole('button', { name: t('en', 'common.resend'), exact: true });
    await resend.waitFor();
    expect(await dialog.getByRole('button', { name: t('en', 'common.verify'), exact: true }).count()).toBe(1);
    expect(await dialog.getByText(t('en', 'common.otp.expired')).count()).toBe(0);
    const since = new Date();
    await resend.click();
    await dialog.getByRole('button', { name: t('en', 'common.verify'), exact: true }).waitFor();
    await typeCode(page, 'en', await readCode(individual.mobile, { since, origin: baseUrl }), dialog);
    await dialog.getByRole('button', { name: t('en', 'common.verify'), exact: true }).click();
    await closeMessage(page, 'en', updated.en);

    // The header greets the new name at once, and the saved record comes back on reload.
    await expectWelcome(page, 'en', `Saeed ${individual.last}`);
    expect(await field(page, t('en', 'person.idNumber')).inputValue()).toBe(idLatin);
    await page.reload();
    await expect.poll(() => field(page, t('en', 'person.firstName')).inputValue()).toBe('Saeed');
    expect(await field(page, t('en', 'profile.email')).inputValue()).toBe(`saeed${RUN}@example.om`);
    await expectWelcome(page, 'en', `Saeed ${individual.last}`);

    // In Arabic the Arabic name set is edited (this customer registered in English: still empty).
    await page.getByRole('button', { name: /^العربية/ }).click();
    await page.getByRole('heading', { level: 1, name: t('ar', 'profile.title') }).waitFor();
    expect(await field(page, t('ar', 'person.firstName')).inputValue()).toBe('');
    await expectNoSeriousA11yViolations(page, 'PersonalProfile, individual (ar)');
    await saveScreenshot(page, 'profile-individual-ar');
  });

  test('a company (Arabic) changes its contact person and its password in one save, after a wrong old password and a wrong code', async () => {
    const lang: Lang = 'ar';
    await registerCompany(serverUrl());
    const { page } = await browser.open(lang);
    await signInCompany(page, lang, { username: company.username, password: company.password });
    await openProfile(page, lang);
    const contact = field(page, t(lang, 'company.contactName'));
    await expect.poll(() => contact.inputValue()).toBe('Aisha Tester');
    expect(await field(page, t(lang, 'profile.mobile')).inputValue()).toBe(company.mobile);
    await expectNoSeriousA11yViolations(page, `PersonalProfile, company (${lang})`);
    await saveScreenshot(page, `profile-company-${lang}`);

    const save = page.getByRole('button', { name: t(lang, 'common.save'), exact: true });
    const oldPassword = passwordField(page, t(lang, 'profile.password.old'));
    // Once anything is typed in the block, the old password is required.
    await passwordField(page, t(lang, 'profile.password.new')).fill(company.newPassword);
    await passwordField(page, t(lang, 'profile.password.confirm')).fill(company.newPassword);
    await save.click();
    await page.getByText(t(lang, 'validation.fieldRequired')).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await oldPassword.fill('Wrong#2026x');
    await save.click();
    await closeMessage(page, lang, messages.wrongOldPassword[lang]);

    await oldPassword.fill(company.password);
    await contact.fill('Huda Tester');
    const since = new Date();
    await save.click();
    const dialog = codeDialog(page, lang);
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page, `profile code dialog (${lang})`);
    await saveScreenshot(page, `profile-code-dialog-${lang}`);
    const code = await readCode(company.mobile, { since });
    await typeCode(page, lang, code === '000000' ? '111111' : '000000', dialog);
    await dialog.getByRole('button', { name: t(lang, 'common.verify'), exact: true }).click();
    await closeMessage(page, lang, messages.wrongCode[lang]);
    await typeCode(page, lang, code, dialog);
    await dialog.getByRole('button', { name: t(lang, 'common.verify'), exact: true }).click();
    const success = page.getByRole('dialog').filter({ hasText: updated[lang] });
    await success.getByText(messages.passwordChanged[lang], { exact: false }).waitFor();
    await closeMessage(page, lang, updated[lang]);
    expect(await contact.inputValue()).toBe('Huda Tester');
    expect(await oldPassword.inputValue()).toBe('');

    // Signed out, the old password is refused and the new one signs in.
    await openAccountMenu(page, lang);
    await page.getByRole('menuitem', { name: t(lang, 'header.logout') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t(lang, 'common.yes'), exact: true })
      .click();
    await page.waitForURL(LOGIN_URL);
    await signInCompany(page, lang, { username: company.username, password: company.newPassword });
    await expectWelcome(page, lang, company.name);

    await page.getByRole('button', { name: /^English/ }).click();
    await openProfile(page, 'en');
    await expect.poll(() => field(page, t('en', 'company.contactName')).inputValue()).toBe('Huda Tester');
    await expectNoSeriousA11yViolations(page, 'PersonalProfile, company (en)');
    await saveScreenshot(page, 'profile-company-en');
  });
});
