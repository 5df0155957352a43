// npm run audit:verify: walks the back office's audit log (issue 31) from its first row and checks every
// row's hash and its link to the row before. Exit 1 names the first row that was changed or removed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { verifyAuditChain } from '../apps/server/src/modules/back-office/audit-repository.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openPglite, openPostgres } from '../apps/server/src/platform/db.ts';

const serverDir = fileURLToPath(new URL('../apps/server/', import.meta.url));
const config = loadConfig();
const db = config.DATABASE_URL
  ? await openPostgres(config.DATABASE_URL, { max: 1 })
  : await openPglite(path.resolve(serverDir, config.DATA_DIR));
try {
  await migrate(db);
  const report = await verifyAuditChain(db);
  if (report.brokenAt === null) process.stdout.write(`audit log intact: ${report.rows} rows chained\n`);
  else process.stdout.write(`audit log BROKEN at row ${report.brokenAt} (${report.rows} rows before it hold)\n`);
  process.exitCode = report.brokenAt === null ? 0 : 1;
} finally {
  await db.close();
}
