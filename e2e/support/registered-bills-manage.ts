// The /RegistredBill list and its add/view/rename/delete modal as the management journeys drive them.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { callApi, pageSessionId } from './api.ts';
import { readAuth } from './auth.ts';
import type { Lang } from './browser.ts';
import { originOf, pageUrl } from './context.ts';
import { t } from './i18n.ts';
import { readAndCloseDialog } from './dialogs.ts';
import { saveScreenshot } from './screenshots.ts';
import { button, escapeRegExp } from './layout.ts';

/** The seeded catalog's names (apps/server/src/db/seed/catalog-data.ts, lookups.ts) as the form lists them. */
export const CATALOG = {
  electricity: { en: 'Electricity', ar: 'الكهرباء' },
  medc: { en: 'Muscat Electricity Distribution Company', ar: 'شركة مسقط لتوزيع الكهرباء' },
  electricityBill: { en: 'Electricity Bill', ar: 'فاتورة الكهرباء' },
  accountLabel: { en: 'Account Number', ar: 'رقم الحساب' },
  /** MEDC's prepaid meter: PrePaid without service categories, which cannot be saved. */
  prepaidMeter: { en: 'Prepaid Electricity Meter', ar: 'عداد الكهرباء مسبق الدفع' },
  meterLabel: { en: 'Meter Number', ar: 'رقم العداد' },
  telecom: { en: 'Telecom', ar: 'الاتصالات' },
  omantel: { en: 'Omantel', ar: 'عمانتل' },
  recharge: { en: 'Prepaid Recharge', ar: 'شحن الدفع المسبق' },
  data: { en: 'Data', ar: 'باقة بيانات' },
  mobileLabel: { en: 'Mobile Number', ar: 'رقم الهاتف' },
  water: { en: 'Water', ar: 'المياه' },
  nama: { en: 'Oman Water and Wastewater Services Company (Nama)', ar: 'الشركة العمانية لخدمات المياه والصرف الصحي (نماء)' },
  waterBill: { en: 'Water Bill', ar: 'فاتورة المياه' },
  tenant: { en: 'Tenant', ar: 'مستأجر' },
} as const;

/** Server messages (apps/server/src/modules/registered-bills/service.ts). */
export const SERVER = {
  saved: { en: 'The bill has been saved', ar: 'تم حفظ الفاتورة' },
  duplicate: { en: 'This bill is already registered', ar: 'هذه الفاتورة مسجلة بالفعل' },
  renamed: { en: 'The nickname has been changed', ar: 'تم تغيير الاسم المستعار' },
  deleted: { en: 'The bill has been deleted', ar: 'تم حذف الفاتورة' },
} as const;

/** A label as Mantine names the control: the text, with " *" when required. */
export const exactly = (s: string) => new RegExp(`^${escapeRegExp(s)}( \\*)?$`);
export const select = (scope: Locator, lang: Lang, key: string) => scope.getByRole('combobox', { name: exactly(t(lang, key)) });
export const textbox = (scope: Locator, label: string) => scope.getByRole('textbox', { name: exactly(label) });

/** Removes the bills this file added (nicknames starting "E2E"), so the demo customer keeps the seeded list. */
export async function removeTestBills(page: Page): Promise<void> {
  const session = await pageSessionId(page);
  const customerID = (await readAuth(page))?.custInfo.customerID ?? 0;
  const list = await callApi(originOf(page), 'RegistredBills/GetAllRegistredBills', { customerInfo: { customerID } }, session);
  for (const bill of (list.details as { bills: Array<{ id: number; name: string }> }).bills.filter((b) => b.name.startsWith('E2E'))) {
    await callApi(
      originOf(page),
      'RegistredBills/DeleteRegistredBill',
      { billInfo: { billID: bill.id }, customerInfo: { customerID } },
      session,
    );
  }
}

export async function openList(page: Page, lang: Lang): Promise<void> {
  await page.goto(pageUrl(page, '/RegistredBill'));
  await page.getByRole('heading', { level: 1, name: t(lang, 'registeredBills.title') }).waitFor();
  await page.getByRole('checkbox', { name: 'Home', exact: true }).waitFor();
}

export async function openAddForm(page: Page, lang: Lang): Promise<Locator> {
  await button(page, t(lang, 'registeredBills.list.add')).click();
  const modal = page.getByRole('dialog', { name: t(lang, 'registeredBills.form.addTitle') });
  await modal.waitFor();
  await expect.poll(() => select(modal, lang, 'registeredBills.form.category').locator('option').count()).toBeGreaterThan(3);
  return modal;
}

/** Category → biller → service, each chosen by its visible name, as the dependent lists fill. */
export async function chooseService(modal: Locator, lang: Lang, category: string, biller: string, service: string): Promise<void> {
  await select(modal, lang, 'registeredBills.form.category').selectOption({ label: category });
  await select(modal, lang, 'registeredBills.form.biller').selectOption({ label: biller });
  await select(modal, lang, 'registeredBills.form.service').selectOption({ label: service });
}

/** Save, then the success dialog with the server's message; the modal closes. */
export async function saveExpectingSuccess(page: Page, lang: Lang, modal: Locator): Promise<void> {
  await button(modal, t(lang, 'common.save')).click();
  expect(await readAndCloseDialog(page, lang, 'success')).toBe(SERVER.saved[lang]);
  await modal.waitFor({ state: 'detached' });
}

/** The "Are you sure you want to cancel?" confirmation: Cancel keeps the modal, Accept closes it. */
export async function answerCloseConfirm(page: Page, lang: Lang, answer: 'cancel' | 'accept'): Promise<void> {
  const confirm = page.getByRole('dialog', { name: t(lang, 'common.dialog.confirm') });
  await confirm.getByText(t(lang, 'common.closeConfirm')).waitFor();
  await button(confirm, t(lang, `common.${answer}`)).click();
  await confirm.waitFor({ state: 'detached' });
}

/** A bill's table row, or its block in the list a phone shows (both hold its checkbox, named by nickname). */
export const row = (page: Page, nickname: string) =>
  page.locator('tr, li').filter({ has: page.getByRole('checkbox', { name: nickname, exact: true }) });

/** Delete from the row: "Are you sure?" No keeps it, Yes removes it with the server's message. */
export async function deleteBill(page: Page, lang: Lang, nickname: string, firstSayNo = false): Promise<void> {
  const ask = async () => {
    await button(page, t(lang, 'registeredBills.list.delete', { name: nickname })).click();
    const confirm = page.getByRole('dialog', { name: t(lang, 'common.dialog.confirm') });
    await confirm.getByText(t(lang, 'registeredBills.list.confirmDelete')).waitFor();
    return confirm;
  };
  if (firstSayNo) {
    const confirm = await ask();
    await expectNoSeriousA11yViolations(page, `delete confirmation (${lang})`);
    await saveScreenshot(page, `registered-bills/delete-confirm-${lang}`);
    await button(confirm, t(lang, 'common.no')).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await row(page, nickname).count()).toBe(1);
  }
  const confirm = await ask();
  await button(confirm, t(lang, 'common.yes')).click();
  expect(await readAndCloseDialog(page, lang, 'success')).toBe(SERVER.deleted[lang]);
  await row(page, nickname).waitFor({ state: 'detached' });
}
