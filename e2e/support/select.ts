import type { Locator } from 'playwright-core';

/**
 * Picks an option of a Mantine Select: opens it and clicks the option, again if the list closed before
 * the click landed (a re-render of the page as its data arrives can close an open dropdown; the CI run of
 * 2026-11-28 timed out on an option that stayed "not visible"). Answers the option's text.
 */
export async function chooseOption(field: Locator, option: Locator): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await option.isVisible())) await field.click();
      await option.waitFor({ state: 'visible', timeout: 3_000 });
      const text = ((await option.textContent()) ?? '').trim();
      await option.click({ timeout: 3_000 });
      // The list closes before the next field opens, so a later `option.first()` cannot find this one's.
      await option.waitFor({ state: 'hidden', timeout: 5_000 });
      return text;
    } catch (err) {
      if (attempt >= 4) throw err;
    }
  }
}
