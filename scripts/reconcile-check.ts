// npm run reconcile:check: the money ledger check (decision 013) over the portal's database: the
// PostgreSQL at DATABASE_URL, or the embedded one in DATA_DIR (default apps/server/data, as npm start
// keeps it; stop the server first, the embedded database has one user at a time). Exit 1 when any
// payment lost money, holds an authorisation or paid a biller twice.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { checkLedger } from '../apps/server/src/modules/payments/ledger.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openPglite, openPostgres } from '../apps/server/src/platform/db.ts';

const serverDir = fileURLToPath(new URL('../apps/server/', import.meta.url));
const config = loadConfig();
const db = config.DATABASE_URL
  ? await openPostgres(config.DATABASE_URL, { max: 1 })
  : await openPglite(path.resolve(serverDir, config.DATA_DIR));
try {
  // The same schema the server would run with (a database last opened by an older version).
  await migrate(db);
  const report = await checkLedger(db);
  const lines = [
    `payments checked ${report.payments}, open ${report.open}: lost ${report.lost}, held ${report.held}, double ${report.double}`,
  ];
  for (const p of report.problems.slice(0, 50)) lines.push(`  ${p.paymentId} (${p.state}) ${p.problem}`);
  process.stdout.write(`${lines.join('\n')}\n`);
  process.exitCode = report.lost + report.held + report.double > 0 ? 1 : 0;
} finally {
  await db.close();
}
