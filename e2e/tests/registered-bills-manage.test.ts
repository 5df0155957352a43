import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { signInIndividual } from '../support/auth.ts';
import { PHONE, useBrowser, type Lang } from '../support/browser.ts';
import { t } from '../support/i18n.ts';
import { freshAccount } from '../support/payments.ts';
import { readAndCloseDialog } from '../support/dialogs.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { button, expectNoPageOverflow } from '../support/layout.ts';
import {
  answerCloseConfirm,
  CATALOG,
  chooseService,
  deleteBill,
  openAddForm,
  openList,
  removeTestBills,
  row,
  saveExpectingSuccess,
  select,
  SERVER,
  textbox,
} from '../support/registered-bills-manage.ts';

const browser = useBrowser();

describe('registered bills, managed in English', () => {
  test('field errors, close confirmation, add a postpaid electricity bill, duplicate and prepaid-without-categories refused, view, rename, delete', async () => {
    const { page } = await browser.open('en');
    const lang: Lang = 'en';
    await signInIndividual(page, lang);
    try {
      await openList(page, lang);
      await expectNoSeriousA11yViolations(page, 'registered bills (en)');
      await saveScreenshot(page, 'registered-bills/list-en');

      // An empty Save marks every required choice and the nickname.
      let modal = await openAddForm(page, lang);
      await button(modal, t(lang, 'common.save')).click();
      for (const key of ['category', 'biller', 'service']) {
        await expect
          .poll(() => select(modal, lang, `registeredBills.form.${key}`).getAttribute('aria-invalid'), { message: key })
          .toBe('true');
      }
      const nickname = textbox(modal, t(lang, 'registeredBills.form.nickname'));
      expect(await nickname.getAttribute('aria-invalid')).toBe('true');
      expect(await modal.getByText(t(lang, 'validation.fieldRequired'), { exact: true }).count()).toBe(4);
      await expectNoSeriousA11yViolations(page, 'add bill with field errors (en)');
      await saveScreenshot(page, 'registered-bills/add-errors-en');

      // Closing asks first; Cancel keeps what was typed, and neither Esc nor a click outside closes it.
      await nickname.fill('E2E Power');
      await page.keyboard.press('Escape');
      await button(modal, t(lang, 'common.close')).click();
      await expectNoSeriousA11yViolations(page, 'close confirmation (en)');
      await saveScreenshot(page, 'registered-bills/close-confirm-en');
      await answerCloseConfirm(page, lang, 'cancel');
      expect(await nickname.inputValue()).toBe('E2E Power');

      // A postpaid electricity bill: the service's tooltip names the reference field.
      await chooseService(modal, lang, CATALOG.electricity.en, CATALOG.medc.en, CATALOG.electricityBill.en);
      const account = freshAccount().slice(-9);
      await textbox(modal, CATALOG.accountLabel.en).fill(account);
      await saveExpectingSuccess(page, lang, modal);
      const added = row(page, 'E2E Power');
      await added.waitFor();
      expect((await added.getByRole('cell').allInnerTexts()).slice(1, 5)).toEqual([
        'E2E Power',
        CATALOG.medc.en,
        CATALOG.electricityBill.en,
        account,
      ]);

      // The same bill again is refused with a clear message; the form stays open with what was typed.
      modal = await openAddForm(page, lang);
      await chooseService(modal, lang, CATALOG.electricity.en, CATALOG.medc.en, CATALOG.electricityBill.en);
      // A metered electricity bill may have its limits too (the usage alerts compare against them); a prepaid one has none.
      expect(await textbox(modal, t(lang, 'registeredBills.form.limitKwh')).isVisible()).toBe(true);
      await textbox(modal, CATALOG.accountLabel.en).fill(account);
      await textbox(modal, t(lang, 'registeredBills.form.nickname')).fill('E2E Again');
      await button(modal, t(lang, 'common.save')).click();
      await page.getByRole('dialog', { name: t(lang, 'common.dialog.error') }).waitFor();
      await expectNoSeriousA11yViolations(page, 'duplicate bill refused (en)');
      expect(await readAndCloseDialog(page, lang, 'error')).toBe(SERVER.duplicate.en);
      expect(await textbox(modal, CATALOG.accountLabel.en).inputValue()).toBe(account);

      // A prepaid service without categories cannot be saved.
      await select(modal, lang, 'registeredBills.form.service').selectOption({ label: CATALOG.prepaidMeter.en });
      await textbox(modal, CATALOG.meterLabel.en).fill('12345678');
      await button(modal, t(lang, 'common.save')).click();
      expect(await readAndCloseDialog(page, lang, 'error')).toBe(t(lang, 'registeredBills.form.prepaidNoCategories'));

      // Another category clears the biller, the service and the reference typed for them.
      await select(modal, lang, 'registeredBills.form.category').selectOption({ label: CATALOG.telecom.en });
      expect(await select(modal, lang, 'registeredBills.form.biller').inputValue()).toBe('');
      expect(await select(modal, lang, 'registeredBills.form.service').inputValue()).toBe('');
      expect(await textbox(modal, t(lang, 'registeredBills.form.reference')).inputValue()).toBe('');

      // Accept closes and clears the form: opened again, it is empty.
      await button(modal, t(lang, 'common.cancel')).click();
      await answerCloseConfirm(page, lang, 'accept');
      await modal.waitFor({ state: 'detached' });
      modal = await openAddForm(page, lang);
      expect(await select(modal, lang, 'registeredBills.form.category').inputValue()).toBe('');
      expect(await textbox(modal, t(lang, 'registeredBills.form.nickname')).inputValue()).toBe('');
      await button(modal, t(lang, 'common.cancel')).click();
      await answerCloseConfirm(page, lang, 'accept');
      await modal.waitFor({ state: 'detached' });
      expect(await row(page, 'E2E Again').count()).toBe(0);

      // View (mode A): the bill's values, every input blocked, no Save; Close needs no confirmation.
      await button(page, t(lang, 'registeredBills.list.view', { name: 'E2E Power' })).click();
      const view = page.getByRole('dialog', { name: t(lang, 'registeredBills.form.viewTitle') });
      await view.waitFor();
      await expect.poll(() => textbox(view, CATALOG.accountLabel.en).inputValue()).toBe(account);
      expect(await textbox(view, t(lang, 'registeredBills.form.nickname')).inputValue()).toBe('E2E Power');
      for (const control of await view.locator('input, select').all()) expect(await control.isDisabled()).toBe(true);
      expect(await button(view, t(lang, 'common.save')).count()).toBe(0);
      await expectNoSeriousA11yViolations(page, 'view bill (en)');
      await saveScreenshot(page, 'registered-bills/view-en');
      await button(view, t(lang, 'common.close')).last().click();
      await view.waitFor({ state: 'detached' });

      // Rename: 5 to 50 characters.
      await button(page, t(lang, 'registeredBills.list.rename', { name: 'E2E Power' })).click();
      const rename = page.getByRole('dialog', { name: t(lang, 'registeredBills.nickname.title') });
      const newName = textbox(rename, t(lang, 'registeredBills.nickname.label'));
      await newName.fill('E2E');
      await button(rename, t(lang, 'common.save')).click();
      await rename.getByRole('alert').getByText(t(lang, 'registeredBills.nickname.invalid')).waitFor();
      await expectNoSeriousA11yViolations(page, 'rename bill (en)');
      await saveScreenshot(page, 'registered-bills/rename-en');
      // Cancel with a changed name asks first; "Cancel" on that question keeps what was typed.
      await button(rename, t(lang, 'common.cancel')).click();
      await answerCloseConfirm(page, lang, 'cancel');
      expect(await newName.inputValue()).toBe('E2E');
      await newName.fill('E2E Power Home');
      await button(rename, t(lang, 'common.save')).click();
      expect(await readAndCloseDialog(page, lang, 'success')).toBe(SERVER.renamed.en);
      await row(page, 'E2E Power Home').waitFor();
      expect(await row(page, 'E2E Power').count()).toBe(0);

      await page.setViewportSize(PHONE);
      await expectNoPageOverflow(page, 'registered bills (en, phone)');
      await saveScreenshot(page, 'registered-bills/list-en-phone');
      await deleteBill(page, lang, 'E2E Power Home', true);
    } finally {
      await removeTestBills(page).catch(() => undefined);
    }
  });
});

