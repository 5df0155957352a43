import type { Page } from 'playwright-core';
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
} as const;
export const DEMO_STAFF_PASSWORD = 'Staff#2026demo';

const lastStep = new Map<string, number>();

/**
 * The code the staff member's authenticator shows now. The server takes each 30-second step once, so
 * when this process already used the current step for the secret, wait for the next one.
 */
export async function authenticatorCode(secret: string): Promise<string> {
  let step = Math.floor(Date.now() / 30_000);
  if (lastStep.get(secret) === step) {
    await new Promise((r) => setTimeout(r, (step + 1) * 30_000 - Date.now() + 200));
    step = Math.floor(Date.now() / 30_000);
  }
  lastStep.set(secret, step);
  return generate({ secret });
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
  await page.getByRole('textbox', { name: bo(lang, 'signIn.code') }).fill(await authenticatorCode(staff.secret));
  await page.getByRole('button', { name: bo(lang, 'signIn.submit'), exact: true }).click();
  if (who === 'iam') await page.getByRole('button', { name: bo(lang, 'app.signOut') }).waitFor();
  else await page.getByRole('heading', { level: 1, name: bo(lang, 'search.heading') }).waitFor();
}
