import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { settle } from './a11y.ts';

export const ARTIFACTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

/** Whether PNGs are written (`E2E_SHOTS=1`, README: screenshots); the checks run either way. */
const SHOOT = process.env.E2E_SHOTS === '1';

/**
 * Checks that the settled page cuts no label off and, with E2E_SHOTS=1, saves a full-page PNG as
 * artifacts/<name>.png (git-ignored); answers its path. By default it first waits for the page to finish
 * loading; `{ asIs: true }` takes the page as it is (failures, always saved). Without E2E_SHOTS the PNG is
 * skipped: 76 full-page captures in software rendering cost about a minute of every CI run.
 */
export async function saveScreenshot(page: Page, name: string, options: { asIs?: boolean } = {}): Promise<string> {
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!options.asIs) {
    await page.waitForLoadState('networkidle', { timeout: SHOOT ? 5000 : 1500 }).catch(() => undefined);
    await settle(page);
  }
  if (SHOOT || options.asIs) await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  if (!options.asIs) await expectNoClippedText(page, name);
  return file;
}

/**
 * No button or badge label cut off: Mantine clips a label that does not fit its box, so a count or an
 * amount at the end of a long Arabic label could vanish on a phone (soft: the journey goes on).
 */
export async function expectNoClippedText(page: Page, where: string): Promise<void> {
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Button-label, .mantine-Badge-label')]
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent ?? ''),
  );
  expect.soft(clipped, `labels cut off on ${where}`).toEqual([]);
}
