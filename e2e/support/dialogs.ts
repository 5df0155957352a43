import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Lang } from './browser.ts';
import { t } from './i18n.ts';

/** The server's message on a receipt (shown on the receipt, not in a dialog): its text. */
export async function readResultMessage(page: Page): Promise<string> {
  const banner = page.getByTestId('payment-result-message');
  await banner.waitFor();
  return (await banner.innerText()).trim();
}

/** The message dialog (error, success) currently open: its text, then OK closes it. */
export async function readAndCloseDialog(page: Page, lang: Lang, kind: 'error' | 'success'): Promise<string> {
  const dialog = page.getByRole('dialog', { name: t(lang, `common.dialog.${kind}`) });
  await dialog.waitFor();
  const text = (await dialog.getByRole(kind === 'error' ? 'alert' : 'status').innerText()).trim();
  // OK again if the dialog is still there: on a loaded machine a click during its opening transition
  // was once lost (CI-like run, cards.test), and the dialog waited for a click that never came.
  const ok = dialog.getByRole('button', { name: t(lang, 'common.ok') });
  await ok.click();
  await expect
    .poll(
      async () => {
        if ((await dialog.count()) === 0) return true;
        await ok.click({ timeout: 2_000 }).catch(() => undefined);
        return (await dialog.count()) === 0;
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBe(true);
  return text;
}
