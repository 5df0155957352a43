import { expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { openAccountMenu, openLogin, signInCompany } from '../support/auth.ts';
import { LANGS, useBrowser } from '../support/browser.ts';
import { t } from '../support/i18n.ts';

const browser = useBrowser();

test.each(LANGS)(
  'the terms open from the login checkbox in a dialog, their text sanitised and loaded on demand, and close again (%s)',
  async (lang) => {
    const { page } = await browser.open(lang);
    await openLogin(page, lang);
    const checkbox = page.getByRole('checkbox', { name: t(lang, 'terms.accept') });
    await page.getByRole('button', { name: lang === 'ar' ? 'الشروط والأحكام' : 'terms and conditions', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'terms.title') });
    await dialog.waitFor();
    // The seeded terms' first clause, drawn from the server's HTML.
    await dialog.getByText(lang === 'ar' ? 'تتم المدفوعات بالريال العماني' : 'Payments are made in Omani rial', { exact: false }).waitFor();
    await expectNoSeriousA11yViolations(page, `terms dialog (${lang})`);
    // Opening the terms does not tick the box.
    expect(await checkbox.isChecked()).toBe(false);
    // Two ways out, both named: the corner ✕ and the Close button below the text.
    const closers = dialog.getByRole('button', { name: t(lang, 'common.close'), exact: true });
    expect(await closers.count()).toBe(2);
    await closers.last().click();
    await dialog.waitFor({ state: 'detached' });
  },
);

test.each(LANGS)('the change-password dialog passes axe and its close button has a name (%s)', async (lang) => {
  const { page } = await browser.open(lang);
  await signInCompany(page, lang);
  await openAccountMenu(page, lang);
  await page.getByRole('menuitem', { name: t(lang, 'header.changePassword') }).click();
  const dialog = page.getByRole('dialog', { name: t(lang, 'auth.changePassword.title') });
  await dialog.waitFor();
  await expectNoSeriousA11yViolations(page, `change-password dialog (${lang})`);
  // The corner ✕, named for screen readers, closes it.
  await dialog.getByRole('button', { name: t(lang, 'common.close'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
});
