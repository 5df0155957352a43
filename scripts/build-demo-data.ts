// The embedded demo's database, made once by the build (scripts/build-server.mjs) instead of at every
// first start (decision 051): a PGlite folder beside the compiled server, migrated and seeded in demo
// mode and closed cleanly. Run: node --import tsx scripts/build-demo-data.ts <outdir> [inputs digest]
import fs from 'node:fs';
import path from 'node:path';
import { openPglite } from '../apps/server/src/platform/db.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seed } from '../apps/server/src/db/seed/index.ts';
import { stampDemoData } from '../apps/server/src/db/demo-data.ts';

const [outdir, inputs] = process.argv.slice(2);
if (!outdir) throw new Error('usage: build-demo-data.ts <outdir>');
const dir = path.join(outdir, 'demo-data');
fs.rmSync(dir, { recursive: true, force: true });
const builtAt = new Date();
const db = await openPglite(dir, { smallWal: true });
try {
  await migrate(db);
  await seed(db, { demo: true });
  // Shipped with its statistics and visibility maps: the embedded database has no autovacuum (decision 082).
  await db.query('VACUUM (ANALYZE)');
} finally {
  await db.close();
}
// The lock is gone after a clean close; the stamp marks the folder complete.
stampDemoData(dir, builtAt, inputs);
