import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Lang } from './browser.ts';
import type { TextKey } from '../../apps/backoffice/src/shared/i18n/en.ts';
import { backOfficeUrl, bo } from './back-office.ts';
import { sharedDemoClock } from './context.ts';
import type { DemoClock } from './server.ts';
import { chooseOption } from './select.ts';

/** The Oman day of `at`, or the Sunday after it for a Friday or Saturday: the banking day its payments settle with. */
export function settlesWith(at: Date): string {
  const d = new Date(at.getTime() + 4 * 3_600_000);
  while (d.getUTCDay() === 5 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Past banking days with a demo card payment in the sandbox providers' books, for one language: the
 * seed (db/seed/payment-history-plan.ts) pays electricity by card on day 5 + (k % 3) at 09:10 UTC of
 * the month k months back from the seed (`clock`), and writes the providers' books of the months before this one
 * (payment-history.ts). English takes the odd months back, Arabic the even ones, so each works on a day
 * of its own; a later candidate serves a re-run on the same server, whose first days are already worked.
 */
export function settlementDayCandidates(lang: Lang, clock: DemoClock): string[] {
  const months = lang === 'en' ? [1, 3, 5, 7, 9, 11] : [2, 4, 6, 8, 10, 12];
  return months.map((k) => seededDay(clock, k, 5 + (k % 3), 9, 10));
}

/** The banking day a demo instant settles with: day `day` at hh:mm UTC of the month `monthsBack` before the seed, as moved. */
export function seededDay(clock: DemoClock, monthsBack: number, day: number, hour: number, minute = 0): string {
  const from = new Date(clock.seededAt);
  return settlesWith(new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() - monthsBack, day, hour, minute) + clock.movedMs));
}

/** The calendar's status of a day ('none' before its first match), as finance sees it in the month's list. */
export async function calendarStatus(page: Page, day: string): Promise<string | null> {
  await page.goto(backOfficeUrl(`/Settlement?month=${day.slice(0, 7)}`));
  await page.getByRole('link', { name: day }).waitFor();
  return page.getByRole('row').filter({ hasText: day }).locator('[data-day-status]').getAttribute('data-day-status');
}

/** The first candidate day nobody has matched yet on this server (the calendar page is left open on its month). */
export async function untouchedDay(page: Page, lang: Lang): Promise<string> {
  for (const day of settlementDayCandidates(lang, sharedDemoClock())) if ((await calendarStatus(page, day)) === 'none') return day;
  throw new Error(`no untouched settlement day left for ${lang}: start a fresh server`);
}

/** Every amount (as "12.345", a sign kept) in a text, in order: a screen cell or a PDF's extracted text. */
export const amountsIn = (text: string): string[] => [...text.matchAll(/-?\d+\.\d{3}/g)].map((m) => m[0]);

/** The one amount a cell shows. */
export async function amountOf(cell: ReturnType<Page['locator']>): Promise<string> {
  const found = amountsIn((await cell.textContent()) ?? '');
  expect(found, 'one amount in the cell').toHaveLength(1);
  return found[0]!;
}

/**
 * Resolves one open exception through its dialog, as finance does: the row of its kind, "Resolve", the
 * resolution, a note. Answers once the row shows the resolution.
 */
export async function resolveException(page: Page, lang: Lang, kind: string, resolution: 'matched_late' | 'claim_raised'): Promise<void> {
  const row = page.getByRole('row').filter({ hasText: bo(lang, `settle.kind.${kind}` as TextKey) });
  await row.getByRole('button', { name: bo(lang, 'settle.resolve') }).click();
  const dialog = page.getByRole('dialog', { name: bo(lang, 'settle.resolve') });
  await chooseOption(
    dialog.getByLabel(bo(lang, 'settle.resolution')).first(),
    page.getByRole('option', { name: bo(lang, `settle.res.${resolution}` as TextKey) }),
  );
  await dialog
    .getByRole('textbox', { name: bo(lang, 'settle.note') })
    .fill(lang === 'ar' ? 'تمت المراجعة مع الجهة' : 'Checked with the biller');
  await dialog.getByRole('button', { name: bo(lang, 'settle.resolve') }).click();
  await dialog.waitFor({ state: 'hidden' });
  await row.locator(`[data-exception-resolution="${resolution}"]`).waitFor();
}
