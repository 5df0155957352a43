import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { settle } from './a11y.ts';

export const ARTIFACTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts');

/**
 * Saves a full-page PNG as artifacts/<name>.png (git-ignored) and answers its path. By default it
 * first waits for the page to finish loading; `{ asIs: true }` takes the page as it is (failures).
 */
export async function saveScreenshot(page: Page, name: string, options: { asIs?: boolean } = {}): Promise<string> {
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!options.asIs) {
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
    await settle(page);
  }
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}
