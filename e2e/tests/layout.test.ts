import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { acceptTerms, chooseCustomerType, DEMO, field, openLogin } from '../support/auth.ts';
import { DESKTOP, LANGS, PHONE, useBrowser, type Lang } from '../support/browser.ts';
import { pageUrl, pathPattern } from '../support/context.ts';
import { t } from '../support/i18n.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { expectFits } from '../support/layout.ts';

const browser = useBrowser();
const VIEWPORTS = [DESKTOP, PHONE];

/** Every code box lies inside the padding of the card that holds it (nothing spills over its edge). */
async function expectCodeBoxesInsideCard(page: Page, lang: Lang) {
  const { card, boxes } = await page.evaluate(
    (digit) => {
      const inputs = [...document.querySelectorAll<HTMLInputElement>(`input[aria-label^="${digit}"]`)];
      const paper = inputs[0]?.closest<HTMLElement>('.mantine-Paper-root');
      if (!paper) throw new Error('no card around the code boxes');
      const r = paper.getBoundingClientRect();
      const style = getComputedStyle(paper);
      return {
        card: { left: r.left + parseFloat(style.paddingLeft), right: r.right - parseFloat(style.paddingRight) },
        boxes: inputs.map((i) => ({ left: i.getBoundingClientRect().left, right: i.getBoundingClientRect().right })),
      };
    },
    t(lang, 'common.otp.digit', { n: 1, total: 6 }).split(/\d/)[0]!.trim(),
  );
  expect.soft(boxes.length).toBe(6);
  const spill = boxes.filter((b) => b.left < card.left - 0.5 || b.right > card.right + 0.5);
  expect.soft(spill, `code boxes spill out of the card (content ${card.left}-${card.right}px): ${JSON.stringify(boxes)}`).toEqual([]);
}

/**
 * Screenshots of the account screens in both languages, desktop and phone, saved to
 * e2e/artifacts/<screen>-<lang>-<width>.png for a person to look at right-to-left layout.
 */
describe.each(LANGS)('layout (%s)', (lang) => {
  test.each(VIEWPORTS)('Login, OTPLogin and SelfRegistration fit a $width x $height screen', async (viewport) => {
    const { page } = await browser.open(lang, { viewport });
    const shot = (screen: string) => saveScreenshot(page, `${screen}-${lang}-${viewport.width}`);

    await openLogin(page, lang);
    await shot('login');
    await expectFits(page, lang, 'Login');

    await field(page, t(lang, 'auth.login.mobile')).fill(DEMO.individual.mobile);
    await acceptTerms(page, lang);
    await page.getByRole('button', { name: t(lang, 'auth.login.submit'), exact: true }).click();
    await page.waitForURL(pathPattern('/OTPLogin'));
    await page.getByRole('textbox', { name: t(lang, 'common.otp.digit', { n: 1, total: 6 }) }).waitFor();
    await shot('otplogin');
    await expectFits(page, lang, 'OTPLogin');
    await expectCodeBoxesInsideCard(page, lang);

    await page.goto(pageUrl(page, '/SelfRegistration'));
    await page.getByRole('form', { name: t(lang, 'registration.company.formLabel') }).waitFor();
    await shot('selfregistration-company');
    await expectFits(page, lang, 'SelfRegistration (company)');

    await chooseCustomerType(page, lang, 'individual');
    await page.getByRole('form', { name: t(lang, 'registration.individual.formLabel') }).waitFor();
    await shot('selfregistration-individual');
    await expectFits(page, lang, 'SelfRegistration (individual)');
  });
});
