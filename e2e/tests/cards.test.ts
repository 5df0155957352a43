import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { callApi, pageSessionId } from '../support/api.ts';
import { readAuth, signInIndividual } from '../support/auth.ts';
import { PHONE, useBrowser, type Lang } from '../support/browser.ts';
import { originOf, pageUrl } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import { CARDS } from '../support/payments.ts';
import { typeCardInHostedFields, waitForHostedFields } from '../support/card-page.ts';
import { readAndCloseDialog } from '../support/dialogs.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { button, expectNoPageOverflow } from '../support/layout.ts';

const browser = useBrowser();

/** The server's message on delete (apps/server/src/modules/card-management/service.ts). */
const DELETED = { en: 'The card has been deleted', ar: 'تم حذف البطاقة' } as const;
const HOSTED = ['#add-card-number', '#add-card-exp-month', '#add-card-exp-year', '#add-card-cvv'];

const cardRow = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
/** The card's row, or on a phone its block in the list. */
const cardEntry = (page: Page, name: string) => cardRow(page, name).or(page.getByRole('listitem').filter({ hasText: name }));

/** On a phone the cards are a list, one block per card with name, number, expiry and delete; nothing scrolls sideways. */
async function expectPhoneList(page: Page, lang: Lang, name: string, shot: string): Promise<void> {
  await page.setViewportSize(PHONE);
  const entry = page
    .getByRole('list', { name: t(lang, 'cards.caption') })
    .getByRole('listitem')
    .filter({ hasText: name });
  await entry.waitFor();
  const year = String(new Date().getFullYear() + 3).slice(-2);
  expect((await entry.innerText()).split(/\n+/)).toEqual([name, '4111 11** **** 1111', `${t(lang, 'cards.expiry')}: 07/${year}`]);
  expect(await button(entry, t(lang, 'cards.delete', { name })).isVisible()).toBe(true);
  await expectNoPageOverflow(page, 'My Cards on a phone');
  await expectNoSeriousA11yViolations(page, `My Cards on a phone (${lang})`);
  await saveScreenshot(page, shot);
}

/** Removes the cards this file saved (named "E2E …"), so the demo customer keeps the seeded cards. */
async function removeTestCards(page: Page): Promise<void> {
  const session = await pageSessionId(page);
  const customerID = (await readAuth(page))?.custInfo.customerID ?? 0;
  const list = await callApi(originOf(page), 'CardManagement/GetAllCardManagement', { customerInfo: { customerID } }, session);
  for (const card of (list.details as { creditCardInfo: Array<{ id: number; cardName: string }> }).creditCardInfo.filter((c) =>
    c.cardName.startsWith('E2E'),
  )) {
    await callApi(originOf(page), 'CardManagement/DeleteRegistredCard', { creditCardInfo: { creditCardID: card.id } }, session);
  }
}

async function openMyCards(page: Page, lang: Lang): Promise<void> {
  await page.goto(pageUrl(page, '/CardManagement'));
  await page.getByRole('heading', { level: 1, name: t(lang, 'cards.title') }).waitFor();
  await page.getByRole('table', { name: t(lang, 'cards.caption') }).waitFor();
}

async function openAddCard(page: Page, lang: Lang): Promise<Locator> {
  await button(page, t(lang, 'cards.add')).click();
  const modal = page.getByRole('dialog', { name: t(lang, 'payment.oneTime.cards.addTitle') });
  await modal.waitFor();
  await waitForHostedFields(page, lang, HOSTED);
  return modal;
}

const nameField = (modal: Locator, lang: Lang) =>
  modal.getByRole('textbox', { name: new RegExp(`^${t(lang, 'payment.oneTime.cards.name')}`) });

/** The "Are you sure you want to cancel?" confirmation over the modal, answered. */
async function answerCloseConfirm(page: Page, lang: Lang, answer: 'cancel' | 'accept', shot?: string): Promise<void> {
  const confirm = page.getByRole('dialog', { name: t(lang, 'common.dialog.confirm') });
  await confirm.getByText(t(lang, 'common.closeConfirm')).waitFor();
  if (shot) {
    await expectNoSeriousA11yViolations(page, `add card close confirmation (${lang})`);
    await saveScreenshot(page, shot);
  }
  await button(confirm, t(lang, `common.${answer}`)).click();
  await confirm.waitFor({ state: 'detached' });
}

/** Types the approving test card and a name, saves, and waits for the success dialog; the modal closes. */
async function saveCard(page: Page, lang: Lang, modal: Locator, name: string, shot?: string): Promise<void> {
  await nameField(modal, lang).fill(name);
  await typeCardInHostedFields(page, { number: CARDS.approve, month: '07' }, 'add-card');
  const save = button(modal, t(lang, 'payment.oneTime.cards.save'));
  await expect.poll(() => save.isEnabled()).toBe(true);
  if (shot) {
    await expectNoSeriousA11yViolations(page, `add card, filled (${lang})`);
    await saveScreenshot(page, shot);
  }
  await save.click();
  expect(await readAndCloseDialog(page, lang, 'success')).toBe(t(lang, 'payment.oneTime.cards.saved'));
  await modal.waitFor({ state: 'detached' });
}

