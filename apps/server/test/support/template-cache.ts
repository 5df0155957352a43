import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OMAN_OFFSET_MS } from '@portal/contract';

/**
 * The migrated, seeded PGlite template kept between test runs, in node_modules/.cache/portal-test-db
 * (ignored by git, and emptied by `npm ci`; `rm -rf node_modules/.cache/portal-test-db` starts afresh).
 *
 * Its name holds a hash of everything that decides its contents: the migrations, the seed and every
 * module it imports (followed from the sources, so a new import counts too), this folder's global
 * setup that builds it, and PGlite's version. And the hour in Oman it was built in: the seed writes
 * history relative to the instant it runs (a payment 2 hours and one 3 days before it, the months up
 * to the current UTC month, this month's slots at fixed UTC times of day), so a template is used only
 * in the hour it was made: as if the run had started up to an hour earlier. Oman keeps UTC+4, so its hours
 * begin with UTC's, and the hour also changes with Oman's day and with the UTC month.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SERVER = path.join(ROOT, 'apps/server');
const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/portal-test-db');
const CONTRACT = path.join(ROOT, 'packages/contract/src/index.ts');
/** Where the template's contents come from; followed through their imports. */
const ENTRIES = ['src/db/migrate.ts', 'src/db/seed/index.ts', 'test/support/global-setup.ts'].map((f) => path.join(SERVER, f));
const MIGRATIONS = path.join(SERVER, 'src/db/migrations');
/** A half-written entry of a run that died; one still being written is much younger. */
const STALE_TEMP_MS = 10 * 60_000;

/** The cache entry for a template built now from the sources as they are. */
export async function templateCacheFile(now = new Date()): Promise<string> {
  const hash = createHash('sha256');
  const migrations = (await readdir(MIGRATIONS)).filter((f) => f.endsWith('.sql')).sort();
  const files = [...migrations.map((f) => path.join(MIGRATIONS, f)), ...(await importedFiles(ENTRIES))];
  for (const file of files) hash.update(`${path.relative(ROOT, file)}\0${await readFile(file, 'utf8')}\0`);
  hash.update(`pglite ${await pgliteVersion()}`);
  const hour = new Date(now.getTime() + OMAN_OFFSET_MS).toISOString().slice(0, 13).replace('T', '-');
  return path.join(CACHE_DIR, `template-${hour}-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * Copies the cached template to `target` (the run's own copy, so a run starting in the next hour may
 * remove the entry at any time); false when there is none.
 */
export async function copyCachedTemplate(entry: string, target: string): Promise<boolean> {
  try {
    await copyFile(entry, target);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stores a template built by this run (`source`) as `entry`: written beside it under a name of its own
 * and renamed into place, so two runs starting together never read a half-written file (both build,
 * the last rename wins, and both are the same). Then removes every other entry.
 */
export async function storeTemplate(source: string, entry: string): Promise<void> {
  await mkdir(CACHE_DIR, { recursive: true });
  const temp = `${entry}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    await copyFile(source, temp);
    await rename(temp, entry);
  } catch (err) {
    await rm(temp, { force: true });
    console.warn(`The PGlite template could not be cached (${(err as Error).message}); the run goes on without.`);
  }
  await removeOtherEntries(entry);
}

/** Older templates (other sources, an earlier hour): 43 MB each. Another run's unfinished write stays. */
async function removeOtherEntries(keep: string): Promise<void> {
  for (const name of await readdir(CACHE_DIR).catch(() => [])) {
    const file = path.join(CACHE_DIR, name);
    if (file === keep) continue;
    if (name.endsWith('.tmp')) {
      const age = await stat(file).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age < STALE_TEMP_MS) continue;
    }
    await rm(file, { force: true });
  }
}

/** The entries and every module they import, directly or not (relative imports and the contract). */
async function importedFiles(entries: string[]): Promise<string[]> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const source = await readFile(file, 'utf8');
    for (const [, from, bare] of source.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g)) {
      const specifier = from ?? bare!;
      const target =
        specifier === '@portal/contract' ? CONTRACT : specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : null;
      if (target && /\.tsx?$/.test(target) && existsSync(target)) queue.push(target);
    }
  }
  return [...seen].sort();
}

async function pgliteVersion(): Promise<string> {
  const require = createRequire(import.meta.url);
  for (let dir = path.dirname(require.resolve('@electric-sql/pglite')); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, version } = JSON.parse(await readFile(manifest, 'utf8')) as { name?: string; version?: string };
    if (name === '@electric-sql/pglite') return version ?? 'unknown';
  }
  throw new Error('@electric-sql/pglite: package.json not found');
}
