import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, test } from 'vitest';
import { migrate } from '../../src/db/migrate.ts';
import { seed } from '../../src/db/seed/index.ts';
import { openPglite, openPostgres, type Db } from '../../src/platform/db.ts';
import { countingDb } from '../../src/platform/sql-count.ts';
import { openTestDb } from '../support/test-db.ts';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** A migrated database with nothing seeded: what a first production start finds. */
async function emptyDatabase(): Promise<Db> {
  if (process.env.TEST_DB !== 'postgres') {
    const db = await openPglite();
    cleanups.push(() => db.close());
    await migrate(db);
    return db;
  }
  const url = process.env.DATABASE_URL!;
  const schema = `seed_test_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(url, { max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await openPostgres(url, { searchPath: schema, max: 2 });
  cleanups.push(async () => {
    await db.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.close();
  });
  await migrate(db);
  return db;
}

const count = async (db: Db, table: string) => Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n);

describe('seed without demo mode', () => {
  test('writes the reference data and no customer, wallet, bill or payment', async () => {
    const db = await emptyDatabase();
    await seed(db, { demo: false });
    // Twice, as every start does.
    await seed(db, { demo: false });
    for (const table of ['lookups', 'general_settings', 'biller_categories', 'billers', 'biller_services', 'dashboard_ads', 'branches']) {
      expect(await count(db, table), table).toBeGreaterThan(0);
    }
    for (const table of [
      'customers',
      'sandbox_wallet_accounts',
      'registered_bills',
      'payments',
      'payment_lines',
      'customer_points',
      'saved_cards',
    ]) {
      expect(await count(db, table), table).toBe(0);
    }
  }, 60_000);

  test('refuses a database that was started in demo mode: its demo customers would still sign in', async () => {
    const { db, dispose } = await openTestDb();
    cleanups.push(dispose);
    await expect(seed(db, { demo: false })).rejects.toThrow(/DEMO_MODE: .*holds the demo customers/);
  }, 60_000);
});

describe('the reference data at each start', () => {
  test('is written again only when what it is made from changed: the same inputs send no upsert', async () => {
    const db = await emptyDatabase();
    await seed(db, { demo: false });
    const statements: string[] = [];
    await seed(
      countingDb(db, (_call, sql) => statements.push(sql)),
      { demo: false },
    );
    expect(statements.filter((sql) => /INSERT INTO (lookups|general_settings|billers|biller_services|dashboard_ads)/.test(sql))).toEqual(
      [],
    );

    // Another release's inputs (here: a checksum that no longer matches) renew every row.
    await db.query(`UPDATE billers SET name = 'stale' WHERE id = (SELECT min(id) FROM billers)`);
    await db.query(`UPDATE reference_data_renewal SET checksum = 'an earlier release'`);
    await seed(db, { demo: false });
    expect(await count(db, `billers WHERE name = 'stale'`)).toBe(0);
    const [renewal] = await db.query<{ checksum: string }>('SELECT checksum FROM reference_data_renewal');
    expect(renewal!.checksum).not.toBe('an earlier release');
  }, 60_000);
});
