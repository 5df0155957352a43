// npm run staff:create -- --email admin@example.om --name "Full Name": the back office's first staff
// administrator (issue 31), in the portal's database (DATABASE_URL, or the embedded one in DATA_DIR:
// stop the server first, the embedded database has one user at a time). Prints the password and the
// authenticator secret once; nothing else keeps them in the clear.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createFirstAdmin } from '../apps/server/src/commands/create-first-admin.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openPglite, openPostgres } from '../apps/server/src/platform/db.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
const args = z.object({ email: z.string().trim().toLowerCase().email(), name: z.string().trim().min(2).max(100) }).safeParse(values);
if (!args.success) {
  process.stderr.write('usage: npm run staff:create -- --email <e-mail> --name "<full name>"\n');
  process.exit(2);
}
const serverDir = fileURLToPath(new URL('../apps/server/', import.meta.url));
const config = loadConfig();
const db = config.DATABASE_URL
  ? await openPostgres(config.DATABASE_URL, { max: 1 })
  : await openPglite(path.resolve(serverDir, config.DATA_DIR));
try {
  await migrate(db);
  const admin = await createFirstAdmin(db, args.data.email, args.data.name, config.OTP_PEPPER);
  process.stdout.write(
    [
      `staff administrator ${admin.email} created. Shown once; keep them safe:`,
      `  password:             ${admin.password}`,
      `  authenticator secret: ${admin.totpSecret}`,
      `  authenticator link:   ${admin.otpauthUri}`,
      '',
    ].join('\n'),
  );
} catch (err) {
  process.stderr.write(`staff:create refused: ${(err as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await db.close();
}
