import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Lang } from './browser.ts';
import { pathPattern } from './context.ts';
import { t } from './i18n.ts';

/** The card page (/PaymentForm) and the gateway's hosted fields: card numbers and CVVs are typed into its frames. */

export interface TestCard {
  number: string;
  month?: string;
  year?: string;
  cvv?: string;
}

/** The gateway's iframe in one of our hosted-field containers (#<prefix>-number, -exp-month, -exp-year, -cvv). */
const hostedInput = (page: Page, container: string) => page.frameLocator(`${container} iframe[data-sandboxpay-field]`).locator('#field');

/** Waits until the hosted fields have loaded (the SDK's iframes are in place, the loading note gone). */
export async function waitForHostedFields(page: Page, lang: Lang, containers: string[]): Promise<void> {
  for (const c of containers) await hostedInput(page, c).waitFor();
  await page.getByText(t(lang, 'payment.card.loading')).waitFor({ state: 'detached' });
}

/**
 * Types a card into the gateway's hosted fields: number, expiry month and year (selects), CVV, each
 * an iframe of the gateway's origin inside our containers `#<prefix>-number` etc.
 */
export async function typeCardInHostedFields(page: Page, card: TestCard, prefix = 'card'): Promise<void> {
  const year = card.year ?? String(new Date().getFullYear() + 3);
  await hostedInput(page, `#${prefix}-number`).fill(card.number);
  await hostedInput(page, `#${prefix}-exp-month`).selectOption(card.month ?? '12');
  await hostedInput(page, `#${prefix}-exp-year`).selectOption(year);
  await hostedInput(page, `#${prefix}-cvv`).fill(card.cvv ?? '123');
}

/** A saved card's CVV in its hosted field (#saved-cvv). */
export async function typeSavedCardCvv(page: Page, cvv = '123'): Promise<void> {
  await hostedInput(page, '#saved-cvv').fill(cvv);
}

/** On the card page (/PaymentForm): fields loaded, the card typed, Pay Now enabled and pressed. */
export async function payOnCardPage(page: Page, lang: Lang, number: string, before?: () => Promise<void>): Promise<void> {
  await page.waitForURL(pathPattern('/PaymentForm'));
  await page.getByRole('heading', { level: 1, name: t(lang, 'payment.form.title') }).waitFor();
  await waitForHostedFields(page, lang, ['#card-number', '#card-exp-month', '#card-exp-year', '#card-cvv']);
  const pay = page.getByRole('button', { name: t(lang, 'payment.form.payNow') });
  expect(await pay.isDisabled()).toBe(true);
  await typeCardInHostedFields(page, { number });
  await expect.poll(() => pay.isEnabled()).toBe(true);
  await before?.();
  await pay.click();
  await confirmCardPayment(page, lang);
}

/** The card page's confirm-payment dialog: it names the card typed, and Confirm and pay sends it. */
export async function confirmCardPayment(page: Page, lang: Lang, last4?: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: t(lang, 'payment.form.confirmTitle') });
  await dialog.waitFor();
  if (last4) expect(await dialog.innerText()).toContain(last4);
  await dialog.getByRole('button', { name: t(lang, 'payment.form.confirmPay') }).click();
}
