import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../platform/db.ts';

/**
 * The embedded demo's first start (issue 36, decision 051). Making the database on an empty folder
 * (initdb, the migrations, a year of demo history) took 7-10 s and up to 900 MB; the build makes it
 * once (scripts/build-demo-data.ts) as a PGlite data folder beside the compiled server, which a first
 * start copies once it holds the folder's lock (a plain file copy, no PGlite work) and then brings up to date like any restart: later
 * migrations, the seed's reference data. Run from the sources there is no such folder, and the
 * database is made as before.
 */
export const DEMO_DATA_DIR = fileURLToPath(new URL('./demo-data', import.meta.url));
/** When the folder was made: its demo history is relative to that instant. */
const STAMP = 'demo-data.json';

/** The build's demo database when this compiled server has one and `dataDir` holds no database yet. */
export function prebuiltDemoFor(dataDir: string): { dir: string; builtAt: Date } | undefined {
  const stamp = path.join(DEMO_DATA_DIR, STAMP);
  if (!fs.existsSync(stamp) || fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined;
  return { dir: DEMO_DATA_DIR, builtAt: new Date((JSON.parse(fs.readFileSync(stamp, 'utf8')) as { builtAt: string }).builtAt) };
}

/** Marks a folder the build made as the prebuilt demo, made at `builtAt` from `inputs` (scripts/demo-data-inputs.mjs). */
export function stampDemoData(dir: string, builtAt: Date, inputs?: string): void {
  fs.writeFileSync(path.join(dir, STAMP), JSON.stringify({ builtAt: builtAt.toISOString(), inputs }));
}

/** The history's own granularity is hours to months: a demo started within this of its build needs no move. */
const STILL_NOW_MS = 60 * 60_000;
/** When migrations ran; and the staff audit log, append-only and hash-chained over its times (decision 043). */
const UNMOVED = ['schema_migrations', 'staff_audit'];

/**
 * The seed writes its history relative to the instant it runs (a payment two hours before, a year of
 * months up to now): every instant in the copied database moves forward by the folder's age, so the
 * demo looks as if it had been seeded at this start.
 */
export async function moveDemoClock(db: Db, builtAt: Date, now = new Date()): Promise<void> {
  const ms = now.getTime() - builtAt.getTime();
  if (ms < STILL_NOW_MS) return;
  await db.tx(async (q) => {
    // Instants only: calendar dates are birthdays and ad runs (the seed writes the ads).
    const columns = await q.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND NOT (table_name = ANY($1::text[]))
          AND data_type IN ('timestamp with time zone', 'timestamp without time zone')`,
      [UNMOVED],
    );
    // One UPDATE per table, all its instants at once: a row is rewritten once, not once per column
    // (it was 3 s of a first start on a folder over an hour old, issue 36). NULL stays NULL.
    const byTable = new Map<string, string[]>();
    for (const { table_name, column_name } of columns) byTable.set(table_name, [...(byTable.get(table_name) ?? []), column_name]);
    for (const [table, cols] of byTable) {
      const set = cols.map((c) => `"${c}" = "${c}" + $1::bigint * interval '1 millisecond'`).join(', ');
      await q.query(`UPDATE "${table}" SET ${set}`, [ms]);
    }
  });
}
