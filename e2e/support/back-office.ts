import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { generate } from 'otplib';
import { ar } from '../../apps/backoffice/src/shared/i18n/ar.ts';
import { en, type TextKey } from '../../apps/backoffice/src/shared/i18n/en.ts';
import type { Lang } from './browser.ts';
import { serverUrl } from './context.ts';

/** The back office's own texts (apps/backoffice/src/shared/i18n), as a staff member reads them. */
export const bo = (lang: Lang, key: TextKey): string => (lang === 'ar' ? ar : en)[key];

export const backOfficeUrl = (path = '/', origin = serverUrl()) => `${origin}/BackOffice${path}`;

/** The demo staff (README, apps/server/src/db/seed/staff.ts). */
export const DEMO_STAFF = {
  agent: { email: 'agent@staff.example.om', secret: '7WVOSII5DNBYSEM6OUKM5WKEPOXKXIVH' },
  lead: { email: 'lead@staff.example.om', secret: '2O4C5X4AJID4BLSIGBUNK3CXRD2NJMJ6' },
  iam: { email: 'iam@staff.example.om', secret: 'YUO7OYFL62Z3PWJSFYHHMZ6MFCEE7THK' },
  finance: { email: 'finance@staff.example.om', secret: 'OLB6HVK4FFBDGF323GHNTLSQJIGYSDB5' },
  auditor: { email: 'auditor@staff.example.om', secret: 'MT2GQFH6XJCRWH3BRSUVMNYUUSTD3NJV' },
  approver: { email: 'approver@staff.example.om', secret: 'GC6NTBMPBD3RTT5K7LS4NW6JV35QN5OP' },
} as const;
export const DEMO_STAFF_PASSWORD = 'Staff#2026demo';

/**
 * The last authenticator step used per staff member on a server, kept in a file beside the run's client
 * copy: a server takes each 30-second step once per staff member, and test files that run one after
 * another in a worker share a server. A file with a server of its own counts its own steps.
 */
const stepFile = (secret: string, origin: string) =>
  path.join(
    os.tmpdir(),
    `${path.basename(inject('webDist'))}-totp-${createHash('sha256')
      // One server under two names (the passkey file signs in at localhost): one count of its steps, or a
      // sign-in under one name takes a step the server saw taken under the other (it refuses any step at or
      // before the last it took for that member).
      .update(origin.replace('://localhost:', '://127.0.0.1:') + secret)
      .digest('hex')
      .slice(0, 16)}`,
  );

/**
 * A code the server has not taken yet. It accepts one step either side of now (totp.ts), so the step after
 * the current one is used before waiting: two sign-ins per 30 s need no wait, a third waits for the next step.
 */
export async function authenticatorCode(secret: string, origin = serverUrl()): Promise<string> {
  const file = stepFile(secret, origin);
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    const last = fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8')) : -Infinity;
    const step = Math.max(now, last + 1);
    if (step <= now + 1) {
      fs.writeFileSync(file, String(step));
      return generate({ secret, epoch: step * 30 });
    }
    await new Promise((r) => setTimeout(r, (now + 1) * 30_000 - Date.now() + 200));
  }
}

/** Signs in with the password, then the authenticator code, and waits for the search page (or, for a role without search, the menu). */
export async function signInStaff(page: Page, lang: Lang, who: keyof typeof DEMO_STAFF, origin?: string): Promise<void> {
  const staff = DEMO_STAFF[who];
  await page.goto(backOfficeUrl('/', origin));
  await page.getByRole('heading', { level: 1, name: bo(lang, 'signIn.heading') }).waitFor();
  await page.getByRole('textbox', { name: bo(lang, 'signIn.email') }).fill(staff.email);
  await page.locator('input[autocomplete="current-password"]').fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: bo(lang, 'signIn.continue') }).click();
  await page.getByRole('heading', { level: 1, name: bo(lang, 'signIn.codeHeading') }).waitFor();
  await page.getByRole('textbox', { name: bo(lang, 'signIn.code') }).fill(await authenticatorCode(staff.secret, origin));
  await page.getByRole('button', { name: bo(lang, 'signIn.submit'), exact: true }).click();
  if (who === 'iam') await page.getByRole('button', { name: bo(lang, 'app.signOut') }).waitFor();
  else await page.getByRole('heading', { level: 1, name: bo(lang, 'search.heading') }).waitFor();
}

/**
 * Searches and waits until the table holds this search's rows: the page keeps the previous rows on screen
 * while a new search runs, and a click on those would open some other payment.
 */
export async function searchPayments(page: Page, lang: Lang, q: string): Promise<void> {
  await page.getByRole('textbox', { name: bo(lang, 'search.box') }).fill(q);
  const answered = page.waitForResponse(
    (r) => /\/BackOffice\/SearchPayments$/i.test(r.url()) && Boolean((r.request().postDataJSON() as { q?: string } | null)?.q),
  );
  await page.getByRole('button', { name: bo(lang, 'search.submit'), exact: true }).click();
  await page.waitForURL(/[?&]q=/);
  await answered;
  await page.locator('[data-results][aria-busy="false"]').getByRole('table').waitFor();
}