/** The card in the list: name, number masked in fours (left to right), expiry MM/YY. */
async function expectListed(page: Page, name: string): Promise<void> {
  const row = cardRow(page, name);
  await row.waitFor();
  const cells = await row.getByRole('cell').allInnerTexts();
  const year = String(new Date().getFullYear() + 3).slice(-2);
  expect(cells.slice(0, 3)).toEqual([name, '4111 11** **** 1111', `07/${year}`]);
  // Left to right also in Arabic: the first group is drawn left of the last one.
  const [first, last] = await row
    .getByRole('cell')
    .nth(1)
    .evaluate((cell) => {
      const text = cell.querySelector('bdi')?.firstChild ?? cell.firstChild!;
      const range = document.createRange();
      return [0, (text.textContent ?? '').length - 1].map((i) => {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return range.getBoundingClientRect().x;
      });
    });
  expect(first!).toBeLessThan(last!);
}

/** Delete from the row; "Are you sure" No keeps the card, Yes removes it with the server's message. */
async function deleteCard(page: Page, lang: Lang, name: string, firstSayNo: boolean): Promise<void> {
  const ask = async () => {
    await button(page, t(lang, 'cards.delete', { name })).click();
    const confirm = page.getByRole('dialog', { name: t(lang, 'common.dialog.confirm') });
    await confirm.getByText(t(lang, 'cards.confirmDelete')).waitFor();
    return confirm;
  };
  if (firstSayNo) {
    const confirm = await ask();
    await expectNoSeriousA11yViolations(page, `delete card confirmation (${lang})`);
    await saveScreenshot(page, `cards/delete-confirm-${lang}`);
    await button(confirm, t(lang, 'common.no')).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await cardEntry(page, name).count()).toBe(1);
  }
  const confirm = await ask();
  await button(confirm, t(lang, 'common.yes')).click();
  expect(await readAndCloseDialog(page, lang, 'success')).toBe(DELETED[lang]);
  await cardEntry(page, name).waitFor({ state: 'detached' });
}

describe('My Cards in English', () => {
  test('Add Card stays open on Esc and outside clicks, asks before closing, saves through the hosted fields; the card is listed masked and deleted after confirmation', async () => {
    const lang: Lang = 'en';
    const { page } = await browser.open(lang);
    const name = `E2E EN ${Date.now().toString(36).toUpperCase()}`;
    await signInIndividual(page, lang);
    try {
      await openMyCards(page, lang);
      await expectNoSeriousA11yViolations(page, 'My Cards (en)');
      await saveScreenshot(page, 'cards/list-en');

      const modal = await openAddCard(page, lang);
      const save = button(modal, t(lang, 'payment.oneTime.cards.save'));
      expect(await save.isDisabled()).toBe(true);
      await expectNoSeriousA11yViolations(page, 'add card (en)');

      // Neither Esc nor a click on the backdrop closes it, and neither asks anything.
      await nameField(modal, lang).fill(name);
      await page.keyboard.press('Escape');
      await page.mouse.click(8, 400);
      expect(await page.getByRole('dialog', { name: t(lang, 'common.dialog.confirm') }).count()).toBe(0);
      expect(await modal.isVisible()).toBe(true);

      // The close button asks; Cancel keeps the modal and what was typed.
      await button(modal, t(lang, 'common.close')).click();
      await answerCloseConfirm(page, lang, 'cancel', 'cards/close-confirm-en');
      expect(await nameField(modal, lang).inputValue()).toBe(name);

      // A name is required (English letters): the card is not saved without one.
      await nameField(modal, lang).fill('');
      await typeCardInHostedFields(page, { number: CARDS.approve, month: '07' }, 'add-card');
      await expect.poll(() => save.isEnabled()).toBe(true);
      await save.click();
      await modal.getByRole('alert').getByText(t(lang, 'validation.fieldRequired')).waitFor();

      await saveCard(page, lang, modal, name, 'cards/add-card-en');
      await expectListed(page, name);
      await expectNoSeriousA11yViolations(page, 'My Cards with a card (en)');
      await saveScreenshot(page, 'cards/list-with-card-en');

      await expectPhoneList(page, lang, name, 'cards/list-with-card-en-phone');

      await deleteCard(page, lang, name, true);
    } finally {
      await removeTestCards(page).catch(() => undefined);
    }
  });
});

describe('My Cards in Arabic', () => {
  test('Accept on the close confirmation closes Add Card without saving; a card added is listed left to right, fits a phone, and is deleted', async () => {
    const lang: Lang = 'ar';
    const { page } = await browser.open(lang);
    const name = `E2E AR ${Date.now().toString(36).toUpperCase()}`;
    await signInIndividual(page, lang);
    try {
      await openMyCards(page, lang);
      await expectNoSeriousA11yViolations(page, 'My Cards (ar)');
      await saveScreenshot(page, 'cards/list-ar');
      const before = await page.getByRole('row').count();

      let modal = await openAddCard(page, lang);
      await nameField(modal, lang).fill(name);
      await button(modal, t(lang, 'common.cancel')).click();
      await answerCloseConfirm(page, lang, 'accept', 'cards/close-confirm-ar');
      await modal.waitFor({ state: 'detached' });
      expect(await page.getByRole('row').count()).toBe(before);

      modal = await openAddCard(page, lang);
      expect(await nameField(modal, lang).inputValue()).toBe('');
      await saveCard(page, lang, modal, name, 'cards/add-card-ar');
      await expectListed(page, name);
      await expectNoSeriousA11yViolations(page, 'My Cards with a card (ar)');
      await saveScreenshot(page, 'cards/list-with-card-ar');

      await expectPhoneList(page, lang, name, 'cards/list-with-card-ar-phone');

      await deleteCard(page, lang, name, true);
    } finally {
      await removeTestCards(page).catch(() => undefined);
    }
  });
});
