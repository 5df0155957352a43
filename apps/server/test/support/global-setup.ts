import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrate } from '../../src/db/migrate.ts';
import { seed } from '../../src/db/seed/index.ts';
import { openPglite } from '../../src/platform/db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated, seeded PGlite data folder; empty when TEST_DB=postgres. */
    pgliteTemplate: string;
  }
}

/**
 * Migrating and seeding costs seconds (initdb, argon2 hashes of the demo passwords), so it happens
 * once per run; each test file then starts from an in-memory copy of the result (STYLE habit 7).
 * The template is built in a folder through the server's own openPglite, then dumped to a tarball.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    if (!process.env.DATABASE_URL) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    project.provide('pgliteTemplate', '');
    return;
  }
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'portal-api-template-'));
  const dataDir = path.join(workDir, 'pgdata');
  const db = await openPglite(dataDir);
  await migrate(db);
  await seed(db);
  await db.close();

  const client = await PGlite.create(dataDir);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const tarball = path.join(workDir, 'template.tar');
  await writeFile(tarball, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', tarball);
  return () => rm(workDir, { recursive: true, force: true });
}
