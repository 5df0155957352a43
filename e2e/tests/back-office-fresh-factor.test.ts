import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { freshPostgresSchema, type ServerDatabase } from '../../apps/server/test/support/server-databases.ts';
import { expectNoSeriousA11yViolations } from '../support/a11y.ts';
import { authenticatorCode, backOfficeUrl, bo, DEMO_STAFF, signInStaff } from '../support/back-office.ts';
import { LANGS, useBrowser } from '../support/browser.ts';
import { saveScreenshot } from '../support/screenshots.ts';
import { demoClock, startServer, type RunningServer } from '../support/server.ts';
import { settlementDayCandidates } from '../support/settlement.ts';

/**
 * A write-off and a day's sign-off are approvals: five minutes after the approver's last factor the
 * server answers -2 and the page asks for a new authenticator code (issue 31 §1). The factor is aged in
 * SQL, so this file runs its own server on PostgreSQL (a schema of its own) when DATABASE_URL is set, as
 * in CI; the other browser tests' servers run on PGlite in their own process, out of a test's reach.
 */
const url = process.env.DATABASE_URL;
const browser = useBrowser();
let database: ServerDatabase;
let server: RunningServer;

/** The approver's sessions as if their factor had been given six minutes ago. */
async function ageFactor(): Promise<void> {
  const db = await database.open();
  try {
    await db.query(`UPDATE staff_sessions SET factor_at = now() - interval '6 minutes'`);
  } finally {
    await db.close();
  }
}

/** The label of the focused field: after -2 the code field takes the focus from the button pressed. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '');

describe.skipIf(!url).each(LANGS)('an approval after five minutes asks for a fresh code (%s)', (lang) => {
  beforeAll(async () => {
    database = await freshPostgresSchema(url!);
    server = await startServer({ WEB_DIST: inject('webDist'), DATABASE_URL: database.options.databaseUrl! });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  test('writing off an exception and signing off the day each ask for the code first; typed and confirmed, they go through', async () => {
    const origin = server.baseUrl;
    const { page } = await browser.open(lang, { viewport: { width: 1366, height: 900 } });
    await signInStaff(page, lang, 'finance', origin);
    // This file's own server, started moments ago.
    const day = settlementDayCandidates(lang, demoClock())[0]!;
    await page.goto(backOfficeUrl(`/Settlement/${day}`, origin));
    for (const kind of ['late_posting', 'amount_off'] as const) {
      await page.getByRole('checkbox', { name: bo(lang, `settle.trouble.${kind}`) }).check();
    }
    await page.getByRole('button', { name: bo(lang, 'settle.fetchFiles') }).click();
    await page.getByRole('cell', { name: bo(lang, 'settle.source.gateway') }).waitFor();
    await page.getByRole('button', { name: bo(lang, 'settle.match') }).click();
    await expect.poll(() => page.locator('[data-day-status]').first().getAttribute('data-day-status')).toBe('exceptions');

    const approver = (await browser.open(lang, { viewport: { width: 1366, height: 900 } })).page;
    await signInStaff(approver, lang, 'approver', origin);
    await approver.goto(backOfficeUrl(`/Settlement/${day}`, origin));
    const off = approver.getByRole('row').filter({ hasText: bo(lang, 'settle.kind.amount_differs') });
    await off.waitFor();

    await ageFactor();
    await off.getByRole('button', { name: bo(lang, 'settle.writeOff') }).click();
    const dialog = approver.getByRole('dialog', { name: bo(lang, 'settle.writeOff') });
    await dialog.getByRole('textbox', { name: bo(lang, 'settle.note') }).fill('Three baisa, not worth a claim.');
    await dialog.getByRole('button', { name: bo(lang, 'settle.writeOff') }).click();
    await dialog.getByText(bo(lang, 'reveal.stepUp')).waitFor();
    expect(await focusedLabel(approver)).toContain(bo(lang, 'signIn.code'));
    await expectNoSeriousA11yViolations(approver, `write-off asks for a code (${lang})`);
    await saveScreenshot(approver, `back-office/write-off-fresh-code-${lang}`);
    await approver.keyboard.type(await authenticatorCode(DEMO_STAFF.approver.secret, origin));
    await approver.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await off.getByText(bo(lang, 'settle.res.written_off')).waitFor();

    // The biller's late posting stays open: closing is the approver's sign-off, an approval too.
    await ageFactor();
    await approver.getByRole('textbox', { name: bo(lang, 'settle.closeReason') }).fill('Claimed from the biller.');
    await approver.getByRole('button', { name: bo(lang, 'settle.close') }).click();
    await approver.getByText(bo(lang, 'reveal.stepUp')).waitFor();
    expect(await focusedLabel(approver)).toContain(bo(lang, 'signIn.code'));
    expect(await approver.locator('[data-day-status]').first().getAttribute('data-day-status')).toBe('exceptions');
    await saveScreenshot(approver, `back-office/day-close-fresh-code-${lang}`);
    await approver.keyboard.type(await authenticatorCode(DEMO_STAFF.approver.secret, origin));
    await approver.keyboard.press('Enter');
    await approver.getByText(bo(lang, 'settle.closed')).waitFor();
  });
});
