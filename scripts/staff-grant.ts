// npm run staff:grant -- --email finance@example.om --roles finance_ops,finance_approver --by "Your Name" --reason "…":
// adds roles to an existing staff member from the server (decision 054), which is how the money roles are
// first given (a web administrator may not hold or grant them, decision 048). Never iam_admin; audited.
// The portal's database as for staff:create (DATABASE_URL, or the embedded one in DATA_DIR: stop the server first).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { grantRoles, isStaffRole } from '../apps/server/src/commands/grant-roles.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openPglite, openPostgres } from '../apps/server/src/platform/db.ts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, roles: { type: 'string' }, by: { type: 'string' }, reason: { type: 'string' } },
});
const args = z
  .object({
    email: z.string().trim().toLowerCase().email(),
    roles: z
      .string()
      .transform((s) => s.split(',').map((r) => r.trim()))
      .pipe(z.array(z.string().refine(isStaffRole, 'not a staff role')).min(1)),
    by: z.string().trim().min(2).max(100),
    reason: z.string().trim().min(10).max(500),
  })
  .safeParse(values);
if (!args.success) {
  process.stderr.write(
    'usage: npm run staff:grant -- --email <e-mail> --roles <role,role> --by "<who runs this>" --reason "<why, 10+ characters>"\n' +
      `roles: ${['support_agent', 'support_lead', 'finance_ops', 'finance_approver', 'auditor'].join(', ')}\n`,
  );
  process.exit(2);
}
const serverDir = fileURLToPath(new URL('../apps/server/', import.meta.url));
const config = loadConfig();
const db = config.DATABASE_URL
  ? await openPostgres(config.DATABASE_URL, { max: 1 })
  : await openPglite(path.resolve(serverDir, config.DATA_DIR));
try {
  await migrate(db);
  const { email, roles, by, reason } = args.data;
  const { before, after } = await grantRoles(db, { email, roles: roles.filter(isStaffRole), operator: by, reason });
  process.stdout.write(`${email}: roles ${before.join(', ')} → ${after.join(', ')} (audited as staff.grant)\n`);
} catch (err) {
  process.stderr.write(`staff:grant refused: ${(err as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await db.close();
}
