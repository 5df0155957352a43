import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Queryable } from '../../platform/db.ts';
import { serverPath } from '../../platform/paths.ts';
import { seedAds } from './ads.ts';
import { seedCatalog } from './catalog.ts';
import { CONTENT } from './content.ts';
import { LOOKUPS } from './lookups.ts';

/** Lookups and content pages, by their natural keys. */
async function writeLookupsAndContent(q: Queryable): Promise<void> {
  for (const [kind, code, edesc, adesc] of LOOKUPS) {
    await q.query(
      `INSERT INTO lookups (kind, code, edesc, adesc, sort) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (kind, code) DO UPDATE SET edesc = EXCLUDED.edesc, adesc = EXCLUDED.adesc, sort = EXCLUDED.sort`,
      [kind, code, edesc, adesc, LOOKUPS.findIndex((l) => l[0] === kind && l[1] === code)],
    );
  }
  for (const c of CONTENT) {
    await q.query(
      `INSERT INTO general_settings (code, edesc, adesc) VALUES ($1, $2, $3)
       ON CONFLICT (code) DO UPDATE SET edesc = EXCLUDED.edesc, adesc = EXCLUDED.adesc`,
      [c.code, c.edesc, c.adesc],
    );
  }
}

/** The files that hold the reference data and the code that writes it. */
const SOURCES = ['reference-data.ts', 'catalog.ts', 'catalog-data.ts', 'ads.ts', 'content.ts', 'lookups.ts'];

/**
 * What the rows are made from: the files' text, read from src like the migrations (the same under tsx
 * and in the compiled bundle, which a function's text is not), so a release that changes the data, a
 * column the code fills or the way it names a file renews them.
 */
const INPUTS = SOURCES.reduce((hash, file) => hash.update(fs.readFileSync(serverPath('src/db/seed', file))), createHash('sha256')).digest(
  'hex',
);

/**
 * Brings the reference data up to date. It was a few hundred upserts at every start, a second of a
 * PostgreSQL start (issue 36); now they run only when their inputs or the schema (the newest migration,
 * which may have reshaped the tables) differ from the last renewal this database recorded.
 */
export async function renewReferenceData(q: Queryable): Promise<boolean> {
  const [row] = await q.query<{ checksum: string | null; migrated: string | null }>(
    `SELECT (SELECT checksum FROM reference_data_renewal) AS checksum, (SELECT max(version) FROM schema_migrations) AS migrated`,
  );
  const checksum = `${INPUTS}/${row?.migrated ?? ''}`;
  if (row?.checksum === checksum) return false;
  await writeLookupsAndContent(q);
  await seedCatalog(q);
  await seedAds(q);
  await q.query(
    `INSERT INTO reference_data_renewal (checksum) VALUES ($1)
     ON CONFLICT (only_row) DO UPDATE SET checksum = EXCLUDED.checksum, renewed_at = now()`,
    [checksum],
  );
  return true;
}
