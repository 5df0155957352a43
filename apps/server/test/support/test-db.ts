import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { migrate } from '../../src/db/migrate.ts';
import { seed } from '../../src/db/seed/index.ts';
import { openPglite, openPostgres, type Db } from '../../src/platform/db.ts';

export interface TestDb {
  db: Db;
  /** Closes the database and, on PostgreSQL, drops the test file's schema. */
  dispose(): Promise<void>;
}

/**
 * A database of its own for one test file: an in-memory clone of the PGlite template, or with
 * TEST_DB=postgres a fresh schema in DATABASE_URL, migrated and seeded like a first start.
 */
export async function openTestDb(): Promise<TestDb> {
  return process.env.TEST_DB === 'postgres' ? openPostgresSchema() : openPgliteClone();
}

async function openPgliteClone(): Promise<TestDb> {
  const tarball = inject('pgliteTemplate');
  if (!tarball) throw new Error('No PGlite template: run vitest with apps/server/vitest.config.ts');
  const db = await openPglite(undefined, { loadDataDir: new Blob([await readFile(tarball)]) });
  return { db, dispose: () => db.close() };
}

async function openPostgresSchema(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  // Random, so test files running side by side (and reruns after a crash) never meet.
  const schema = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(url, { max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = await openPostgres(url, { searchPath: schema, max: 4 });
  await migrate(db);
  await seed(db);
  return {
    db,
    async dispose() {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}
