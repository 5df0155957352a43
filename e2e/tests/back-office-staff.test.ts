import { describe, expect, test } from 'vitest';
import { generate } from 'otplib';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { backOfficeUrl, bo, signInStaff } from '../support/back-office.ts';
import { LANGS, useBrowser } from '../support/browser.ts';
import { serverUrl } from '../support/context.ts';
import { saveScreenshot } from '../support/screenshots.ts';

const browser = useBrowser();

/** The invitation link from the demo mailbox, once the outbox's worker has sent it. */
async function invitationLink(to: string): Promise<string> {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
    const res = await fetch(`${serverUrl()}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    const [mail] = ((await res.json()) as { mails: { text_body: string }[] }).mails;
    const link = mail && /https?:\/\/\S+\/BackOffice\/invitation#[\w-]+/.exec(mail.text_body)?.[0];
    if (link) return link;
  }
  throw new Error(`no invitation e-mail reached ${to}`);
}

describe.each(LANGS)('back office staff accounts (%s)', (lang) => {
  test('a staff administrator invites someone; the invitee enrols an authenticator, sets a password and signs in', async () => {
    const { page } = await browser.open(lang);
    await signInStaff(page, lang, 'iam');
    await page.getByRole('link', { name: bo(lang, 'nav.staff') }).click();
    await page.getByRole('heading', { level: 1, name: bo(lang, 'staff.heading') }).waitFor();
    await page.getByRole('table').first().getByText('iam@staff.example.om').waitFor();
    await expectNoSeriousA11yViolations(page, `back office staff (${lang})`);
    await saveScreenshot(page, `back-office/staff-${lang}`);

    const email = `invitee.${lang}.${Date.now()}@staff.example.om`;
    await page.getByRole('button', { name: bo(lang, 'staff.invite') }).click();
    const dialog = page.getByRole('dialog', { name: bo(lang, 'staff.invite') });
    await dialog.getByRole('textbox', { name: bo(lang, 'signIn.email') }).fill(email);
    await dialog.getByRole('textbox', { name: bo(lang, 'staff.name') }).fill('Maryam Al Zadjali');
    // The demo administrator holds only iam_admin, and grants only roles it holds.
    await dialog.getByRole('checkbox', { name: bo(lang, 'role.iam_admin') }).check();
    await expectNoSeriousA11yViolations(page, `back office invite dialog (${lang})`);
    await saveScreenshot(page, `back-office/invite-${lang}`);
    await dialog.getByRole('button', { name: bo(lang, 'staff.send') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('table').nth(1).getByText(email).waitFor();

    // The invitee opens the e-mail's link on a phone.
    const invitee = await browser.open(lang, { viewport: { width: 390, height: 844 } });
    await invitee.page.goto((await invitationLink(email)).replace(/^https?:\/\/[^/]+/, serverUrl()));
    await invitee.page.getByRole('heading', { level: 1, name: bo(lang, 'invitation.heading') }).waitFor();
    const secret = (await invitee.page.locator('pre').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expectNoSeriousA11yViolations(invitee.page, `back office invitation (${lang})`);
    expect(await invitee.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(invitee.page, `back-office/invitation-phone-${lang}`);
    await invitee.page.getByRole('textbox', { name: bo(lang, 'signIn.code') }).fill(await generate({ secret }));
    await invitee.page.locator('input[autocomplete="new-password"]').fill('Maryam#2026');
    await invitee.page.getByRole('button', { name: bo(lang, 'invitation.submit') }).click();
    await invitee.page.getByText(bo(lang, 'invitation.done')).waitFor();
    await saveScreenshot(invitee.page, `back-office/invitation-done-${lang}`);

    await page.reload();
    await page.getByRole('table').first().getByText(email).waitFor();
    await page.getByRole('table').nth(1).getByText(bo(lang, 'staff.invitation.accepted')).first().waitFor();
    expect(await page.goto(backOfficeUrl('/Staff')).then((r) => r?.status())).toBe(200);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('heading', { level: 1, name: bo(lang, 'staff.heading') }).waitFor();
    // The tables scroll inside their own frame; the page itself is never wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, `back-office/staff-phone-${lang}`);
  });
});
