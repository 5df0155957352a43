import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { moveDemoClock } from '../../src/db/demo-data.ts';
import { openTestDb, type TestDb } from '../support/test-db.ts';

/**
 * The build's prebuilt demo database (decision 051) holds a history seeded relative to the build: a
 * first start moves every date by the folder's age, except what must never change.
 */
describe('the prebuilt demo moved to now', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb();
  });
  afterAll(() => t.dispose());

  const newest = async () => {
    const [row] = await t.db.query<{ at: Date; born: string | null; applied: Date }>(
      `SELECT (SELECT max(created_at) FROM payments) AS at,
              (SELECT max(applied_at) FROM schema_migrations) AS applied,
              (SELECT max(date_of_birth)::text FROM customers) AS born`,
    );
    return row!;
  };

  test('a folder made three days ago: payments move three days forward, migrations and birthdays stay', async () => {
    const before = await newest();
    const now = new Date();
    await moveDemoClock(t.db, new Date(now.getTime() - 3 * 86_400_000), now);
    const after = await newest();
    expect(after.at.getTime() - before.at.getTime()).toBe(3 * 86_400_000);
    expect(after.applied.getTime()).toBe(before.applied.getTime());
    expect(after.born).toBe(before.born);
  });

  test('a folder made minutes ago is left as it is', async () => {
    const before = await newest();
    await moveDemoClock(t.db, new Date(Date.now() - 10 * 60_000));
    expect((await newest()).at.getTime()).toBe(before.at.getTime());
  });
});
