import type { Db } from './db.ts';
import { randomToken } from './crypto.ts';

/**
 * A secret shared by every process on this database: the configured one, else read it or create it
 * once. Creating is for the demo only: a pepper stored beside the hashes it protects adds nothing
 * once the database leaks, so production must configure it (production-checks.ts).
 */
export async function sharedSecret(db: Db, name: string, configured?: string): Promise<string> {
  if (configured) return configured;
  await db.query('INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, randomToken()]);
  const rows = await db.query<{ value: string }>('SELECT value FROM app_secrets WHERE name = $1', [name]);
  return rows[0]!.value;
}
