import path from 'node:path';
import type { Config } from './config.ts';
import { openPglite, openPostgres, type Db } from './db.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed/index.ts';

/** PostgreSQL when DATABASE_URL is set, embedded PGlite in DATA_DIR otherwise; migrated and seeded. */
export async function openDatabase(config: Config): Promise<Db> {
  const db = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL) : await openPglite(path.resolve(config.DATA_DIR));
  await migrate(db);
  await seed(db, { demo: config.DEMO_MODE });
  return db;
}
