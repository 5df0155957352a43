import path from 'node:path';
import type { Config } from './config.ts';
import { openPglite, openPostgres, type Db } from './db.ts';
import { migrate } from '../db/migrate.ts';
import { seed } from '../db/seed/index.ts';
import { moveDemoClock, prebuiltDemoFor } from '../db/demo-data.ts';
import { countingDb, logStatementsToStderr } from './sql-count.ts';

/**
 * PostgreSQL when DATABASE_URL is set, embedded PGlite in DATA_DIR otherwise; migrated and seeded. An
 * empty folder of the compiled demo starts from the build's prebuilt database (db/demo-data.ts).
 */
export async function openDatabase(config: Config): Promise<Db> {
  const dataDir = path.resolve(config.DATA_DIR);
  const prebuilt = !config.DATABASE_URL && config.DEMO_MODE ? prebuiltDemoFor(dataDir) : undefined;
  const opened = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL, { max: config.DB_POOL_SIZE, idleSeconds: config.DB_POOL_IDLE_SECONDS })
    : await openPglite(dataDir, { emptyStartsFrom: prebuilt?.dir });
  const db = config.SQL_COUNT ? countingDb(opened, config.SQL_LOG ? logStatementsToStderr : undefined) : opened;
  if (prebuilt) await moveDemoClock(db, prebuilt.builtAt);
  await migrate(db);
  await seed(db, { demo: config.DEMO_MODE });
  return db;
}