describe('registered bills, managed in Arabic', () => {
  test('a prepaid telecom bill with a service category and a water bill with account number and ownership, viewed and deleted; the list on a phone', async () => {
    const { page } = await browser.open('ar');
    const lang: Lang = 'ar';
    await signInIndividual(page, lang);
    try {
      await openList(page, lang);
      await expectNoSeriousA11yViolations(page, 'registered bills (ar)');
      await saveScreenshot(page, 'registered-bills/list-ar');

      // Prepaid with categories: the service category appears once the service is chosen and is required.
      let modal = await openAddForm(page, lang);
      await chooseService(modal, lang, CATALOG.telecom.ar, CATALOG.omantel.ar, CATALOG.recharge.ar);
      const category = select(modal, lang, 'registeredBills.form.serviceCategory');
      await category.waitFor();
      expect(await textbox(modal, t(lang, 'registeredBills.form.limitKwh')).count()).toBe(0);
      // Arabic-Indic digits are taken as Latin ones.
      await textbox(modal, CATALOG.mobileLabel.ar).fill('٩٧٠٠٠٠٠١');
      await textbox(modal, t(lang, 'registeredBills.form.nickname')).fill('E2E بيانات');
      await button(modal, t(lang, 'common.save')).click();
      await expect.poll(() => category.getAttribute('aria-invalid')).toBe('true');
      await expectNoSeriousA11yViolations(page, 'add prepaid bill with the service category missing (ar)');
      await saveScreenshot(page, 'registered-bills/add-prepaid-ar');
      await category.selectOption({ label: CATALOG.data.ar });
      await saveExpectingSuccess(page, lang, modal);
      await page.getByRole('tab', { name: t(lang, 'registeredBills.list.prepaid') }).click();
      const prepaid = row(page, 'E2E بيانات');
      await prepaid.waitFor();
      expect(await prepaid.getByRole('cell').nth(4).innerText()).toBe('97000001');

      // Water: an account number (digits, at most 10) and "I am" from the Iam lookup, no reference field.
      await page.getByRole('tab', { name: t(lang, 'registeredBills.list.postpaid') }).click();
      modal = await openAddForm(page, lang);
      await chooseService(modal, lang, CATALOG.water.ar, CATALOG.nama.ar, CATALOG.waterBill.ar);
      const account = textbox(modal, t(lang, 'registeredBills.form.accountNumber'));
      await account.waitFor();
      // One field named Account number: the account, with no reference field beside it.
      expect(await textbox(modal, CATALOG.accountLabel.ar).count()).toBe(1);
      await textbox(modal, t(lang, 'registeredBills.form.nickname')).fill('E2E ماء');
      await button(modal, t(lang, 'common.save')).click();
      await expect.poll(() => account.getAttribute('aria-invalid')).toBe('true');
      expect(await select(modal, lang, 'registeredBills.form.iam').getAttribute('aria-invalid')).toBe('true');
      const waterAccount = `٥${freshAccount().slice(-6)}`;
      await account.pressSequentially(waterAccount);
      const latinAccount = `5${waterAccount.slice(1)}`;
      expect(await account.inputValue()).toBe(latinAccount);
      await select(modal, lang, 'registeredBills.form.iam').selectOption({ label: CATALOG.tenant.ar });
      await expectNoSeriousA11yViolations(page, 'add water bill (ar)');
      await saveScreenshot(page, 'registered-bills/add-water-ar');
      await saveExpectingSuccess(page, lang, modal);
      const water = row(page, 'E2E ماء');
      await water.waitFor();
      expect(await water.getByRole('cell').nth(4).innerText()).toBe(latinAccount);

      // View the water bill: account number and ownership as saved, read-only.
      await button(page, t(lang, 'registeredBills.list.view', { name: 'E2E ماء' })).click();
      const view = page.getByRole('dialog', { name: t(lang, 'registeredBills.form.viewTitle') });
      await expect.poll(() => textbox(view, t(lang, 'registeredBills.form.accountNumber')).inputValue()).toBe(latinAccount);
      const iam = select(view, lang, 'registeredBills.form.iam');
      expect(await iam.inputValue()).toBe('TENANT');
      expect(await iam.isDisabled()).toBe(true);
      expect(await button(view, t(lang, 'common.save')).count()).toBe(0);
      await expectNoSeriousA11yViolations(page, 'view water bill (ar)');
      await saveScreenshot(page, 'registered-bills/view-water-ar');
      await button(view, t(lang, 'common.close')).last().click();
      await view.waitFor({ state: 'detached' });

      // On a phone the page itself never scrolls sideways.
      await page.setViewportSize(PHONE);
      await expectNoPageOverflow(page, 'registered bills (ar, phone)');
      await expectNoSeriousA11yViolations(page, 'registered bills on a phone (ar)');
      await saveScreenshot(page, 'registered-bills/list-ar-phone');

      // Rename in Arabic: the modal, then Cancel leaves the name as it was.
      await button(page, t(lang, 'registeredBills.list.rename', { name: 'E2E ماء' })).click();
      const rename = page.getByRole('dialog', { name: t(lang, 'registeredBills.nickname.title') });
      expect(await textbox(rename, t(lang, 'registeredBills.nickname.label')).inputValue()).toBe('E2E ماء');
      await expectNoSeriousA11yViolations(page, 'rename bill (ar)');
      await saveScreenshot(page, 'registered-bills/rename-ar');
      await button(rename, t(lang, 'common.cancel')).click();
      await rename.waitFor({ state: 'detached' });

      await deleteBill(page, lang, 'E2E ماء', true);
      await page.getByRole('tab', { name: t(lang, 'registeredBills.list.prepaid') }).click();
      await deleteBill(page, lang, 'E2E بيانات');
    } finally {
      await removeTestBills(page).catch(() => undefined);
    }
  });
});
