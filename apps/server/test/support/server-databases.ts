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

/**
 * Under vitest, global-setup.ts gives the run one folder for all of this: the workers share one
 * template, and the folder goes at the end of the run even when a worker never ran its exit hooks.
 * Elsewhere (npm run chaos) each process has its own, removed as it exits.
 */
const runFolder = process.env.PORTAL_SERVER_DATA;
const tempDirs = new Set<string>();
process.once('exit', () => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

let template: Promise<string> | undefined;

/**
 * A PGlite folder the real server created, migrated and seeded, then closed with SIGTERM: made once
 * per test run (or process), because a first start costs seconds (initdb, migrations, argon2 hashes
 * of the seed).
 */
export function seededDataDir(): Promise<string> {
  template ??= runFolder ? sharedTemplate(runFolder) : buildTemplate(path.join(tempDir('portal-template-'), 'data'));
  return template;
}

async function buildTemplate(dataDir: string): Promise<string> {
  const server = await startServer({ dataDir, readyTimeoutMs: 120_000 });
  const exit = await server.stop();
  if (exit.code !== 0) throw new Error(`the template server did not stop cleanly (${JSON.stringify(exit)}):\n${server.stderr()}`);
  return dataDir;
}

/** The first worker to claim the run's template builds it; the others wait for its word. */
async function sharedTemplate(folder: string): Promise<string> {
  const dataDir = path.join(folder, 'template');
  const done = path.join(folder, 'template.done');
  try {
    fs.mkdirSync(path.join(folder, 'template.claimed'));
  } catch {
    for (const deadline = Date.now() + 180_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
      if (!fs.existsSync(done)) continue;
      const failure = fs.readFileSync(done, 'utf8');
      if (failure) throw new Error(`another worker could not build the server template: ${failure}`);
      return dataDir;
    }
    throw new Error('no server template after 180 s');
  }
  try {
    await buildTemplate(dataDir);
    fs.writeFileSync(done, '');
    return dataDir;
  } catch (err) {
    fs.writeFileSync(done, (err as Error).message || 'failed');
    throw err;
  }
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
  const dir = fs.mkdtempSync(path.join(runFolder ?? os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}
