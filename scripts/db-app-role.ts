// npm run db:app-role -- --role portal_app: grants the server's own PostgreSQL role what it needs, with the
// audit log append-only (issue 31 §2, decision 048). Run it as the tables' owner (DATABASE_URL), after the
// migrations (npm start or a deploy runs them) and again after each upgrade; then start the server with a
// DATABASE_URL naming that role. Prints the statements it ran.
import { parseArgs } from 'node:util';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { grantAppRole } from '../apps/server/src/commands/app-role.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openPostgres } from '../apps/server/src/platform/db.ts';

const { values } = parseArgs({ options: { role: { type: 'string' }, schema: { type: 'string' } } });
const config = loadConfig();
if (!values.role || !config.DATABASE_URL) {
  process.stderr.write('usage: DATABASE_URL=postgres://owner@host/db npm run db:app-role -- --role <role> [--schema public]\n');
  process.exit(2);
}
const db = await openPostgres(config.DATABASE_URL, { max: 1 });
try {
  await migrate(db);
  const statements = await grantAppRole(db, values.role, values.schema ?? 'public');
  process.stdout.write(`${statements.map((s) => `${s};`).join('\n')}\n`);
} catch (err) {
  process.stderr.write(`db:app-role refused: ${(err as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await db.close();
}
