import { describe, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { backOfficeUrl, bo, DEMO_STAFF, DEMO_STAFF_PASSWORD, signInStaff } from '../support/back-office.ts';
import { LANGS, useBrowser } from '../support/browser.ts';
import { serverUrl } from '../support/context.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const browser = useBrowser();

/** Chromium's virtual authenticator (CDP): a platform passkey with a fingerprint that always matches. */
async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

describe.each(LANGS)('back office passkeys (%s)', (lang) => {
  test('a staff member adds a passkey, signs in with password and passkey instead of the code, then removes it', async () => {
    // WebAuthn refuses an IP address as relying party: the worker's server makes staff passkeys for its
    // localhost name (support/global-setup.ts), a secure context over plain HTTP.
    const origin = serverUrl().replace('127.0.0.1', 'localhost');
    // A different demo member per language; the passkey is removed at the end, so the shared server's
    // demo staff are as other files expect them.
    const who = lang === 'en' ? 'agent' : 'lead';
    const name = `Laptop ${lang}`;
    const { context, page } = await browser.open(lang, { viewport: { width: 1366, height: 900 } });
    const authenticator = await virtualAuthenticator(context, page);

    await signInStaff(page, lang, who, origin);
    await page.getByRole('link', { name: bo(lang, 'nav.sessions') }).click();
    await page.getByRole('heading', { level: 2, name: bo(lang, 'passkeys.heading') }).waitFor();
    await page.getByRole('textbox', { name: bo(lang, 'passkeys.name') }).fill(name);
    await page.getByRole('button', { name: bo(lang, 'passkeys.add'), exact: true }).click();
    await page.getByRole('cell', { name, exact: true }).waitFor();
    expect(await authenticator.credentials()).toHaveLength(1);
    await expectNoSeriousA11yViolations(page, `back office passkeys (${lang})`);
    await saveScreenshot(page, `back-office/passkeys-${lang}`);

    await page.getByRole('button', { name: bo(lang, 'app.signOut') }).click();
    await page.getByRole('heading', { level: 1, name: bo(lang, 'signIn.heading') }).waitFor();
    await page.getByRole('textbox', { name: bo(lang, 'signIn.email') }).fill(DEMO_STAFF[who].email);
    await page.locator('input[autocomplete="current-password"]').fill(DEMO_STAFF_PASSWORD);
    await page.getByRole('button', { name: bo(lang, 'signIn.continue') }).click();
    const usePasskey = page.getByRole('button', { name: bo(lang, 'passkeys.use') });
    await usePasskey.waitFor();
    await expectNoSeriousA11yViolations(page, `back office sign-in with a passkey (${lang})`);
    await saveScreenshot(page, `back-office/sign-in-passkey-${lang}`);
    await usePasskey.click();
    // The prompt, two calls and the first search page: on a saturated CI machine this took longer than a
    // locator's 15 s (stop 49). A refusal shows an alert: the test fails at once with its words instead.
    const searchHeading = page.getByRole('heading', { level: 1, name: bo(lang, 'search.heading') });
    const refusal = page.getByRole('alert');
    await searchHeading.or(refusal).first().waitFor({ timeout: 45_000 });
    if (!(await searchHeading.isVisible())) throw new Error(`passkey sign-in refused: ${await refusal.innerText()}`);

    // Its use is recorded ("last used" is no longer "never"); the passkey just given is the fresh factor removal asks for.
    await page.goto(backOfficeUrl('/Sessions', origin));
    await page.getByRole('cell', { name, exact: true }).waitFor();
    await expect.poll(() => page.getByRole('cell', { name: bo(lang, 'passkeys.never'), exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: `${bo(lang, 'passkeys.remove')} ${name}` }).click();
    await page.getByText(bo(lang, 'passkeys.none')).waitFor();
  });
});
