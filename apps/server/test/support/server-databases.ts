import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite, openPostgres, type Db } from '../../src/platform/db.ts';
import { startServer, type ServerOptions } from './server-process.ts';

/** A database a server process runs on, and the way to look inside it once that process has stopped. */
export interface ServerDatabase {
  kind: 'pglite' | 'postgres';
  /** What startServer needs to run on it. */
  options: Pick<ServerOptions, 'dataDir' | 'databaseUrl'>;
  /** Opens it directly. A PGlite folder is one process's at a time: stop the server first. */
  open(): Promise<Db>;
  /** Deletes the folder or drops the schema. */
  dispose(): Promise<void>;
  /** Leaves it behind when this process exits (a temp folder is otherwise removed), to look into; where it is. */
  keep(): string;
}

/** A fresh database for a server process: PGlite unless TEST_DB=postgres (as the API tests choose). */
export function freshServerDatabase(): Promise<ServerDatabase> {
  if (process.env.TEST_DB !== 'postgres') return freshDataDir();
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  return freshPostgresSchema(url);
}

const tempDirs = new Set<string>();
process.once('exit', () => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

let template: Promise<string> | undefined;

/**
 * A PGlite folder the real server created, migrated and seeded, then closed with SIGTERM: made once
 * per process, because a first start costs seconds (initdb, migrations, argon2 hashes of the seed).
 */
export function seededDataDir(): Promise<string> {
  template ??= (async () => {
    const dir = tempDir('portal-template-');
    const dataDir = path.join(dir, 'data');
    const server = await startServer({ dataDir, readyTimeoutMs: 120_000 });
    const exit = await server.stop();
    if (exit.code !== 0) throw new Error(`the template server did not stop cleanly (${JSON.stringify(exit)}):\n${server.stderr()}`);
    return dataDir;
  })();
  return template;
}

/** A copy of the seeded template: a first start's data in the time of a restart. */
export async function freshDataDir(): Promise<ServerDatabase> {
  const source = await seededDataDir();
  const dir = tempDir('portal-data-');
  const dataDir = path.join(dir, 'data');
  fs.cpSync(source, dataDir, { recursive: true });
  // A graceful stop removes the lock; were one left, its pid would not be the new server's.
  fs.rmSync(path.join(dataDir, 'portal.lock'), { force: true });
  return {
    kind: 'pglite',
    options: { dataDir },
    open: () => openPglite(dataDir),
    async dispose() {
      fs.rmSync(dir, { recursive: true, force: true });
      tempDirs.delete(dir);
    },
    keep() {
      tempDirs.delete(dir);
      return dataDir;
    },
  };
}

/**
 * A new, empty schema in the PostgreSQL database at url; the server's first start there migrates and
 * seeds it. The schema rides in the URL (`options=-c search_path=…`), which node-postgres passes to
 * the server at connect, so the server needs no setting of its own for it.
 */
export async function freshPostgresSchema(url: string): Promise<ServerDatabase> {
  // Random, so runs side by side (and reruns after a crash) never meet.
  const schema = `server_test_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(url, { max: 1 });
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.close();
  }
  const withSchema = new URL(url);
  withSchema.searchParams.delete('options');
  const databaseUrl = `${withSchema.toString()}${withSchema.search ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    kind: 'postgres',
    options: { databaseUrl },
    open: () => openPostgres(url, { searchPath: schema, max: 4 }),
    async dispose() {
      const db = await openPostgres(url, { max: 1 });
      try {
        await db.query(`DROP SCHEMA ${schema} CASCADE`);
      } finally {
        await db.close();
      }
    },
    keep: () => `schema ${schema}`,
  };
}

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}
