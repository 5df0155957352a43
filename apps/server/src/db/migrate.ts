import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../platform/db.ts';
import { serverPath } from '../platform/paths.ts';

const MIGRATIONS_DIR = serverPath('src/db/migrations');

/** Applies the numbered SQL files not yet applied, each in its own transaction, in order. */
export async function migrate(db: Db): Promise<string[]> {
  // Asked first: a server running as the application role (npm run db:app-role) may not create tables,
  // and PostgreSQL checks that right even for CREATE TABLE IF NOT EXISTS on a table that exists.
  const [known] = await db.query<{ t: string | null }>(`SELECT to_regclass('schema_migrations')::text AS t`);
  if (!known?.t)
    await db.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
  // One read tells a start that has nothing to apply (every start but an upgrade's) so; it was a
  // transaction per file (issue 36). A file not in it is still checked again under the lock below.
  const done = new Set((await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version));
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql') && !done.has(f.replace(/\.sql$/, '')))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const ran = await db.tx(async (q) => {
      // Two server processes starting together on PostgreSQL must not both migrate.
      if (db.kind === 'postgres') await q.query('SELECT pg_advisory_xact_lock(20261121)');
      const rows = await q.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (rows.length) return false;
      const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
      for (const statement of splitStatements(sql)) await q.query(statement);
      await q.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    });
    if (ran) applied.push(version);
  }
  return applied;
}

/** Our migrations hold no functions or string literals with semicolons, so a split on ';' is exact. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
