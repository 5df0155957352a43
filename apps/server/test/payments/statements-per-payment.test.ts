import { calls } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { countingDb } from '../../src/platform/sql-count.ts';
import { expectResult } from '../support/api.ts';
import { usePaymentApp } from '../support/payment-app.ts';
import { billLine, walletCode, walletPay } from './payment-fixtures.ts';

/**
 * What one wallet payment costs the database (issue 36, decisions 057 and 065): statements per route of the
 * journey (inquiry, code, pay; the receipt queued inside the last), counted as SQL_COUNT counts them.
 * PRINT_SQL=1 prints them, the way to see which read repeats before changing anything.
 */
interface Statement {
  route: string;
  sql: string;
  params: readonly unknown[];
}
const seen: Statement[] = [];
let recording = false;

// The catalog cached as in production (tests switch it off to see their own changes at once).
const t = usePaymentApp(
  { CATALOG_CACHE_SECONDS: 300 },
  { appDb: (db) => countingDb(db, (route, sql, params) => recording && seen.push({ route, sql, params })) },
);

const ROUTES = [calls.inquirePostBill, calls.generateToken, calls.walletPay].map((c) => `/api/${c.path}`);
const squeeze = (sql: string) => sql.replace(/\s+/g, ' ').trim();

async function onePayment() {
  const { line } = await billLine(t.app);
  const code = await walletCode(t.app, line);
  expectResult(await walletPay(t.app, line, code), 0);
}

describe('SQL statements of one wallet payment', () => {
  it('stays within 19 from inquiry to receipt queued, and no request reads the same thing twice', async () => {
    await onePayment(); // caches warm, as on a server that has been up a while
    seen.length = 0;
    recording = true;
    await onePayment();
    recording = false;
    const ofJourney = seen.filter((s) => ROUTES.includes(s.route));
    if (process.env.PRINT_SQL) {
      for (const route of ROUTES) {
        const mine = ofJourney.filter((s) => s.route === route);
        console.log(`${route}: ${mine.length}\n${mine.map((s) => `  ${squeeze(s.sql).slice(0, 160)}`).join('\n')}`);
      }
    }
    const repeated = ROUTES.flatMap((route) => {
      const reads = ofJourney
        .filter((s) => s.route === route && /^\s*SELECT/i.test(s.sql))
        .map((s) => `${squeeze(s.sql)} ${JSON.stringify(s.params)}`);
      return reads.filter((r, i) => reads.indexOf(r) !== i).map((r) => `${route}: ${r}`);
    });
    expect(repeated).toEqual([]);
    expect(ofJourney.length).toBeLessThanOrEqual(19);
  });
});
