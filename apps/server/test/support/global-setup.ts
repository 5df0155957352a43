import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/db/migrate.ts';
import { seed } from '../../src/db/seed/index.ts';
import { openPostgres, type Db, type Queryable } from '../../src/platform/db.ts';
import { copyCachedTemplate, storeTemplate, templateCacheFile } from './template-cache.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated, seeded PGlite data folder; empty when TEST_DB=postgres. */
    pgliteTemplate: string;
  }
}

/**
 * Migrating and seeding costs seconds (initdb, argon2 hashes of the demo passwords), so it happens
 * once per run, or not at all when an earlier run in the same hour left the template of the same
 * sources in the cache (template-cache.ts); each test file then starts from an in-memory copy of the
 * result (STYLE habit 7).
 */
export default async function setup(project: TestProject) {
  // Where the tests that run the real server keep its data folders (server-databases.ts): one seeded
  // template for the whole run, and removed with everything in it at the end, whatever the workers did.
  const serverData = await mkdtemp(path.join(os.tmpdir(), 'portal-server-data-'));
  process.env.PORTAL_SERVER_DATA = serverData;
  const removeServerData = () => rm(serverData, { recursive: true, force: true });
  if (process.env.TEST_DB === 'postgres') {
    if (!process.env.DATABASE_URL) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    await vacuumCatalogs(process.env.DATABASE_URL);
    project.provide('pgliteTemplate', '');
    return removeServerData;
  }
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'portal-api-template-'));
  const tarball = path.join(workDir, 'template.tar');
  const cached = await templateCacheFile();
  if (!(await copyCachedTemplate(cached, tarball))) {
    await writeFile(tarball, await buildTemplate());
    await storeTemplate(tarball, cached);
  }
  project.provide('pgliteTemplate', tarball);
  return async () => {
    await rm(workDir, { recursive: true, force: true });
    await removeServerData();
  };
}

/**
 * Every test file creates, migrates and drops a schema of its own, which leaves dead rows in the
 * system catalogs. A CI database may run without autovacuum (this machine's does): there pg_attribute
 * had 385,000 dead rows to 3,800 live ones, and the suite on PostgreSQL took 196 s in one run and 259 s
 * in the next. A plain VACUUM of those tables makes their space reusable; run by a role without the
 * rights to it, PostgreSQL only warns.
 */
async function vacuumCatalogs(url: string): Promise<void> {
  const db = await openPostgres(url, { max: 1 });
  try {
    await db.query(
      'VACUUM pg_catalog.pg_attribute, pg_catalog.pg_depend, pg_catalog.pg_class, pg_catalog.pg_constraint, pg_catalog.pg_index, pg_catalog.pg_trigger, pg_catalog.pg_attrdef, pg_catalog.pg_type',
    );
  } finally {
    await db.close();
  }
}

/** A migrated, seeded in-memory PGlite, dumped as a tarball. */
async function buildTemplate(): Promise<Buffer> {
  const client = await PGlite.create();
  const db = sequentialDb(client);
  await migrate(db);
  await seed(db);
  const dump = await client.dumpDataDir('none');
  await client.close();
  return Buffer.from(await dump.arrayBuffer());
}

/**
 * The in-memory PGlite as a Db, to reach dumpDataDir(), which openPglite keeps inside. Migrate and
 * seed send one statement at a time, so PGlite's own transaction() needs no queue in front of it
 * (an on-disk template opened with openPglite would cost seconds of initdb I/O instead).
 */
function sequentialDb(client: PGlite): Db {
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    query: async <T>(sql: string, params: unknown[] = []) => (await q.query<T>(sql, params)).rows,
  });
  return { kind: 'pglite', ...wrap(client), tx: (fn) => client.transaction((tx) => fn(wrap(tx))), close: () => client.close() };
}
